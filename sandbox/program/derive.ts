// Derived addresses, remembered: finding a program address tries bumps until one is off the curve,
// which costs a curve check each (the emulation, the keeper and the service derive the same
// accounts over and over). Same inputs, same address: a cache changes nothing but the time.
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

const KEPT = 20_000;
const found = new Map<string, readonly [PublicKey, number]>();

/** `PublicKey.findProgramAddressSync`, remembered. */
export function programAddress(
  seeds: readonly Uint8Array[],
  programId: PublicKey,
): readonly [PublicKey, number] {
  const key = [...seeds, programId.toBytes()].map((s) => Buffer.from(s).toString('hex')).join('.');
  let hit = found.get(key);
  if (!hit) {
    hit = PublicKey.findProgramAddressSync(
      seeds.map((s) => Buffer.from(s)),
      programId,
    );
    if (found.size >= KEPT) found.clear();
    found.set(key, hit);
  }
  return hit;
}

/** The associated token account of `owner` for `mint` (owner off the curve allowed). */
export function associatedAddress(
  mint: PublicKey | string,
  owner: PublicKey | string,
  tokenProgram: PublicKey = TOKEN_PROGRAM_ID,
): PublicKey {
  const key = (k: PublicKey | string) => (typeof k === 'string' ? new PublicKey(k) : k);
  return programAddress(
    [key(owner).toBytes(), tokenProgram.toBytes(), key(mint).toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0];
}
