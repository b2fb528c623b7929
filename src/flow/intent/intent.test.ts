// The intent check's parts that need no chain: a v0 transaction's lookup accounts resolved or
// refused, prints compared in words, and the priority fee's cap (a token's words are
// src/tokens/tokenWords.ts's). The rule tables are tried on a real sandbox: sandbox/service/intent-*.test.ts.
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { MEMO_PROGRAM_ID } from '../../solana/programs';
import { describe, expect, it } from 'vitest';
import { keypair, legacyTransaction, v0Transaction } from '../../solana/testing/transactions';
import { associatedAccount } from './accountWords';
import { checkOtherPrograms } from './otherPrograms';
import { printChanges, printOf } from './print';
import { isRefused, refuse } from './refusal';
import { resolveInstructions, type ResolvedInstruction } from './resolve';

const wallet = keypair(1).publicKey;
const elsewhere = keypair(2).publicKey;
const table = keypair(9).publicKey;
const transfer = SystemProgram.transfer({ fromPubkey: wallet, toPubkey: elsewhere, lamports: 5 });
const lookupTable = new AddressLookupTableAccount({
  key: table,
  state: {
    deactivationSlot: 2n ** 64n - 1n,
    lastExtendedSlot: 0,
    lastExtendedSlotStartIndex: 0,
    addresses: [elsewhere],
  },
});
const speech = { account: (a: string) => a.slice(0, 4), token: (m: string) => m.slice(0, 4) };
const say = (value: unknown) => (isRefused(value) ? value.say(speech) : 'passed');

describe('resolveInstructions', () => {
  it('gives a v0 transaction’s lookup accounts their addresses', () => {
    const tx = v0Transaction(wallet, [transfer], [lookupTable]);
    const resolved = resolveInstructions(tx, new Map([[table.toBase58(), [elsewhere.toBase58()]]]));
    expect(isRefused(resolved)).toBe(false);
    if (isRefused(resolved)) return;
    expect(resolved[0]?.accounts).toEqual([wallet.toBase58(), elsewhere.toBase58()]);
  });

  it('refuses a transaction whose lookup table the network cannot show', () => {
    const tx = v0Transaction(wallet, [transfer], [lookupTable]);
    expect(say(resolveInstructions(tx, new Map()))).toMatch(
      /^it takes accounts from an address lookup table the network could not show \(\w+…\w+\)/,
    );
  });
});

describe('prints', () => {
  const ix = (accounts: string[], data = [1, 2]): ResolvedInstruction => ({
    program: SystemProgram.programId.toBase58(),
    accounts,
    data: Uint8Array.from(data),
  });
  const seedA = keypair(3).publicKey.toBase58();
  const seedB = keypair(4).publicKey.toBase58();

  it('name the fresh accounts by role, so two answers from two seeds print alike', () => {
    const a = printOf([ix([wallet.toBase58(), seedA])], { seed: seedA }, wallet.toBase58());
    const b = printOf([ix([wallet.toBase58(), seedB])], { seed: seedB }, wallet.toBase58());
    expect(a).toBe(b);
    expect(printChanges(a, b)).toEqual([]);
  });

  it('say what changed: an instruction added, one gone, one with other contents', () => {
    const honest = printOf([ix(['x']), ix(['y'], [9])], {}, wallet.toBase58());
    const more = printOf([ix(['x']), ix(['y'], [9]), ix(['z'], [3])], {}, wallet.toBase58());
    expect(printChanges(honest, more)).toEqual(['it now also has a System instruction']);
    expect(printChanges(more, honest)).toEqual(['it no longer has a System instruction']);
    const other = printOf([ix(['x']), ix(['w'], [9])], {}, wallet.toBase58());
    expect(printChanges(honest, other)).toEqual([
      'its System instruction names other accounts or amounts',
    ]);
  });
});

describe('the priority fee', () => {
  const check = (price: number, units?: number) => {
    const instructions = [
      ...(units === undefined ? [] : [ComputeBudgetProgram.setComputeUnitLimit({ units })]),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: price }),
      // A memo stands for the command's own instruction.
      new TransactionInstruction({
        programId: new PublicKey(MEMO_PROGRAM_ID),
        keys: [],
        data: Buffer.from('x'),
      }),
    ];
    const resolved = resolveInstructions(legacyTransaction(wallet, instructions), new Map());
    if (isRefused(resolved)) throw new Error('unresolved');
    return checkOtherPrograms(resolved, wallet.toBase58(), [], refuse, () => false);
  };

  it('passes the SDK’s (1,000,000 units at 15,000 micro-lamports) and says what it costs', () => {
    expect(check(15_000, 1_000_000)).toEqual({
      does: ['Pays a priority fee of at most 0.000015 SOL.'],
    });
  });
  it('refuses a fee above 0.001 SOL, and a limit above the network’s', () => {
    expect(say(check(1_000_001, 1_000_000))).toMatch(/more than the 0\.001 SOL this app accepts/);
    expect(say(check(1, 1_400_001))).toMatch(
      /asks for 1,400,001 compute units, more than the network allows/,
    );
  });
  it('counts the runtime’s default units (200,000 an instruction) when no limit is set', () => {
    expect(check(4_000)).toEqual({ does: ['Pays a priority fee of at most 0.0000008 SOL.'] });
    expect(say(check(5_000_001))).toMatch(/up to 0\.001000001 SOL/);
  });
});

describe('resolveInstructions — the order and the gaps', () => {
  const key = (n: number) => keypair(n).publicKey;
  const tableOf = (address: PublicKey, addresses: PublicKey[]) =>
    new AddressLookupTableAccount({
      key: address,
      state: { ...lookupTable.state, addresses },
    });
  const [tA, tB] = [key(20), key(21)];
  const [a0, a1, b0, b1] = [key(22), key(23), key(24), key(25)];
  const program = key(26);
  const ix = new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: wallet, isSigner: true, isWritable: true },
      { pubkey: a1, isSigner: false, isWritable: false },
      { pubkey: b0, isSigner: false, isWritable: true },
      { pubkey: a0, isSigner: false, isWritable: true },
      { pubkey: b1, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([7, 8]),
  });
  const tx = v0Transaction(wallet, [ix], [tableOf(tA, [a0, a1]), tableOf(tB, [b0, b1])]);
  const tables = (entries: [PublicKey, PublicKey[]][]) =>
    new Map(entries.map(([t, as]) => [t.toBase58(), as.map((a) => a.toBase58())]));

  it('every table’s writable accounts first, then every table’s read-only ones', () => {
    const resolved = resolveInstructions(
      tx,
      tables([
        [tA, [a0, a1]],
        [tB, [b0, b1]],
      ]),
    );
    expect(resolved).toEqual([
      {
        program: program.toBase58(),
        accounts: [wallet, a1, b0, a0, b1].map((k) => k.toBase58()),
        data: Uint8Array.from([7, 8]),
      },
    ]);
  });

  it('names each table it cannot read once, and refuses an index past a table’s end', () => {
    const short = (k: PublicKey) => `${k.toBase58().slice(0, 4)}…${k.toBase58().slice(-4)}`;
    const words = (t: ReadonlyMap<string, readonly string[]>) => say(resolveInstructions(tx, t));
    const missing = (names: string) =>
      `it takes accounts from an address lookup table the network could not show (${names}), so what it would touch cannot be checked`;
    expect(words(new Map())).toBe(missing(`${short(tA)}, ${short(tB)}`));
    expect(words(tables([[tA, [a0, a1]]]))).toBe(missing(short(tB)));
    expect(
      words(
        tables([
          [tA, [a0]],
          [tB, [b0, b1]],
        ]),
      ),
    ).toBe(missing(short(tA)));
  });

  it('refuses an instruction naming an account or program past the account list', () => {
    const words = 'it names an account that is not in its own account list';
    const badAccount = v0Transaction(wallet, [transfer]);
    const [first] = badAccount.message.compiledInstructions;
    if (!first) throw new Error('no instruction');
    first.accountKeyIndexes = [0, 40];
    expect(say(resolveInstructions(badAccount, new Map()))).toBe(words);
    const badProgram = v0Transaction(wallet, [transfer]);
    const [ix0] = badProgram.message.compiledInstructions;
    if (!ix0) throw new Error('no instruction');
    ix0.programIdIndex = 40;
    expect(say(resolveInstructions(badProgram, new Map()))).toBe(words);
  });
});

describe('prints — the roles and the words', () => {
  const W = wallet.toBase58();
  const mint = keypair(30).publicKey.toBase58();
  const seed = keypair(31).publicKey.toBase58();
  const yours = associatedAccount(W, mint);
  const system = SystemProgram.programId.toBase58();

  it('the wallet’s account of the new basket token is named by its role too', () => {
    const print = printOf(
      [{ program: system, accounts: [W, seed, mint, yours], data: Uint8Array.from([1]) }],
      { seed, basketMint: mint },
      W,
    );
    expect(JSON.parse(print)).toEqual([
      {
        program: system,
        accounts: [W, '<seed>', '<basketMint>', '<your account of basketMint>'],
        data: 'AQ==',
      },
    ]);
    const without = printOf(
      [{ program: system, accounts: [yours], data: Uint8Array.from([1]) }],
      { seed },
      W,
    );
    expect(JSON.parse(without)).toEqual([{ program: system, accounts: [yours], data: 'AQ==' }]);
  });

  it('names the instructions it can decode, and reads a broken print as none', () => {
    const transferPrint = printOf(
      [
        {
          program: system,
          accounts: [W, seed],
          data: Uint8Array.from([2, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0]),
        },
      ],
      {},
      W,
    );
    const unknown = JSON.stringify([{ program: seed, accounts: [], data: 'AQ==' }]);
    expect(printChanges('[]', transferPrint)).toEqual([
      'it now also has a System transfer instruction',
    ]);
    expect(printChanges('not json', unknown)).toEqual([
      'it now also has a Unknown program instruction',
    ]);
    expect(printChanges('{"program":"x"}', unknown)).toEqual([
      'it now also has a Unknown program instruction',
    ]);
    expect(
      printChanges(
        JSON.stringify([
          null,
          1,
          { program: seed, data: 'AQ==', accounts: [3] },
          { program: seed },
        ]),
        unknown,
      ),
    ).toEqual(['it now also has a Unknown program instruction']);
    expect(printChanges(transferPrint, transferPrint)).toEqual([]);
  });

  it('the same instructions in another order', () => {
    const a = { program: system, accounts: ['x'], data: Uint8Array.from([1]) };
    const b = { program: system, accounts: ['y'], data: Uint8Array.from([2]) };
    expect(printChanges(printOf([a, b], {}, W), printOf([b, a], {}, W))).toEqual([
      'its instructions are in another order',
    ]);
  });
});

describe('refusals', () => {
  it('a refusal is marked as one and names no token unless told', () => {
    const words = (s: { account(a: string): string }) => s.account('x');
    expect(refuse(words)).toEqual({ refused: true, mints: [], say: words });
    expect(refuse(words, ['M']).mints).toEqual(['M']);
  });

  it('isRefused tells a refusal from anything else, whatever it is', () => {
    expect(isRefused(refuse(() => 'no'))).toBe(true);
    for (const value of [null, undefined, 'refused', 0, { does: [] }, [], { refuse: true }]) {
      expect(isRefused(value)).toBe(false);
    }
  });
});

describe('a print that is not one', () => {
  it('each part missing or of another kind leaves that instruction out', () => {
    const valid = { program: MEMO_PROGRAM_ID, accounts: ['x'], data: 'AQ==' };
    const broken = [
      { accounts: ['x'], data: 'AQ==' },
      { program: MEMO_PROGRAM_ID, accounts: ['x'] },
      { program: MEMO_PROGRAM_ID, data: 'AQ==' },
      { program: MEMO_PROGRAM_ID, accounts: 'x', data: 'AQ==' },
      { program: MEMO_PROGRAM_ID, accounts: ['x', 3], data: 'AQ==' },
      { program: 7, accounts: ['x'], data: 'AQ==' },
      { program: MEMO_PROGRAM_ID, accounts: ['x'], data: 7 },
      null,
      'text',
    ];
    for (const part of broken) {
      expect(printChanges(JSON.stringify([valid, part]), JSON.stringify([valid]))).toEqual([
        'its instructions are in another order',
      ]);
    }
  });
});
