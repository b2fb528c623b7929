// react-query hooks over queries.ts. Every key starts with chainKeys.all(rpcUrl), so a read from
// one network is never shown for another and invalidating a network's reads includes these. They
// read through the plain JSON-RPC reader: pages render with them before the chain code is there.
import { useQuery } from '@tanstack/react-query';
import type { AccountAddress } from '../address';
import { chainKeys, useAccountQuery } from '../queries';
import { useRpcEndpoint } from '../rpcFetchContext';
import {
  fetchAllBaskets,
  fetchBasket,
  fetchBaskets,
  fetchBasketsByCreator,
  fetchBuyStatesOf,
  fetchSellStatesOf,
  fetchTokenList,
} from './queries';

/** The token list changes when the service lists a token: rarely. */
const TOKEN_LIST_STALE_MS = 10 * 60_000;
/**
 * Every basket's summary is two program-wide scans (megabytes on mainnet): My baskets, the forms'
 * picker and Explore share one for a minute. An operation of ours invalidates it at once.
 */
const BASKET_LIST_STALE_MS = 60_000;

export const basketsProgramKeys = {
  all: (rpcUrl: string) => [...chainKeys.all(rpcUrl), 'baskets-program'] as const,
  baskets: (rpcUrl: string, host: string | null) =>
    [...basketsProgramKeys.all(rpcUrl), 'baskets', { host }] as const,
  basketsByCreator: (rpcUrl: string, creator: string) =>
    [...basketsProgramKeys.all(rpcUrl), 'baskets-by-creator', creator] as const,
  basketPage: (rpcUrl: string, addresses: readonly string[]) =>
    [...basketsProgramKeys.all(rpcUrl), 'basket-page', addresses] as const,
  basket: (rpcUrl: string, address: string) =>
    [...basketsProgramKeys.all(rpcUrl), 'basket', address] as const,
  sellStates: (rpcUrl: string, user: string) =>
    [...basketsProgramKeys.all(rpcUrl), 'sell-states', user] as const,
  buyStates: (rpcUrl: string, user: string) =>
    [...basketsProgramKeys.all(rpcUrl), 'buy-states', user] as const,
  tokenList: (rpcUrl: string) => [...basketsProgramKeys.all(rpcUrl), 'token-list'] as const,
};

/** Every basket (or one host platform's), as list entries; idle while not `enabled`. */
export function useAllBaskets(host: AccountAddress | null = null, enabled = true) {
  const endpoint = useRpcEndpoint();
  const hostAddress = host?.toBase58() ?? null;
  return useQuery({
    queryKey: basketsProgramKeys.baskets(endpoint.url, hostAddress),
    queryFn: () => fetchAllBaskets(endpoint, hostAddress ? { host: hostAddress } : {}),
    staleTime: BASKET_LIST_STALE_MS,
    enabled,
  });
}

/** A creator's baskets, as list entries. */
export function useBasketsByCreator(creator: AccountAddress | null) {
  return useAccountQuery(creator, basketsProgramKeys.basketsByCreator, fetchBasketsByCreator);
}

/** The full accounts of the baskets on the page being shown. */
export function useBasketPage(addresses: readonly AccountAddress[]) {
  const endpoint = useRpcEndpoint();
  const keys = addresses.map((a) => a.toBase58());
  return useQuery({
    queryKey: basketsProgramKeys.basketPage(endpoint.url, keys),
    queryFn: () => fetchBaskets(endpoint, keys),
    enabled: keys.length > 0,
  });
}

export function useBasket(address: AccountAddress | null) {
  return useAccountQuery(address, basketsProgramKeys.basket, fetchBasket);
}

export function useSellStatesOf(user: AccountAddress | null) {
  return useAccountQuery(user, basketsProgramKeys.sellStates, fetchSellStatesOf);
}

export function useBuyStatesOf(user: AccountAddress | null) {
  return useAccountQuery(user, basketsProgramKeys.buyStates, fetchBuyStatesOf);
}

/** The service's token list, to resolve the token ids in baskets to mints. */
export function useTokenList() {
  const endpoint = useRpcEndpoint();
  return useQuery({
    queryKey: basketsProgramKeys.tokenList(endpoint.url),
    queryFn: () => fetchTokenList(endpoint),
    staleTime: TOKEN_LIST_STALE_MS,
  });
}
