// What makes a Basketry sandbox's chain recognisable from the outside: its genesis hash. A real
// network's genesis hash is a SHA-256 of its genesis block; the sandbox's starts with a fixed
// marker and is random after it, so the app can tell its own sandbox from any other chain
// (./localSandbox.ts) while two sandbox ledgers still never share a hash (the history store keys
// its records by it: src/history/README.md, "Caching").
import bs58 from 'bs58';

/** The first 16 bytes of every sandbox genesis hash: "basketry-sandbox" in ASCII. */
export const SANDBOX_GENESIS_MARKER: Uint8Array = new TextEncoder().encode('basketry-sandbox');

/** Bytes after the marker: the ledger's own, random (16 of the hash's 32). */
export const SANDBOX_GENESIS_RANDOM_BYTES = 32 - SANDBOX_GENESIS_MARKER.length;

/**
 * A sandbox genesis hash: the marker, then `random` (SANDBOX_GENESIS_RANDOM_BYTES bytes). A real
 * network's 32-byte hash begins with these 16 bytes with a chance of 2^-128: never.
 */
export function sandboxGenesisHash(random: Uint8Array): string {
  if (random.length !== SANDBOX_GENESIS_RANDOM_BYTES) {
    throw new Error(`A sandbox genesis hash takes ${SANDBOX_GENESIS_RANDOM_BYTES} random bytes`);
  }
  const bytes = new Uint8Array(32);
  bytes.set(SANDBOX_GENESIS_MARKER, 0);
  bytes.set(random, SANDBOX_GENESIS_MARKER.length);
  return bs58.encode(bytes);
}

/** The hash is a sandbox's: 32 bytes of base58 that start with the marker. */
export function isSandboxGenesisHash(hash: string): boolean {
  const bytes = bs58.decodeUnsafe(hash);
  return (
    bytes?.length === 32 && SANDBOX_GENESIS_MARKER.every((byte, index) => bytes[index] === byte)
  );
}
