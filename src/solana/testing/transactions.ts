// Test-only builders of real serialized transactions (legacy and v0). Imported by unit tests only.
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
} from '@solana/web3.js';

/** A deterministic keypair: the same seed byte always gives the same key. */
export function keypair(seedByte: number): Keypair {
  return Keypair.fromSeed(new Uint8Array(32).fill(seedByte));
}

export const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(42)).toBase58();

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An unsigned legacy transfer from `payer`, serialized the way the Basket API returns it. */
export function legacyTransferBase64(payer = keypair(1).publicKey, to = keypair(2).publicKey) {
  const tx = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 1_000 }),
  );
  return bytesToBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
}

const message = (payer: PublicKey, instructions: TransactionInstruction[], blockhash: string) =>
  new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions });

/** An unsigned v0 transaction with the given instructions. */
export function v0Transaction(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  lookupTables: AddressLookupTableAccount[] = [],
  blockhash = BLOCKHASH,
): VersionedTransaction {
  return new VersionedTransaction(
    message(payer, instructions, blockhash).compileToV0Message(lookupTables),
  );
}

/** An unsigned legacy transaction with the given instructions, as a VersionedTransaction. */
export function legacyTransaction(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  blockhash = BLOCKHASH,
): VersionedTransaction {
  return new VersionedTransaction(message(payer, instructions, blockhash).compileToLegacyMessage());
}

export function v0TransferBase64(payer = keypair(1).publicKey, to = keypair(2).publicKey) {
  const ix = SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 1_000 });
  return bytesToBase64(v0Transaction(payer, [ix]).serialize());
}
