// Base64 ⇄ transactions for the journal (the byte conversions live with the chain code).
import type { VersionedTransaction } from '@solana/web3.js';
import { decodeTransaction } from '../solana/decode';

export { base64ToBytes, bytesToBase64 } from '../solana/base64';

/** Decodes (and validates) one base64 transaction: the API's, or a journaled signed one. */
export function txFromBase64(b64: string): VersionedTransaction {
  return decodeTransaction(b64);
}
