// Every address of the basket model, derived from a seed id without asking the chain. The seed id
// is fresh and random per request, as on the real service, so the same request twice names
// different accounts.
import { createHash, randomBytes } from 'node:crypto';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
export const USDC_MINT = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
export const USDC_DECIMALS = 6;
/** Basket tokens have USDC's precision: the first deposit mints 1 token per USDC. */
export const BASKET_DECIMALS = 6;
export { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, ASSOCIATED_TOKEN_PROGRAM_ID };

/** `createWithSeed` without the promise web3.js wraps it in. */
export function addressWithSeed(base: PublicKey, seed: string, owner: PublicKey): PublicKey {
  if (seed.length > 32) throw new Error('seed longer than 32 characters');
  const hash = createHash('sha256')
    .update(base.toBuffer())
    .update(seed)
    .update(owner.toBuffer())
    .digest();
  return new PublicKey(hash);
}

/** A seed id: 24 lowercase hex characters (the seeds "bk"+id … stay within 32 characters). */
export const SEED_ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * A fresh random seed id for one create or withdraw request. The real service derives every new
 * account from a new key per request (baskets-sdk 0.0.45 instructionsBuilder.ts:
 * `seedPubkey = Keypair.generate().publicKey` for the basket, buy and sell states), so posting the
 * same request twice gives two baskets, or two withdraw accounts.
 */
export function freshSeedId(): string {
  return randomBytes(12).toString('hex');
}

/** The three seed accounts of a basket, all with the creator as base. */
export interface BasketSeeds {
  /** 24 hex characters, fresh for each create request. */
  id: string;
  basket: PublicKey;
  mint: PublicKey;
  /** Lives from the composition transaction to the restructure transaction. */
  staging: PublicKey;
}

export const seedOf = {
  basket: (id: string) => `bk${id}`,
  mint: (id: string) => `mt${id}`,
  staging: (id: string) => `cp${id}`,
  withdraw: (id: string) => `wd${id}`,
};

export function basketSeeds(creator: PublicKey, id: string): BasketSeeds {
  return {
    id,
    basket: addressWithSeed(creator, seedOf.basket(id), SystemProgram.programId),
    mint: addressWithSeed(creator, seedOf.mint(id), TOKEN_2022_PROGRAM_ID),
    staging: addressWithSeed(creator, seedOf.staging(id), SystemProgram.programId),
  };
}

export function withdrawAddress(user: PublicKey, id: string): PublicKey {
  return addressWithSeed(user, seedOf.withdraw(id), SystemProgram.programId);
}

export function ata(owner: PublicKey, mint: PublicKey, program = TOKEN_PROGRAM_ID): PublicKey {
  return getAssociatedTokenAddressSync(mint, owner, true, program);
}

/** Rent-exempt minimum for `dataLen` bytes (the default rent: 3480 lamports/byte-year, 2 years). */
export function rentExempt(dataLen: number): number {
  return (128 + dataLen) * 3480 * 2;
}
