// The intent check end to end on transactions built here, with a rule table written here: each
// refusal of the Basket program's instruction (an account, a fresh account, the extra accounts,
// the arguments, twice, too many, missing, not needed, unreadable) and of the check itself (no
// rules, the request refused, the steps' labels, the tokens named as the chain names them) in its
// exact words. The commands' own tables are tried on a real sandbox: sandbox/service/intent-*.test.ts.
import {
  AddressLookupTableAccount,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { RequestOf } from '../../api/commands';
import { metadataAddress, sellStateAddress } from '../../solana/basketsProgram/addresses';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../../solana/programs';
import { sdkSellTransaction } from '../../solana/testing/sdkShaped';
import { keypair, v0Transaction } from '../../solana/testing/transactions';
import { associatedAccount } from './accountWords';
import { bindIntent, checkIntent, type StepTransaction } from './check';
import { refuse } from './refusal';
import type { CommandIntent, IntentReads, ProgramRule, Refused, StepRules } from './types';

const user = keypair(1).publicKey;
const W = user.toBase58();
const basket = keypair(2).publicKey;
const basketMint = keypair(3).publicKey;
const stranger = keypair(4).publicKey.toBase58();
const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-4)}`;
const request = { user: W, basket: basket.toBase58(), amount: 1 } as RequestOf<'withdraw'>;

const reads = (over: Partial<IntentReads> = {}): IntentReads => ({
  tokenList: () => Promise.resolve(null),
  basket: () => Promise.resolve(null),
  sellState: () => Promise.resolve(null),
  mintDecimals: () => Promise.resolve(null),
  lookupTables: () => Promise.reject(new Error('no table was asked for')),
  mintSymbol: () => Promise.resolve(undefined),
  ...over,
});

type SellRule = ProgramRule<'sellFund'>;
const sellRule = (over: Partial<SellRule> = {}): SellRule =>
  ({
    count: 'one',
    what: 'the withdrawal',
    accounts: () => ({
      seller: { kind: 'is', address: W, is: 'your wallet' },
      fundState: { kind: 'is', address: basket.toBase58(), is: 'the basket you chose' },
      seedPubkey: { kind: 'seed' },
      newFundState: {
        kind: 'fresh',
        prefix: 'sell',
        role: 'withdrawAccount',
        is: 'the withdraw account',
      },
    }),
    args: () => null,
    does: () => 'Withdraws basket tokens.',
    ...over,
  }) as SellRule;

function intentOf(
  rules: (fresh: Record<string, string | undefined>) => Record<string, StepRules>,
  context: () => Promise<object | Refused> = () => Promise.resolve({}),
): CommandIntent<'withdraw', object> {
  return {
    command: 'withdraw',
    operation: 'a withdrawal',
    context,
    transactions: (_request, _wallet, _context, fresh) =>
      rules(fresh) as ReturnType<CommandIntent<'withdraw', object>['transactions']>,
  };
}

const sell = () => sdkSellTransaction(user, basket, basketMint, W);
const step = (tx: VersionedTransaction, key = 'withdraw', label = 'Withdraw'): StepTransaction => ({
  key,
  label,
  txField: 'transaction',
  tx,
});
const rebuilt = (
  tx: VersionedTransaction,
  edit: (ixs: TransactionInstruction[]) => TransactionInstruction[],
) => {
  const m = TransactionMessage.decompile(tx.message);
  return new VersionedTransaction(
    new TransactionMessage({ ...m, instructions: edit(m.instructions) }).compileToLegacyMessage(),
  );
};
const programIx = (tx: VersionedTransaction) => {
  const ix = TransactionMessage.decompile(tx.message).instructions.find(
    (i) => i.programId.toBase58() === BASKETS_PROGRAM_ID,
  );
  if (!ix) throw new Error('no program instruction');
  return ix;
};
const check = (
  rules:
    | Record<string, StepRules>
    | ((fresh: Record<string, string | undefined>) => Record<string, StepRules>),
  txs: StepTransaction[],
  r = reads(),
) =>
  checkIntent({
    intent: intentOf(typeof rules === 'function' ? rules : () => rules),
    request,
    wallet: W,
    txs,
    reads: r,
  });
const reasonOf = async (verdict: ReturnType<typeof check>) => {
  const v = await verdict;
  return v.ok ? 'passed' : v.reason;
};

describe('the Basket program’s instruction against its rule', () => {
  it('an honest one passes: what it does, its fresh accounts, its print', async () => {
    const { tx, sellState } = sell();
    const verdict = await check({ transaction: { program: { sellFund: sellRule() } } }, [step(tx)]);
    if (!verdict.ok) throw new Error(verdict.reason);
    const checked = verdict.steps.withdraw;
    expect(checked?.does).toEqual([
      'Withdraws basket tokens.',
      'Pays a priority fee of at most 0.000015 SOL.',
    ]);
    const seed = programIx(tx).keys.at(-1)?.pubkey.toBase58();
    expect(checked?.fresh).toEqual({ seed, withdrawAccount: sellState });
    expect(checked?.print).toContain('"<withdrawAccount>"');
    expect(checked?.print).toContain('"<seed>"');
    expect(checked?.print).not.toContain(sellState);
  });

  it('an account that is not the one asked for, in the rule’s words or its own', async () => {
    const { tx } = sell();
    const other = sdkSellTransaction(user, keypair(5).publicKey, basketMint, W).tx;
    const rules = { transaction: { program: { sellFund: sellRule() } } };
    expect(await reasonOf(check(rules, [step(other)]))).toBe(
      `the withdrawal names ${short(keypair(5).publicKey.toBase58())} as the basket you chose, which is ${short(basket.toBase58())}`,
    );
    const differs = sellRule({
      accounts: () =>
        ({
          fundState: {
            kind: 'is',
            address: basket.toBase58(),
            is: 'the basket you chose',
            differs: (got: string) => `the API’s withdrawal is from basket ${short(got)}`,
          },
        }) as never,
    });
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: differs } } }, [step(other)])),
    ).toBe(`the API’s withdrawal is from basket ${short(keypair(5).publicKey.toBase58())}`);
    expect(await reasonOf(check(rules, [step(tx)]))).toBe('passed');
  });

  it('a fresh account that is not the seed’s', async () => {
    const { tx, sellState } = sell();
    const buyInstead = sellRule({
      accounts: () =>
        ({
          seedPubkey: { kind: 'seed' },
          newFundState: {
            kind: 'fresh',
            prefix: 'buy',
            role: 'buyState',
            is: 'the deposit record',
          },
        }) as never,
    });
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: buyInstead } } }, [step(tx)])),
    ).toBe(
      `the withdrawal names ${short(sellState)} as the deposit record, which is not the account the program makes for it`,
    );
    const seed = programIx(tx).keys.at(-1)?.pubkey;
    expect(seed && sellStateAddress(seed).toBase58()).toBe(sellState);
  });

  it('the metadata of another account', async () => {
    const { tx } = sell();
    const metadataRule = (account: string) =>
      sellRule({
        accounts: () =>
          ({
            fundToken: {
              kind: 'metadata-of',
              account,
              role: 'metadata',
              is: 'the token’s metadata',
            },
          }) as never,
      });
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: metadataRule('fundState') } } }, [step(tx)]),
      ),
    ).toBe(
      `the withdrawal names ${short(basketMint.toBase58())} as the token’s metadata, which is not that account`,
    );
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: metadataRule('nothing') } } }, [step(tx)]),
      ),
    ).toBe(
      `the withdrawal names ${short(basketMint.toBase58())} as the token’s metadata, which is not that account`,
    );
  });

  it('extra accounts: their number, then each', async () => {
    const { tx } = sell();
    const oracle = keypair(6).publicKey;
    const withOracle = rebuilt(tx, (ixs) =>
      ixs.map((ix) =>
        ix.programId.toBase58() === BASKETS_PROGRAM_ID
          ? new TransactionInstruction({
              ...ix,
              keys: [...ix.keys, { pubkey: oracle, isSigner: false, isWritable: false }],
            })
          : ix,
      ),
    );
    const wants = (address: string) =>
      sellRule({ remaining: () => [{ address, is: 'the oracle' }] });
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: wants(stranger) } } }, [step(tx)]),
      ),
    ).toBe('the withdrawal names 0 extra account(s) where the program takes 1');
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: sellRule() } } }, [step(withOracle)]),
      ),
    ).toBe('the withdrawal names 1 extra account(s) where the program takes 0');
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: wants(stranger) } } }, [step(withOracle)]),
      ),
    ).toBe(
      `the withdrawal names ${short(oracle.toBase58())} as the oracle, which is ${short(stranger)}`,
    );
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: wants(oracle.toBase58()) } } }, [
          step(withOracle),
        ]),
      ),
    ).toBe('passed');
  });

  it('arguments that differ, in the rule’s words', async () => {
    const { tx } = sell();
    const rule = sellRule({ args: () => 'the API’s withdrawal sells 2 BSKT; you asked for 1' });
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: rule } } }, [step(tx)])),
    ).toBe('the API’s withdrawal sells 2 BSKT; you asked for 1');
  });

  it('counted: twice in one transaction, twice across steps, missing', async () => {
    const { tx } = sell();
    const twice = rebuilt(tx, (ixs) => [...ixs, programIx(tx)]);
    const some = sellRule({ count: 'some' });
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: sellRule() } } }, [step(twice)])),
    ).toBe('the withdrawal is there 2 times');
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: sellRule({ count: 'optional' }) } } }, [
          step(twice),
        ]),
      ),
    ).toBe('the withdrawal is there 2 times');
    const verdict = await check({ transaction: { program: { sellFund: some } } }, [step(twice)]);
    expect(verdict.ok && verdict.steps.withdraw?.does[0]).toBe('Withdraws basket tokens.');
    expect(verdict.ok && verdict.steps.withdraw?.does).toHaveLength(2);
    const onceRule = sellRule({ count: 'some', once: () => 'the same' });
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: onceRule } } }, [step(twice)])),
    ).toBe('the withdrawal is there twice');
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: onceRule } } }, [
          step(tx, 'first', 'First'),
          step(sell().tx, 'second', 'Second'),
        ]),
      ),
    ).toBe('“Second”: the withdrawal is there twice');
    const memoOnly = rebuilt(tx, (ixs) =>
      ixs.filter((ix) => ix.programId.toBase58() !== BASKETS_PROGRAM_ID),
    );
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: sellRule() } } }, [step(memoOnly)]),
      ),
    ).toBe('it does not withdraw at all');
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: some } } }, [step(memoOnly)])),
    ).toBe('it does not withdraw at all');
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: sellRule({ count: 'optional' }) } } }, [
          step(memoOnly),
        ]),
      ),
    ).toBe('passed');
  });

  it('the metadata of the account named passes, remembered by its role when it has one', async () => {
    const { tx } = sell();
    const metadata = metadataAddress(basket);
    const withMetadata = rebuilt(tx, (ixs) =>
      ixs.map((ix) =>
        ix.programId.toBase58() === BASKETS_PROGRAM_ID
          ? new TransactionInstruction({
              ...ix,
              keys: ix.keys.map((k, i) => (i === 5 ? { ...k, pubkey: metadata } : k)),
            })
          : ix,
      ),
    );
    const rule = (role?: 'metadata') =>
      sellRule({
        accounts: () =>
          ({
            fundToken: {
              kind: 'metadata-of',
              account: 'fundState',
              is: 'the basket’s metadata',
              ...(role ? { role } : {}),
            },
          }) as never,
      });
    const withRole = await check({ transaction: { program: { sellFund: rule('metadata') } } }, [
      step(withMetadata),
    ]);
    expect(withRole.ok && withRole.steps.withdraw?.fresh).toEqual({
      metadata: metadata.toBase58(),
    });
    const without = await check({ transaction: { program: { sellFund: rule() } } }, [
      step(withMetadata),
    ]);
    expect(without.ok && without.steps.withdraw?.fresh).toEqual({});
  });

  it('an account the instruction does not have is named as nothing', async () => {
    const { tx } = sell();
    const rule = sellRule({
      accounts: () => ({ nothing: { kind: 'is', address: W, is: 'your wallet' } }) as never,
    });
    expect(
      await reasonOf(check({ transaction: { program: { sellFund: rule } } }, [step(tx)])),
    ).toBe(`the withdrawal names  as your wallet, which is ${short(W)}`);
  });

  it('exactly one of several', async () => {
    const { tx } = sell();
    const memoOnly = rebuilt(tx, (ixs) =>
      ixs.filter((ix) => ix.programId.toBase58() !== BASKETS_PROGRAM_ID),
    );
    const metadata: StepRules = {
      program: { sellFund: sellRule({ count: 'optional' }) },
      exactlyOneOf: ['createFundTokenMintMetadata', 'updateFundTokenMintMetadata'],
    };
    expect(await reasonOf(check({ transaction: metadata }, [step(memoOnly)]))).toBe(
      'it should write a basket token’s metadata once, and does so 0 times',
    );
    const none: StepRules = { program: {}, exactlyOneOf: [] };
    expect(await reasonOf(check({ transaction: none }, [step(memoOnly)]))).toBe(
      'it should change a basket token’s metadata once, and does so 0 times',
    );
    const sellOnce: StepRules = { program: { sellFund: sellRule() }, exactlyOneOf: ['sellFund'] };
    expect(await reasonOf(check({ transaction: sellOnce }, [step(tx)]))).toBe('passed');
    const some: StepRules = {
      program: { sellFund: sellRule({ count: 'some' }) },
      exactlyOneOf: ['sellFund'],
    };
    expect(
      await reasonOf(
        check({ transaction: some }, [step(rebuilt(tx, (ixs) => [...ixs, programIx(tx)]))]),
      ),
    ).toBe('it should withdraw once, and does so 2 times');
  });

  it('an instruction the step does not name, and one that cannot be read', async () => {
    const { tx } = sell();
    expect(await reasonOf(check({ transaction: { program: {} } }, [step(tx)]))).toBe(
      'it also calls the Basket program to withdraw (sellFund), which a withdrawal does not need',
    );
    const unreadable = rebuilt(tx, (ixs) => [
      ...ixs,
      new TransactionInstruction({
        programId: new PublicKey(BASKETS_PROGRAM_ID),
        keys: [],
        data: Buffer.from([1, 2, 3]),
      }),
    ]);
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: sellRule() } } }, [step(unreadable)]),
      ),
    ).toBe(
      'it calls the Basket program with an instruction this app cannot read (not one of its known instructions, or not shaped as the program expects)',
    );
  });
});

describe('the check around the rules', () => {
  const memo = new TransactionInstruction({
    programId: new PublicKey(MEMO_PROGRAM_ID),
    keys: [],
    data: Buffer.from('x'),
  });
  const memoTx = () => rebuilt(sell().tx, () => [memo]);

  it('nothing to check passes; a transaction without rules or a refused request does not', async () => {
    let asked = 0;
    const counting = intentOf(
      () => ({}),
      () => {
        asked++;
        return Promise.resolve({});
      },
    );
    expect(
      await checkIntent({ intent: counting, request, wallet: W, txs: [], reads: reads() }),
    ).toEqual({
      ok: true,
      steps: {},
    });
    expect(asked).toBe(0);
    expect(await check({}, [step(memoTx())])).toEqual({
      ok: false,
      stepKey: 'withdraw',
      reason: 'this app has no rules for this transaction',
    });
    expect(
      await reasonOf(
        check({ toString: { program: {} } }, [{ ...step(memoTx()), txField: 'toString' }]),
      ),
    ).toBe('passed');
    expect(
      await reasonOf(
        check({ transaction: { program: {} } }, [{ ...step(memoTx()), txField: 'valueOf' }]),
      ),
    ).toBe('this app has no rules for this transaction');
    const refusing = intentOf(
      () => ({ transaction: { program: {} } }),
      () => Promise.resolve(refuse(() => 'the basket you chose is not on this network')),
    );
    expect(
      await checkIntent({
        intent: refusing,
        request,
        wallet: W,
        txs: [step(memoTx(), 'a', 'First'), step(memoTx(), 'b', 'Second')],
        reads: reads(),
      }),
    ).toEqual({
      ok: false,
      stepKey: 'a',
      reason: '“First”: the basket you chose is not on this network',
    });
  });

  it('each step is refused under its own key and label; the rules see what earlier steps made', async () => {
    const { tx, sellState } = sell();
    const seen: (string | undefined)[] = [];
    const rules = (fresh: Record<string, string | undefined>) => {
      seen.push(fresh.withdrawAccount);
      return { transaction: { program: { sellFund: sellRule({ count: 'optional' }) } } };
    };
    const transfer = rebuilt(tx, () => [
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: [
          {
            pubkey: new PublicKey(associatedAccount(W, basketMint.toBase58())),
            isSigner: false,
            isWritable: true,
          },
          { pubkey: new PublicKey(stranger), isSigner: false, isWritable: true },
          { pubkey: user, isSigner: true, isWritable: false },
        ],
        data: Buffer.from([3, 5, 0, 0, 0, 0, 0, 0, 0]),
      }),
    ]);
    const verdict = await check(rules, [
      step(tx, 'first', 'First'),
      step(transfer, 'second', 'Second'),
    ]);
    expect(verdict).toEqual({
      ok: false,
      stepKey: 'second',
      reason: `“Second”: it would move 5 base units of the tokens from ${short(associatedAccount(W, basketMint.toBase58()))} to ${short(stranger)}, which this operation does not do`,
    });
    expect(seen).toEqual([undefined, sellState]);
  });

  it('names the wallet’s accounts of the listed tokens and the tokens as the chain names them', async () => {
    const mint = basketMint.toBase58();
    const yours = associatedAccount(W, mint);
    const approve = rebuilt(sell().tx, () => [
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: [
          { pubkey: new PublicKey(yours), isSigner: false, isWritable: true },
          { pubkey: basketMint, isSigner: false, isWritable: false },
          { pubkey: new PublicKey(stranger), isSigner: false, isWritable: false },
          { pubkey: user, isSigner: true, isWritable: false },
        ],
        data: Buffer.from([13, 64, 66, 15, 0, 0, 0, 0, 0, 6]),
      }),
    ]);
    const listed = reads({
      tokenList: () => Promise.resolve({ tokens: [{ mint }] } as never),
      mintSymbol: (m) => Promise.resolve(m === mint ? 'ZAPP' : undefined),
    });
    const rules = { transaction: { program: {} } };
    expect(await reasonOf(check(rules, [step(approve)], listed))).toBe(
      `it would let ${short(stranger)} spend 1 ZAPP from your ZAPP account (${short(yours)}) whenever it likes (a token approval)`,
    );
    // Unknown to the list and the chain: the mint itself (the approval names it, so its account too).
    expect(await reasonOf(check(rules, [step(approve)]))).toBe(
      `it would let ${short(stranger)} spend 1 ${short(mint)} from your ${short(mint)} account (${short(yours)}) whenever it likes (a token approval)`,
    );
    // A read that fails is a name not known, not a failed check.
    const failing = reads({
      tokenList: () => Promise.reject(new Error('RPC down')),
      mintSymbol: () => Promise.reject(new Error('RPC down')),
    });
    expect(await reasonOf(check(rules, [step(approve)], failing))).toBe(
      `it would let ${short(stranger)} spend 1 ${short(mint)} from your ${short(mint)} account (${short(yours)}) whenever it likes (a token approval)`,
    );
    // Named by its symbol but not listed: the symbol and its mint.
    const unlisted = reads({ mintSymbol: () => Promise.resolve('ZAPP') });
    expect(await reasonOf(check(rules, [step(approve)], unlisted))).toBe(
      `it would let ${short(stranger)} spend 1 ZAPP · ${short(mint)} from your ZAPP · ${short(mint)} account (${short(yours)}) whenever it likes (a token approval)`,
    );
  });

  it('a step may open the accounts its rules name', async () => {
    const mint = basketMint.toBase58();
    const open = rebuilt(sell().tx, () => [
      new TransactionInstruction({
        programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
        keys: [W, associatedAccount(W, mint), W, mint, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID].map(
          (k, i) => ({ pubkey: new PublicKey(k), isSigner: i === 0, isWritable: i < 2 }),
        ),
        data: Buffer.from([1]),
      }),
    ]);
    const opens = [{ owner: W, mint, is: 'your basket token account' }];
    const verdict = await check({ transaction: { program: {}, opens } }, [step(open)]);
    expect(verdict.ok && verdict.steps.withdraw?.does).toEqual([
      'Opens your basket token account if it does not exist yet (you pay its rent).',
    ]);
    expect(await reasonOf(check({ transaction: { program: {} } }, [step(open)]))).toBe(
      `it opens an account for ${short(mint)} owned by your wallet (${short(W)}), which this operation does not need`,
    );
  });

  it('names the wallet’s account of the basket token an earlier step made', async () => {
    const { tx, sellState } = sell();
    const yours = associatedAccount(W, sellState);
    const madeMint = sellRule({
      count: 'optional',
      accounts: () =>
        ({
          seedPubkey: { kind: 'seed' },
          newFundState: { kind: 'fresh', prefix: 'sell', role: 'basketMint', is: 'the new token' },
        }) as never,
    });
    const close = rebuilt(tx, () => [
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: [yours, stranger, W].map((k) => ({
          pubkey: new PublicKey(k),
          isSigner: k === W,
          isWritable: k !== W,
        })),
        data: Buffer.from([9]),
      }),
    ]);
    expect(
      await reasonOf(
        check({ transaction: { program: { sellFund: madeMint } } }, [
          step(tx, 'first', 'First'),
          step(close, 'second', 'Second'),
        ]),
      ),
    ).toBe(
      `“Second”: it would close your ${short(sellState)} account (${short(yours)}) and send what it holds to ${short(stranger)}`,
    );
  });

  it('an instruction with its accounts left out names none of them as the wallet’s', async () => {
    const close = rebuilt(sell().tx, () => [
      new TransactionInstruction({
        programId: new PublicKey(TOKEN_PROGRAM_ID),
        keys: [],
        data: Buffer.from([9]),
      }),
    ]);
    const failing = reads({ tokenList: () => Promise.reject(new Error('RPC down')) });
    for (const r of [reads(), failing]) {
      expect(await reasonOf(check({ transaction: { program: {} } }, [step(close)], r))).toBe(
        'it would close  and send what it holds to ',
      );
    }
  });

  it('reads the lookup tables only of transactions that have some, once each', async () => {
    const asked: string[][] = [];
    const r = reads({
      lookupTables: (tables) => {
        asked.push([...tables]);
        return Promise.resolve(new Map());
      },
    });
    expect(await reasonOf(check({ transaction: { program: {} } }, [step(memoTx())], r))).toBe(
      'passed',
    );
    expect(asked).toEqual([]);
    const table = keypair(7).publicKey;
    const inTable = keypair(8).publicKey;
    const withTable = v0Transaction(
      user,
      [
        new TransactionInstruction({
          programId: new PublicKey(MEMO_PROGRAM_ID),
          keys: [{ pubkey: inTable, isSigner: false, isWritable: false }],
          data: Buffer.from('x'),
        }),
      ],
      [
        new AddressLookupTableAccount({
          key: table,
          state: {
            deactivationSlot: 2n ** 64n - 1n,
            lastExtendedSlot: 0,
            lastExtendedSlotStartIndex: 0,
            addresses: [inTable],
          },
        }),
      ],
    );
    const found = reads({
      lookupTables: (tables) => {
        asked.push([...tables]);
        return Promise.resolve(new Map([[table.toBase58(), [inTable.toBase58()]]]));
      },
    });
    const rules = { transaction: { program: {} } };
    expect(
      await reasonOf(check(rules, [step(withTable, 'a', 'A'), step(withTable, 'b', 'B')], found)),
    ).toBe('passed');
    expect(asked).toEqual([[table.toBase58()]]);
    expect(
      await reasonOf(check(rules, [step(memoTx(), 'a', 'A'), step(withTable, 'b', 'B')], r)),
    ).toBe(
      `“B”: it takes accounts from an address lookup table the network could not show (${short(table.toBase58())}), so what it would touch cannot be checked`,
    );
  });

  it('bindIntent checks with the intent it binds', async () => {
    const bound = bindIntent(intentOf(() => ({})));
    expect(bound.command).toBe('withdraw');
    expect(await bound.check(request, W, [step(memoTx())], reads())).toEqual({
      ok: false,
      stepKey: 'withdraw',
      reason: 'this app has no rules for this transaction',
    });
  });
});
