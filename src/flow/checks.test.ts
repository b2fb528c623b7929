import { Buffer } from 'buffer';
import {
  type AccountMeta,
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { COMPUTE_BUDGET_PROGRAM_ID, LIGHTHOUSE_PROGRAM_ID } from '../solana/programs';
import { sdkCreateTransaction } from '../solana/testing/sdkShaped';
import {
  SigningCheckError,
  checkAfterSigning,
  checkBeforeSigning,
  essentialPrints,
  instructionProgramIds,
  priorityFeeLamports,
  instructionPrints,
  samePrints,
  walletChanges,
} from './checks';
import { buildTx } from './testing/fakeApi';
import { withPriorityFee } from './testing/fakeWallet';

const wallet = Keypair.generate();
const W = wallet.publicKey.toBase58();
const blockhash = Keypair.generate().publicKey.toBase58();
const copy = (tx: VersionedTransaction) => VersionedTransaction.deserialize(tx.serialize());
const signedCopy = (tx: VersionedTransaction) => {
  const c = copy(tx);
  c.sign([wallet]);
  return c;
};

/** The same message with its instructions rewritten, signed by the wallet. */
function rewritten(
  tx: VersionedTransaction,
  edit: (ixs: TransactionInstruction[]) => TransactionInstruction[],
  opts: { payer?: PublicKey; blockhash?: string } = {},
): VersionedTransaction {
  const m = TransactionMessage.decompile(tx.message);
  const next = new TransactionMessage({
    payerKey: opts.payer ?? m.payerKey,
    recentBlockhash: opts.blockhash ?? m.recentBlockhash,
    instructions: edit(m.instructions),
  });
  const out = new VersionedTransaction(
    tx.message.version === 'legacy' ? next.compileToLegacyMessage() : next.compileToV0Message(),
  );
  out.sign([wallet]);
  return out;
}

/** `tx` with account `account` of instruction `ix` changed by `change`, signed by the wallet. */
const withAccountChanged = (
  tx: VersionedTransaction,
  ix: number,
  account: number,
  change: (meta: AccountMeta) => AccountMeta,
) =>
  rewritten(tx, (ixs) =>
    ixs.map((instruction, n) =>
      n === ix
        ? { ...instruction, keys: instruction.keys.map((k, j) => (j === account ? change(k) : k)) }
        : instruction,
    ),
  );

const lighthouse = new TransactionInstruction({
  programId: new PublicKey(LIGHTHOUSE_PROGRAM_ID),
  keys: [],
  data: Buffer.from('assert'),
});

describe('checkBeforeSigning', () => {
  it('accepts a transaction the wallet pays for and alone must sign (legacy and v0)', () => {
    for (const v0 of [false, true]) {
      expect(() =>
        checkBeforeSigning(buildTx({ payer: wallet.publicKey, blockhash, lamports: 1, v0 }), W),
      ).not.toThrow();
    }
  });

  it('refuses another fee payer', () => {
    const tx = buildTx({ payer: Keypair.generate().publicKey, blockhash, lamports: 1 });
    expect(() => checkBeforeSigning(tx, W)).toThrow(SigningCheckError);
    expect(() => checkBeforeSigning(tx, W)).toThrow(/fee payer/);
  });

  it('refuses a transaction that also misses another signature', () => {
    const other = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: other.publicKey,
    });
    expect(() => checkBeforeSigning(tx, W)).toThrow(new RegExp(other.publicKey.toBase58()));
  });
});

describe('checkAfterSigning — nothing changed', () => {
  const unsigned = buildTx({ payer: wallet.publicKey, blockhash, lamports: 5 });

  it('returns the signature read from the signed bytes, and no changes', () => {
    const signed = signedCopy(unsigned);
    expect(checkAfterSigning(unsigned, signed, W, 'Phantom')).toEqual({
      signature: bs58.encode(signed.signatures[0] ?? new Uint8Array()),
    });
  });

  it('refuses an unsigned answer', () => {
    expect(() => checkAfterSigning(unsigned, copy(unsigned), W, 'Phantom')).toThrow(/unsigned/);
  });

  it('keeps another signer’s signature, and refuses a wallet that altered it', () => {
    const other = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: other.publicKey,
    });
    tx.sign([other]);
    const signed = signedCopy(tx);
    expect(checkAfterSigning(tx, signed, W, 'Phantom').signature).toBe(
      bs58.encode(signed.signatures[0] ?? new Uint8Array()),
    );
    signed.signatures[1] = new Uint8Array(64).fill(7);
    expect(() => checkAfterSigning(tx, signed, W, 'Phantom')).toThrow(/already present/);
  });
});

describe('checkAfterSigning — what wallets add safely is accepted and said', () => {
  it.each([
    [
      'the sandbox’s transfer (no compute budget)',
      buildTx({ payer: wallet.publicKey, blockhash, lamports: 5 }),
    ],
    ['a v0 transaction', buildTx({ payer: wallet.publicKey, blockhash, lamports: 5, v0: true })],
    [
      'the real SDK’s create (program instruction, no top-level create)',
      sdkCreateTransaction(wallet.publicKey, blockhash, { computeBudget: false }).tx,
    ],
  ])('Phantom’s priority fee on %s', (_what, unsigned) => {
    const signed = withPriorityFee(copy(unsigned));
    signed.sign([wallet]);
    const result = checkAfterSigning(unsigned, signed, W, 'Phantom');
    expect(result.changes).toEqual({
      wallet: 'Phantom',
      computeBudget: true,
      lighthouse: 0,
      priorityFeeLamports: '20000', // 200,000 CU × 100,000 µlamports / 1,000,000
    });
    expect(result.signature).toBe(bs58.encode(signed.signatures[0] ?? new Uint8Array()));
  });

  it('a compute budget the service already set, raised by the wallet, is accepted with the difference', () => {
    const { tx } = sdkCreateTransaction(wallet.publicKey, blockhash); // 1,000,000 CU at 15,000 µlamports
    const raised = rewritten(tx, (ixs) => [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 1_000_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 35_000 }),
      ...ixs.slice(2),
    ]);
    expect(checkAfterSigning(tx, raised, W, 'Phantom').changes).toEqual({
      wallet: 'Phantom',
      computeBudget: true,
      lighthouse: 0,
      priorityFeeLamports: '20000', // (35,000 − 15,000) × 1,000,000 / 1,000,000
    });
  });

  it('Lighthouse assertions appended are accepted and counted', () => {
    const unsigned = buildTx({ payer: wallet.publicKey, blockhash, lamports: 5 });
    const signed = rewritten(unsigned, (ixs) => [...ixs, lighthouse]);
    expect(checkAfterSigning(unsigned, signed, W, 'Phantom').changes).toEqual({
      wallet: 'Phantom',
      computeBudget: false,
      lighthouse: 1,
    });
  });
});

describe('checkAfterSigning — anything else is refused before sending', () => {
  const { tx: sdk } = sdkCreateTransaction(wallet.publicKey, blockhash);
  const transfer = buildTx({ payer: wallet.publicKey, blockhash, lamports: 5 });
  const twoTransfers = rewritten(transfer, (i) => [
    ...i,
    SystemProgram.transfer({
      fromPubkey: wallet.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 2,
    }),
  ]);
  const refusals: [string, VersionedTransaction, VersionedTransaction, RegExp][] = [
    ['another fee payer', transfer, signedWithOtherPayer(transfer), /fee payer|other signers/],
    [
      'another blockhash',
      transfer,
      rewritten(transfer, (i) => i, { blockhash: Keypair.generate().publicKey.toBase58() }),
      /another blockhash/,
    ],
    ['an instruction removed', sdk, rewritten(sdk, (i) => i.slice(0, 2)), /something else/],
    [
      'an instruction added',
      transfer,
      rewritten(transfer, (i) => [
        ...i,
        SystemProgram.transfer({
          fromPubkey: wallet.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      ]),
      /something else/,
    ],
    [
      'instructions reordered',
      twoTransfers,
      rewritten(twoTransfers, (i) => [...i].reverse()),
      /something else/,
    ],
    [
      'an account swapped',
      sdk,
      withAccountChanged(sdk, 2, 2, (k) => ({ ...k, pubkey: Keypair.generate().publicKey })),
      /something else/,
    ],
    [
      'an account made writable',
      sdk,
      withAccountChanged(sdk, 2, 7, (k) => ({ ...k, isWritable: true })),
      /something else/,
    ],
    [
      'data changed',
      sdk,
      rewritten(sdk, (i) =>
        i.map((ix, n) => (n === 2 ? { ...ix, data: Buffer.alloc(ix.data.length, 9) } : ix)),
      ),
      /something else/,
    ],
  ];

  it.each(refusals)('%s', (_what, unsigned, signed, words) => {
    expect(() => checkAfterSigning(unsigned, signed, W, 'Phantom')).toThrow(SigningCheckError);
    expect(() => checkAfterSigning(unsigned, signed, W, 'Phantom')).toThrow(words);
  });

  it('a Lighthouse assertion the transaction had, removed', () => {
    const withAssertion = rewritten(transfer, (i) => [...i, lighthouse]);
    const removed = rewritten(transfer, (i) => i);
    expect(() => checkAfterSigning(withAssertion, removed, W, 'Phantom')).toThrow(/Lighthouse/);
  });
});

function signedWithOtherPayer(tx: VersionedTransaction): VersionedTransaction {
  const other = Keypair.generate();
  const m = TransactionMessage.decompile(tx.message);
  const out = new VersionedTransaction(
    new TransactionMessage({ ...m, payerKey: other.publicKey }).compileToLegacyMessage(),
  );
  out.sign([other]);
  return out;
}

describe('priority fee', () => {
  it('is price × limit, rounded up; without a limit the runtime’s default per instruction applies', () => {
    const withBoth = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
    expect(priorityFeeLamports(instructionPrints(withPriorityFee(withBoth).message))).toBe(20_000n);
    const priceOnly = rewritten(withBoth, (i) => [
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 3 }),
      ...i,
    ]);
    // 200,000 CU (one instruction besides the budget) × 3 µlamports = 0.6 → 1 lamport.
    expect(priorityFeeLamports(instructionPrints(priceOnly.message))).toBe(1n);
    expect(priorityFeeLamports(instructionPrints(withBoth.message))).toBe(0n);
  });
});

it('instructionProgramIds names each instruction’s program', () => {
  const tx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
  expect(instructionProgramIds(tx)).toEqual(['11111111111111111111111111111111']);
});

describe('the prints that find a transaction on chain (what wallets add left out)', () => {
  const original = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
  const prints = (tx: VersionedTransaction) => essentialPrints(instructionPrints(tx.message));

  it('a priority fee and Lighthouse assertions the wallet added leave the prints unchanged', () => {
    const sent = withPriorityFee(rewritten(original, (ixs) => [...ixs, lighthouse]));
    expect(instructionPrints(sent.message).length).toBeGreaterThan(
      instructionPrints(original.message).length,
    );
    expect(samePrints(prints(sent), prints(original))).toBe(true);
  });

  it('another transaction of the same wallet and blockhash does not match', () => {
    const other = buildTx({ payer: wallet.publicKey, blockhash, lamports: 2 });
    expect(samePrints(prints(other), prints(original))).toBe(false);
  });
});

// ── Each check's exact words and edges (docs/mutation.md: a check that could be weakened) ────────

const otherKey = () => Keypair.generate().publicKey;
/** A signature that is not empty though some of its bytes are 0. */
const partlyZero = () => {
  const sig = new Uint8Array(64).fill(7);
  sig[0] = 0;
  return sig;
};
const budgetPrint = (ix: TransactionInstruction) => ({
  program: ix.programId.toBase58(),
  accounts: [],
  data: Buffer.from(ix.data).toString('base64'),
});
const limitPrint = (units: number) =>
  budgetPrint(ComputeBudgetProgram.setComputeUnitLimit({ units }));
const pricePrint = (microLamports: number) =>
  budgetPrint(ComputeBudgetProgram.setComputeUnitPrice({ microLamports }));
const otherPrint = { program: W, accounts: [], data: 'AQ==' };

describe('checkBeforeSigning — its words and edges', () => {
  it('names the other fee payer and the wallet', () => {
    const payer = otherKey();
    const tx = buildTx({ payer, blockhash, lamports: 1 });
    expect(() => checkBeforeSigning(tx, W)).toThrow(
      `The fee payer of this transaction is ${payer.toBase58()}, not your connected wallet ${W}. It was not signed.`,
    );
  });

  it('says "missing" of a message with no signer at all', () => {
    const tx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
    tx.message.header.numRequiredSignatures = 0;
    tx.signatures = [];
    expect(() => checkBeforeSigning(tx, W)).toThrow(
      `The fee payer of this transaction is missing, not your connected wallet ${W}. It was not signed.`,
    );
  });

  it('refuses a signature list longer or shorter than the signers', () => {
    for (const signatures of [[], [new Uint8Array(64), new Uint8Array(64)]]) {
      const tx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
      tx.signatures = signatures;
      expect(() => checkBeforeSigning(tx, W)).toThrow(
        'The transaction’s signature list does not match its signers.',
      );
    }
  });

  it('names every other signer still missing, and accepts one already signed', () => {
    const [a, b] = [otherKey(), otherKey()];
    const tx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1, extraSigner: a });
    const two = rewritten(tx, (ixs) => [
      ...ixs,
      SystemProgram.transfer({ fromPubkey: b, toPubkey: wallet.publicKey, lamports: 1 }),
    ]);
    two.signatures = two.signatures.map(() => new Uint8Array(64));
    const keys = two.message.staticAccountKeys.slice(1, 3).map((k) => k.toBase58());
    expect([...keys].sort()).toEqual([a.toBase58(), b.toBase58()].sort());
    expect(() => checkBeforeSigning(two, W)).toThrow(
      `The transaction also needs the signature of ${keys.join(', ')}, which this app cannot provide. It was not signed.`,
    );
    // Signed by both others (a signature may hold zero bytes): only the wallet's is missing.
    two.signatures = [new Uint8Array(64), partlyZero(), partlyZero()];
    expect(() => checkBeforeSigning(two, W)).not.toThrow();
    // The wallet's own signature already there is no reason to refuse either.
    two.signatures = [partlyZero(), partlyZero(), partlyZero()];
    expect(() => checkBeforeSigning(two, W)).not.toThrow();
  });
});

describe('instructionPrints — accounts and their flags', () => {
  const signer = Keypair.generate();
  const [inTableW, inTableR, staticR, program] = [otherKey(), otherKey(), otherKey(), otherKey()];
  const table = new AddressLookupTableAccount({
    key: otherKey(),
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [inTableR, inTableW],
    },
  });
  const ix = new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: wallet.publicKey, isSigner: true, isWritable: true },
      { pubkey: signer.publicKey, isSigner: true, isWritable: false },
      { pubkey: inTableW, isSigner: false, isWritable: true },
      { pubkey: inTableR, isSigner: false, isWritable: false },
      { pubkey: staticR, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1, 2, 3]),
  });
  const tx = new VersionedTransaction(
    new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [ix],
    }).compileToV0Message([table]),
  );
  const t = table.key.toBase58();

  it('names a lookup account by its table and index, with its flag, unless the addresses are given', () => {
    const head = [`${W}:sw`, `${signer.publicKey.toBase58()}:s`];
    expect(instructionPrints(tx.message)).toEqual([
      {
        program: program.toBase58(),
        accounts: [...head, `${t}#1:w`, `${t}#0:`, `${staticR.toBase58()}:`],
        data: 'AQID',
      },
    ]);
    const loaded = { writable: [inTableW.toBase58()], readonly: [inTableR.toBase58()] };
    expect(instructionPrints(tx.message, loaded)[0]?.accounts).toEqual([
      ...head,
      `${inTableW.toBase58()}:w`,
      `${inTableR.toBase58()}:`,
      `${staticR.toBase58()}:`,
    ]);
  });

  it('a writable account that signs nothing is "w" in a legacy message', () => {
    const legacy = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
    expect(instructionPrints(legacy.message)[0]?.accounts).toEqual([
      `${W}:sw`,
      '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG:w',
    ]);
  });
});

describe('samePrints', () => {
  const a = { program: 'P', accounts: ['x:w'], data: 'AQ==' };
  it('is false for another count of instructions or of accounts, another program or data', () => {
    expect(samePrints([a], [a])).toBe(true);
    expect(samePrints([], [a])).toBe(false);
    expect(samePrints([a], [])).toBe(false);
    expect(samePrints([a], [{ ...a, accounts: ['x:w', 'y:'] }])).toBe(false);
    expect(samePrints([{ ...a, accounts: ['x:w', 'y:'] }], [a])).toBe(false);
    expect(samePrints([a], [{ ...a, accounts: ['x:'] }])).toBe(false);
    expect(samePrints([a], [{ ...a, program: 'Q' }])).toBe(false);
    expect(samePrints([a], [{ ...a, data: 'Ag==' }])).toBe(false);
  });
});

describe('priorityFeeLamports — the limit, the default units, the rounding', () => {
  it('reads every byte of the limit and the price', () => {
    // 1,000,000 units (0x0F4240) at 1,000,001 µlamports (0x0F4241): 1,000,001 lamports.
    expect(priorityFeeLamports([limitPrint(1_000_000), pricePrint(1_000_001), otherPrint])).toBe(
      1_000_001n,
    );
    expect(priorityFeeLamports([pricePrint(1_000_001), limitPrint(1_000_000)])).toBe(1_000_001n);
  });
  it('without a limit: 200,000 units an instruction (at least one), at most 1,400,000', () => {
    expect(priorityFeeLamports([pricePrint(1_000_000)])).toBe(200_000n);
    expect(priorityFeeLamports([pricePrint(1_000_000), otherPrint, otherPrint, otherPrint])).toBe(
      600_000n,
    );
    const eight = Array.from({ length: 8 }, () => otherPrint);
    expect(priorityFeeLamports([pricePrint(1_000_000), ...eight])).toBe(1_400_000n);
  });
  it('rounds up to the next lamport, and is 0 without a price', () => {
    expect(priorityFeeLamports([limitPrint(1_000_000), pricePrint(1)])).toBe(1n);
    expect(priorityFeeLamports([limitPrint(2_000_000), pricePrint(1)])).toBe(2n);
    expect(priorityFeeLamports([limitPrint(2_000_001), pricePrint(1)])).toBe(3n);
    expect(priorityFeeLamports([limitPrint(1_000_000), otherPrint])).toBe(0n);
  });
  it('ignores a budget instruction too short to hold its number', () => {
    const short = (kind: number, n: number) => ({
      program: COMPUTE_BUDGET_PROGRAM_ID,
      accounts: [],
      data: Buffer.from([kind, ...new Array<number>(n).fill(255)]).toString('base64'),
    });
    expect(priorityFeeLamports([short(2, 3), pricePrint(1_000_000), otherPrint])).toBe(200_000n);
    expect(priorityFeeLamports([limitPrint(1_000_000), short(3, 7)])).toBe(0n);
  });
});

describe('walletChanges', () => {
  it('is undefined for the same prints; says a priority fee only when it changed', () => {
    const before = [limitPrint(1_000_000), pricePrint(15_000), otherPrint];
    expect(walletChanges(before, before, 'Phantom')).toBeUndefined();
    const lighthouseAdded = [...before, { program: LIGHTHOUSE_PROGRAM_ID, accounts: [], data: '' }];
    expect(walletChanges(before, lighthouseAdded, 'Solflare')).toEqual({
      wallet: 'Solflare',
      computeBudget: false,
      lighthouse: 1,
    });
    const reordered = [pricePrint(15_000), limitPrint(1_000_000), otherPrint];
    expect(walletChanges(before, reordered, 'Phantom')).toEqual({
      wallet: 'Phantom',
      computeBudget: true,
      lighthouse: 0,
    });
    expect(
      walletChanges(before, [limitPrint(1_000_000), pricePrint(10_000), otherPrint], 'P'),
    ).toEqual({
      wallet: 'P',
      computeBudget: true,
      lighthouse: 0,
      priorityFeeLamports: '-5000',
    });
  });
});

describe('checkAfterSigning — each refusal in its words', () => {
  const changed = (why: string) =>
    `The wallet changed the transaction while signing it: ${why}. The changed transaction was not sent.`;
  const transfer = buildTx({ payer: wallet.publicKey, blockhash, lamports: 5 });

  it('another fee payer', () => {
    expect(() => checkAfterSigning(transfer, signedWithOtherPayer(transfer), W, 'Phantom')).toThrow(
      changed('it has another fee payer'),
    );
  });

  it('another signer added, or one replaced', () => {
    const a = Keypair.generate();
    const more = rewritten(transfer, (ixs) => [
      ...ixs,
      SystemProgram.transfer({ fromPubkey: a.publicKey, toPubkey: wallet.publicKey, lamports: 1 }),
    ]);
    expect(() => checkAfterSigning(transfer, more, W, 'Phantom')).toThrow(
      changed('it needs other signers'),
    );
    const withA = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: a.publicKey,
    });
    const withB = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: Keypair.generate().publicKey,
    });
    withB.sign([wallet]);
    expect(() => checkAfterSigning(withA, withB, W, 'Phantom')).toThrow(
      changed('it needs other signers'),
    );
  });

  it('another blockhash', () => {
    const other = rewritten(transfer, (i) => i, { blockhash: otherKey().toBase58() });
    expect(() => checkAfterSigning(transfer, other, W, 'Phantom')).toThrow(
      changed('it has another blockhash'),
    );
  });

  it('a signature list that does not match the signers', () => {
    const signed = signedCopy(transfer);
    signed.signatures = [...signed.signatures, new Uint8Array(64)];
    expect(() => checkAfterSigning(transfer, signed, W, 'Phantom')).toThrow(
      'The wallet returned a transaction with a different signer list.',
    );
  });

  it('something else than reviewed, and a Lighthouse assertion altered', () => {
    const more = rewritten(transfer, (i) => [...i, ...i]);
    expect(() => checkAfterSigning(transfer, more, W, 'Phantom')).toThrow(
      changed('it does something else than what you reviewed'),
    );
    const withAssertion = rewritten(transfer, (i) => [...i, lighthouse]);
    const altered = rewritten(transfer, (i) => [
      ...i,
      new TransactionInstruction({ ...lighthouse, data: Buffer.from('assert!') }),
    ]);
    expect(() => checkAfterSigning(withAssertion, altered, W, 'Phantom')).toThrow(
      changed('it removed or altered a Lighthouse assertion'),
    );
    // Kept, and one more appended: accepted.
    const kept = rewritten(transfer, (i) => [...i, lighthouse, lighthouse]);
    expect(checkAfterSigning(withAssertion, kept, W, 'Phantom').changes).toEqual({
      wallet: 'Phantom',
      computeBudget: false,
      lighthouse: 1,
    });
  });

  it('a changed message voids another signer’s signature already on it', () => {
    const coSigner = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: coSigner.publicKey,
    });
    tx.sign([coSigner]);
    const changedTx = withPriorityFee(copy(tx));
    changedTx.sign([wallet]);
    expect(() => checkAfterSigning(tx, changedTx, W, 'Phantom')).toThrow(
      changed('a signature already on it no longer matches'),
    );
  });

  it('an unsigned answer, and another signature filled in by the wallet', () => {
    expect(() => checkAfterSigning(transfer, copy(transfer), W, 'Phantom')).toThrow(
      'The wallet returned the transaction unsigned.',
    );
    const other = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: other.publicKey,
    });
    const signed = signedCopy(tx);
    signed.signatures[1] = partlyZero();
    expect(() => checkAfterSigning(tx, signed, W, 'Phantom')).toThrow(
      'The wallet changed a signature that was already present.',
    );
    // Left empty as it came: accepted (the other signer signs later).
    expect(checkAfterSigning(tx, signedCopy(tx), W, 'Phantom').signature).toBe(
      bs58.encode(signedCopy(tx).signatures[0] ?? new Uint8Array()),
    );
  });

  it('a wallet’s signature with zero bytes in it is a signature', () => {
    const signed = copy(transfer);
    signed.signatures[0] = partlyZero();
    expect(checkAfterSigning(transfer, signed, W, 'Phantom').signature).toBe(
      bs58.encode(partlyZero()),
    );
  });
});

describe('an instruction naming an index past the message’s accounts', () => {
  const broken = () => {
    const tx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1, v0: true });
    const [ix] = tx.message.compiledInstructions;
    if (!ix) throw new Error('no instruction');
    ix.accountKeyIndexes = [0, 99];
    ix.programIdIndex = 98;
    return tx;
  };

  it('is printed by its index, not as another account', () => {
    expect(instructionPrints(broken().message)).toEqual([
      { program: '#98', accounts: [`${W}:sw`, '#99:'], data: expect.any(String) as string },
    ]);
    expect(
      instructionPrints(broken().message, { writable: [], readonly: [] })[0]?.accounts,
    ).toEqual([`${W}:sw`, '#99:']);
    expect(instructionProgramIds(broken())).toEqual(['']);
  });
});

describe('the last words', () => {
  it('a SigningCheckError says what it is', () => {
    expect(new SigningCheckError('x').name).toBe('SigningCheckError');
  });

  it('reads a limit’s four bytes, not a byte after them', () => {
    const limit = limitPrint(1_000_000);
    const trailing = {
      ...limit,
      data: Buffer.concat([Buffer.from(limit.data, 'base64'), Buffer.from([1])]).toString('base64'),
    };
    expect(priorityFeeLamports([trailing, pricePrint(1_000_000)])).toBe(1_000_000n);
  });

  it('a wallet that is not among the signers has not signed', () => {
    const other = Keypair.generate();
    const tx = buildTx({ payer: other.publicKey, blockhash, lamports: 1 });
    expect(() => checkAfterSigning(tx, copy(tx), W, 'Phantom')).toThrow(
      'The wallet returned the transaction unsigned.',
    );
  });
});

describe('edges of the flags, the budget and the signers', () => {
  it('an account that is also the program is read-only and unsigned', () => {
    const program = Keypair.generate().publicKey;
    const ix = new TransactionInstruction({
      programId: program,
      keys: [
        { pubkey: wallet.publicKey, isSigner: true, isWritable: true },
        { pubkey: program, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1]),
    });
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: wallet.publicKey,
        recentBlockhash: blockhash,
        instructions: [ix],
      }).compileToLegacyMessage(),
    );
    expect(instructionPrints(tx.message)[0]?.accounts).toEqual([
      `${W}:sw`,
      `${program.toBase58()}:`,
    ]);
  });

  it('a nine-byte budget instruction of another kind sets no price', () => {
    const other = {
      ...limitPrint(1),
      data: Buffer.from([4, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64'),
    };
    expect(priorityFeeLamports([limitPrint(1_000_000), other, otherPrint])).toBe(0n);
  });

  it('a signer the wallet left out', () => {
    const a = Keypair.generate();
    const withA = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: a.publicKey,
    });
    const without = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
    without.sign([wallet]);
    expect(() => checkAfterSigning(withA, without, W, 'Phantom')).toThrow(
      'The wallet changed the transaction while signing it: it needs other signers. The changed transaction was not sent.',
    );
  });
});
