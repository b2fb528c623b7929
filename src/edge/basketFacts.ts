// What the Action's card and the share card say of a basket, read as the basket page reads it
// (docs/edge.md, "What a card says"): its state and the token list from the chain, names from the
// tokens' metadata on the chain, its value at Jupiter's prices now and its 30-day return at past
// prices. A figure that cannot be read is null (said as unknown), never invented.
import { fetchPriceCharts, MAX_MINTS_PER_REQUEST } from '../priceHistory/client';
import type { PricePoint } from '../priceHistory/schemas';
import { DAY, windowCovering } from '../priceHistory/windows';
import type { BasketState } from '../solana/basketsProgram/basketState';
import { fetchBasket, fetchTokenList } from '../solana/basketsProgram/queries';
import type { RpcEndpoint } from '../solana/jsonRpc';
import { findToken } from '../solana/tokens';
import { accountsAt, fetchChainTokens } from '../tokens/chain/fetchChainTokens';
import { usdPrices, MAX_MINTS_PER_PRICE } from '../tokens/jupiter/api';
import { basketValue } from '../features/baskets/basketValue';
import { chainTokenNames, holdingsOf } from '../features/baskets/chainBasket';
import { heldOf, holdingsReturn } from '../features/explore/holdingsReturn';
import { shortenAddress } from '../ui/format';
import type { EdgeConfig } from './config';

export interface CompositionPart {
  readonly symbol: string;
  /** The creator's target share, percent. */
  readonly percent: number;
}

export interface BasketFacts {
  readonly address: string;
  readonly state: BasketState;
  /** The basket token's name (its metadata, else the state's), or a short address. */
  readonly name: string;
  readonly symbol: string | null;
  /** Target weights, largest first. */
  readonly composition: readonly CompositionPart[];
  /** USD of everything held now; null when a holding has no price (or no price source). */
  readonly valueHeld: number | null;
  /** USD per basket token; null without a value or a supply. */
  readonly perToken: number | null;
  /** The holdings' change over 30 days at past prices; null when unknown. */
  readonly return30: number | null;
}

export type BasketRead =
  | { readonly found: true; readonly facts: BasketFacts }
  | { readonly found: false; readonly why: string };

async function pricesNow(config: EdgeConfig, mints: readonly string[]) {
  if (!config.jupiter || mints.length === 0 || mints.length > MAX_MINTS_PER_PRICE) return null;
  const answer = await usdPrices(config.jupiter, mints).catch(() => null);
  return answer ? new Map([...answer].map(([mint, price]) => [mint, price.usdPrice])) : null;
}

async function monthReturn(
  config: EdgeConfig,
  state: BasketState,
  list: Parameters<typeof heldOf>[1],
  now: number,
): Promise<number | null> {
  const held = heldOf(state, list);
  if (!config.priceHistory || !held || held.length === 0) return null;
  if (held.length > MAX_MINTS_PER_REQUEST) return null;
  const window = windowCovering(30 * DAY, now);
  const charts: Map<string, PricePoint[]> | null = await fetchPriceCharts(
    config.priceHistory,
    held.map((h) => h.mint),
    window,
  ).catch(() => null);
  if (!charts) return null;
  return holdingsReturn(held, { byMint: charts }, window) ?? null;
}

export type BasketStateRead =
  | { readonly found: true; readonly state: BasketState }
  | { readonly found: false; readonly why: string };

/** The basket account at `address` decoded, or why there is none (no account, or not a basket). */
export async function readBasketState(
  endpoint: RpcEndpoint,
  address: string,
): Promise<BasketStateRead> {
  const decoded = await fetchBasket(endpoint, address);
  if (decoded === null) return { found: false, why: 'The network has no account at this address.' };
  if (!decoded.ok) return { found: false, why: 'The account at this address is not a basket.' };
  return { found: true, state: decoded.value };
}

/** The basket at `address` and what the cards say of it, or why there is none. */
export async function readBasketFacts(
  config: EdgeConfig,
  endpoint: RpcEndpoint,
  address: string,
  now = Date.now() / 1000,
): Promise<BasketRead> {
  const [read, listRead] = await Promise.all([
    readBasketState(endpoint, address),
    fetchTokenList(endpoint),
  ]);
  if (!read.found) return read;
  const { state } = read;
  const list = listRead?.ok ? listRead.value : null;
  const holdings = holdingsOf(state, list);
  const mints = holdings.flatMap((h) => (h.mint ? [h.mint] : []));
  const tokens = await fetchChainTokens(accountsAt(endpoint), [state.fundToken, ...mints]);
  const names = chainTokenNames(tokens.get(state.fundToken));
  const symbolOf = (mint: string | null) => {
    if (mint === null) return 'Unlisted token';
    const symbol = chainTokenNames(tokens.get(mint)).symbol ?? findToken(mint)?.symbol;
    return symbol ?? shortenAddress(mint);
  };
  const [prices, return30] = await Promise.all([
    pricesNow(config, mints),
    list ? monthReturn(config, state, list, now) : Promise.resolve(null),
  ]);
  const value = prices
    ? basketValue(holdings, prices, state.supplyOutstanding, tokens.get(state.fundToken)?.decimals)
    : null;
  return {
    found: true,
    facts: {
      address,
      state,
      name: names.name ?? (state.name || `Basket ${shortenAddress(address)}`),
      symbol: names.symbol ?? (state.symbol || null),
      composition: holdings
        .filter((h) => h.targetPercent > 0)
        .map((h) => ({ symbol: symbolOf(h.mint), percent: h.targetPercent }))
        .sort((a, b) => b.percent - a.percent),
      valueHeld: value?.total ?? null,
      perToken: value?.perToken ?? null,
      return30,
    },
  };
}
