import { Buffer } from 'buffer';
import {
  type AccountMeta,
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
import { LIGHTHOUSE_PROGRAM_ID } from '../solana/programs';
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
