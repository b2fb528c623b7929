// Account addresses without web3.js: pages that render before the chain code (app/providers/
// chainCode.ts) check and pass addresses as base58 text.
import bs58 from 'bs58';

/** What names an account: base58 text behind toBase58 (web3.js's PublicKey is one). */
export interface AccountAddress {
  toBase58(): string;
}

/** True for base58 text of a 32-byte key: what web3.js's PublicKey accepts as text. */
export function isSolanaAddress(text: string): boolean {
  const bytes = bs58.decodeUnsafe(text);
  return bytes?.length === 32 && bs58.encode(bytes) === text;
}

/** `text` as an account address, or null when it is not one. */
export function accountAddress(text: string | undefined): AccountAddress | null {
  return text !== undefined && isSolanaAddress(text) ? { toBase58: () => text } : null;
}
