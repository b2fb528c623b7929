// Test helpers for the program's emulation: a returned transaction rebuilt with its program
// instruction's accounts changed (two swapped, a flag dropped), sent as a wallet would, and what
// landed — its error, logs, fee and balances before and after; refused with the program's error
// and nothing moved but the fee, or landed as the API built it.
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
  type AccountMeta,
  type Connection,
  type Keypair,
  type TransactionInstruction,
  type VersionedTransactionResponse,
} from '@solana/web3.js';
import { expect } from 'vitest';
import { BASKETS_PROGRAM_ID } from '../../../src/solana/basketsProgram/addresses';
import {
  programError,
  type ProgramErrorName,
} from '../../../src/solana/basketsProgram/programErrors';
import * as testing from '../../service/testing';

/** `owner`'s associated token account of `mint`. */
export const ata = (mint: PublicKey, owner: PublicKey) =>
  getAssociatedTokenAddressSync(mint, owner, true);

/** The instructions of a base64 transaction, as web3.js instructions. */
export function instructionsOf(base64: unknown): TransactionInstruction[] {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64 as string, 'base64'));
  return TransactionMessage.decompile(tx.message).instructions;
}

/** The Basket program's instruction among them. */
export function programInstruction(ixs: TransactionInstruction[]): TransactionInstruction {
  const ix = ixs.find((i) => i.programId.equals(BASKETS_PROGRAM_ID));
  if (!ix) throw new Error('no Basket program instruction');
  return ix;
}

/** The instruction with the accounts at positions `a` and `b` exchanged (flags stay put). */
export function swapped(ix: TransactionInstruction, a: number, b: number): void {
  const keys = ix.keys;
  const ka = keys[a];
  const kb = keys[b];
  if (!ka || !kb) throw new Error('no such account');
  keys[a] = { ...ka, pubkey: kb.pubkey };
  keys[b] = { ...kb, pubkey: ka.pubkey };
}

export function withMeta(ix: TransactionInstruction, at: number, change: Partial<AccountMeta>) {
  const key = ix.keys[at];
  if (!key) throw new Error('no such account');
  ix.keys[at] = { ...key, ...change };
}

/** `who` signs nowhere in `ixs` (a signer's flag is the message's, so every mention drops it). */
export function unsigned(ixs: TransactionInstruction[], who: PublicKey): void {
  for (const ix of ixs) {
    ix.keys = ix.keys.map((k) => (k.pubkey.equals(who) ? { ...k, isSigner: false } : k));
  }
}

export interface Landed {
  signature: string;
  response: VersionedTransactionResponse;
}

/** Signs `ixs` with `payer` and sends them skipping preflight; resolves with what landed. */
export async function land(
  connection: Connection,
  payer: Keypair,
  ixs: TransactionInstruction[],
  signers: Keypair[] = [],
): Promise<Landed> {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: ixs,
  }).compileToLegacyMessage();
  const tx = new VersionedTransaction(message);
  tx.sign([payer, ...signers]);
  const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
  const response = await testing.eventually(async () => {
    const r = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    return r ?? undefined;
  });
  return { signature, response };
}

/** The program's error at instruction `index`, as `meta.err` reports it. */
export function programFailure(index: number, name: ProgramErrorName) {
  return { InstructionError: [index, { Custom: programError(name).code }] };
}

/**
 * Sends `ixs` as `payer` (land): they fail at instruction `index` with the program's error `name`
 * and move nothing but the fee.
 */
export async function landRefused(
  connection: Connection,
  payer: Keypair,
  ixs: TransactionInstruction[],
  index: number,
  name: ProgramErrorName,
): Promise<Landed> {
  const landed = await land(connection, payer, ixs);
  expect(landed.response.meta?.err).toEqual(programFailure(index, name));
  onlyTheFee(landed, payer.publicKey);
  return landed;
}

/** Sends the API's transaction `base64` as it was built, as `payer`: it lands without an error. */
export async function landAsBuilt(
  connection: Connection,
  payer: Keypair,
  base64: unknown,
): Promise<Landed> {
  const landed = await land(connection, payer, instructionsOf(base64));
  expect(landed.response.meta?.err).toBeNull();
  return landed;
}

/** Token balance (base units) of `account` before and after, from the transaction's meta. */
export function tokenChange(landed: Landed, account: PublicKey): bigint {
  const keys = landed.response.transaction.message
    .getAccountKeys({ accountKeysFromLookups: landed.response.meta?.loadedAddresses })
    .keySegments()
    .flat()
    .map((k) => k.toBase58());
  const amount = (side: 'preTokenBalances' | 'postTokenBalances') =>
    BigInt(
      landed.response.meta?.[side]?.find((b) => keys[b.accountIndex] === account.toBase58())
        ?.uiTokenAmount.amount ?? '0',
    );
  return amount('postTokenBalances') - amount('preTokenBalances');
}

/** Every account's lamports changed by the transaction, by address (non-zero only). */
export function lamportChanges(landed: Landed): Map<string, number> {
  const meta = landed.response.meta;
  const keys = landed.response.transaction.message
    .getAccountKeys({ accountKeysFromLookups: meta?.loadedAddresses })
    .keySegments()
    .flat();
  const out = new Map<string, number>();
  keys.forEach((k, i) => {
    const delta = (meta?.postBalances[i] ?? 0) - (meta?.preBalances[i] ?? 0);
    if (delta !== 0) out.set(k.toBase58(), delta);
  });
  return out;
}

/** A refused transaction moved nothing but its fee: the payer paid it, no token balance moved. */
export function onlyTheFee(landed: Landed, payer: PublicKey): void {
  const meta = landed.response.meta;
  const changes = lamportChanges(landed);
  if (changes.size !== 1 || changes.get(payer.toBase58()) !== -(meta?.fee ?? 0)) {
    throw new Error(`lamports moved beyond the fee: ${JSON.stringify([...changes])}`);
  }
  const pre = JSON.stringify(meta?.preTokenBalances ?? []);
  const post = JSON.stringify(meta?.postTokenBalances ?? []);
  if (pre !== post) throw new Error(`token balances moved: ${pre} → ${post}`);
}
