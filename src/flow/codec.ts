// Base64 ⇄ bytes for journaled transactions (atob/btoa exist in browsers and Node ≥ 16).
import type { VersionedTransaction } from '@solana/web3.js';
import { decodeTransaction } from '../solana/decode';

export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

export function base64ToBytes(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Decodes (and validates) one base64 transaction: the API's, or a journaled signed one. */
export function txFromBase64(b64: string): VersionedTransaction {
  return decodeTransaction(b64);
}
