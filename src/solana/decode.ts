// Turns the Basket API's base64 transaction text into a web3.js VersionedTransaction.
// VersionedTransaction reads legacy and v0 alike, so one path serves both.
import { VersionedTransaction } from '@solana/web3.js';
import { base64ToBytes, isStrictBase64 } from './base64';
import { sameBytes } from './bytes';

/** Solana's packet limit for a serialized transaction. */
export const MAX_TRANSACTION_BYTES = 1232;

/**
 * Decodes one serialized transaction (legacy or v0) from base64 text.
 * Throws an Error that says what is wrong: not base64, too long, not a transaction, or a
 * transaction with bytes left over (a re-encode must give back exactly the input).
 */
export function decodeTransaction(base64: string): VersionedTransaction {
  if (typeof base64 !== 'string' || !isStrictBase64(base64)) {
    throw new Error('The transaction is not valid base64 text');
  }
  const bytes = base64ToBytes(base64);
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw new Error(
      `The transaction is ${bytes.length} bytes, more than Solana's limit of ${MAX_TRANSACTION_BYTES}`,
    );
  }
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(bytes);
  } catch (cause) {
    const reason = cause instanceof Error ? `: ${cause.message}` : '';
    throw new Error(`The data is not a Solana transaction${reason}`, { cause });
  }
  if (tx.version !== 'legacy' && tx.version !== 0) {
    throw new Error(`Unsupported transaction version ${String(tx.version)}`);
  }
  if (tx.message.header.numRequiredSignatures < 1 || tx.message.staticAccountKeys.length < 1) {
    throw new Error('The data is not a Solana transaction: it names no fee payer');
  }
  let reencoded: Uint8Array;
  try {
    reencoded = tx.serialize();
  } catch (cause) {
    throw new Error('The data is not a Solana transaction: it cannot be re-encoded', { cause });
  }
  if (!sameBytes(reencoded, bytes)) {
    throw new Error('The data is not a Solana transaction: its length or layout is inconsistent');
  }
  return tx;
}

/** True when `s` is base64 text holding one well-formed legacy or v0 transaction. */
export function isBase64Transaction(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  try {
    decodeTransaction(s);
    return true;
  } catch {
    return false;
  }
}
