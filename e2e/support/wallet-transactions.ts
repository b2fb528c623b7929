// Transactions the test wallet's specs hand it: transfers from the wallet (legacy or v0, on a made
// up blockhash or the sandbox's latest), and how to compare what it signed with what it was given.
import { expect } from '@playwright/test';
import {
  ComputeBudgetInstruction,
  Connection,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
  type TransactionInstruction,
  type VersionedMessage,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { COMPUTE_BUDGET_PROGRAM_ID, PHANTOM_LIKE_DEFAULTS } from '../fixtures/test-wallet';

/** A blockhash no chain has: for transactions that are signed, never sent. */
export const BLOCKHASH = bs58.encode(new Uint8Array(32).fill(7));

/** One lamport from `from` to a fresh address. */
export function transfer(from: PublicKey): TransactionInstruction {
  return SystemProgram.transfer({
    fromPubkey: from,
    toPubkey: Keypair.generate().publicKey,
    lamports: 1,
  });
}

/** An unsigned legacy transaction of `instructions` paid by `payer` (on BLOCKHASH by default). */
export function legacyTransaction(payer: PublicKey, instructions: TransactionInstruction[], recentBlockhash = BLOCKHASH): Uint8Array {
  return new Transaction({ feePayer: payer, recentBlockhash }).add(...instructions).serialize({ requireAllSignatures: false });
}

/** An unsigned transfer from the wallet, legacy or v0, on the chain's latest blockhash. */
export async function transferFrom(
  connection: Connection,
  payer: PublicKey,
  lamports: number,
  version: 'legacy' | 0 = 'legacy',
): Promise<Uint8Array> {
  const { blockhash } = await connection.getLatestBlockhash();
  const instruction = SystemProgram.transfer({
    fromPubkey: payer,
    toPubkey: Keypair.generate().publicKey,
    lamports,
  });
  if (version === 'legacy') return legacyTransaction(payer, [instruction], blockhash);
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [instruction],
  }).compileToV0Message();
  return new VersionedTransaction(message).serialize();
}

/** The instructions of a message without lookup tables, as web3.js instructions. */
export function instructionsOf(message: VersionedMessage): TransactionInstruction[] {
  return TransactionMessage.decompile(message).instructions;
}

/** Comparable form of an instruction: program, accounts with their flags, data. */
export function shape(ix: TransactionInstruction) {
  return {
    programId: ix.programId.toBase58(),
    keys: ix.keys.map((k) => ({ ...k, pubkey: k.pubkey.toBase58() })),
    data: Buffer.from(ix.data).toString('hex'),
  };
}

/** The priority fee as Phantom-like mode adds it: limit then price, at `at`. */
export function expectPriorityFeeAt(instructions: TransactionInstruction[], at: number, options = PHANTOM_LIKE_DEFAULTS): void {
  const [limit, price] = instructions.slice(at, at + 2);
  expect(limit?.programId.equals(COMPUTE_BUDGET_PROGRAM_ID)).toBe(true);
  expect(price?.programId.equals(COMPUTE_BUDGET_PROGRAM_ID)).toBe(true);
  expect(ComputeBudgetInstruction.decodeSetComputeUnitLimit(limit!).units).toBe(options.computeUnits);
  expect(ComputeBudgetInstruction.decodeSetComputeUnitPrice(price!).microLamports).toBe(BigInt(options.microLamports));
  const budgetCount = instructions.filter((ix) => ix.programId.equals(COMPUTE_BUDGET_PROGRAM_ID));
  expect(budgetCount).toHaveLength(2);
}
