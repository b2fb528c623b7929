// Every address of the basket model, derived without asking the chain. New accounts are the Basket
// program's PDAs of a seed that is a fresh random key per request, as on the real service, so the
// same request twice names different accounts.
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { associatedAddress } from '../program/derive';
import { Keypair, PublicKey } from '@solana/web3.js';
import {
  basketAddress,
  basketMintAddress,
  metadataAddress,
} from '../../src/solana/basketsProgram/addresses';

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
export const USDC_MINT = new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
export const USDC_DECIMALS = 6;
/** Basket tokens have USDC's precision: the first deposit mints 1 token per USDC. */
export const BASKET_DECIMALS = 6;
/**
 * The basket token is an SPL Token mint, as the real one: the SDK's createBasket passes
 * `tokenProgram: TOKEN_PROGRAM_ID` and its name, symbol and uri live in a Metaplex account
 * (baskets-sdk 0.0.45 instructionsBuilder.ts buildCreateBasketIx).
 */
export const BASKET_TOKEN_PROGRAM_ID = TOKEN_PROGRAM_ID;
export { TOKEN_PROGRAM_ID };

/**
 * A fresh random seed for one create, deposit or withdraw request. The real service derives every
 * new account from a new key per request (baskets-sdk 0.0.45 instructionsBuilder.ts:
 * `seedPubkey = Keypair.generate().publicKey` for the basket, buy and sell states), so posting the
 * same request twice gives two baskets, two buy states or two withdraw accounts.
 */
export function freshSeed(): PublicKey {
  return Keypair.generate().publicKey;
}

/** The accounts a create request's seed names (PDAs of the Basket program, and Metaplex's). */
export interface BasketAccounts {
  seed: PublicKey;
  /** ["basket", seed]. */
  basket: PublicKey;
  /** ["mint", seed]: the basket token. */
  mint: PublicKey;
  /** Metaplex ["metadata", metadata program, mint]: its name, symbol and uri. */
  metadata: PublicKey;
}

export function basketAccounts(seed: PublicKey): BasketAccounts {
  const mint = basketMintAddress(seed);
  return { seed, basket: basketAddress(seed), mint, metadata: metadataAddress(mint) };
}

export function ata(owner: PublicKey, mint: PublicKey, program = TOKEN_PROGRAM_ID): PublicKey {
  return associatedAddress(mint, owner, program);
}
