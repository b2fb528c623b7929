// Minting basket tokens for what came in, as mintFund and singleTokenDeposit both do: the units
// `worthIn` buys at the basket's worth now, minted by the program's PDA to the buyer's account.
import { createMintToInstruction } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { BASKETS_PROGRAM_PDA } from '../../../src/solana/basketsProgram/addresses';
import type { ProgramContext } from '../../chain/emulation';
import { basketTokensFor, basketWorth, type PricedSlot } from '../valuation';
import { PROGRAM_SIGNER } from './signers';

export interface BasketTokenMint {
  /** The basket token's mint and its supply before this instruction. */
  mint: PublicKey;
  supply: bigint;
  /** The buyer's basket token account. */
  to: PublicKey;
}

/** Mints the basket tokens `worthIn` (USDC units) buys, none when under one unit; returns them. */
export function mintBasketTokens(
  ctx: ProgramContext,
  { mint, supply, to }: BasketTokenMint,
  worthIn: bigint,
  prices: readonly PricedSlot[],
): bigint {
  const minted = basketTokensFor(worthIn, supply, basketWorth(prices));
  if (minted > 0n) {
    ctx.invoke(createMintToInstruction(mint, to, BASKETS_PROGRAM_PDA, minted), [PROGRAM_SIGNER]);
  }
  return minted;
}
