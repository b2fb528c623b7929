// A basket as its program account says now, priced as the program prices it: each holding at its
// token's oracle (../program/oracle.ts), the basket's worth in USDC base units, its supply and
// price per token. The service's views and quotes and the keeper's plans read baskets this way.
import { PublicKey } from '@solana/web3.js';
import type { BasketState } from '../../src/solana/basketsProgram/basketState';
import type { Chain } from '../chain/chain';
import { oracleAddress, readPythPrice, type OraclePrice } from '../program/oracle';
import { USDC_PRICE, usdcWorth, type PricedSlot } from '../program/valuation';
import { mintSupply } from './ledger';
import type { BasketIndex } from './state';
import type { SandboxToken, TokenBook } from './tokens';

export interface Holding extends PricedSlot {
  token: SandboxToken;
  /** USDC base units. */
  worth: bigint;
}

export interface BasketFigures {
  address: string;
  state: BasketState;
  holdings: Holding[];
  /** USDC base units. */
  worth: bigint;
  /** Basket token base units. */
  supply: bigint;
  /** USD per basket token (1 before the first deposit, as the first mint is). */
  nav: number;
}

/** The price a token's oracle holds on the chain now, or null without one. */
export function oracleOf(chain: Chain, token: SandboxToken): OraclePrice | null {
  if (token.id === 0) return USDC_PRICE;
  const account = chain.getRawAccount(oracleAddress(token.mint));
  return account ? readPythPrice(account.data) : null;
}

export function basketFigures(
  chain: Chain,
  index: BasketIndex,
  tokens: TokenBook,
  address: string,
): BasketFigures | null {
  const state = index.fundState(address);
  if (!state) return null;
  const holdings: Holding[] = [];
  for (const slot of state.composition) {
    const token = tokens.byId(slot.tokenId);
    const price = token ? oracleOf(chain, token) : null;
    if (!token || !price) continue;
    holdings.push({
      token,
      tokenId: slot.tokenId,
      amount: slot.amount,
      decimals: token.decimals,
      price,
      targetWeight: slot.targetWeight,
      worth: usdcWorth(slot.amount, token.decimals, price),
    });
  }
  const worth = holdings.reduce((sum, h) => sum + h.worth, 0n);
  const supply = mintSupply(chain, new PublicKey(state.fundToken));
  const nav = supply > 0n && worth > 0n ? Number(worth) / Number(supply) : 1;
  return { address, state, holdings, worth, supply, nav };
}
