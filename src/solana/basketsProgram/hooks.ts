// react-query hooks over queries.ts. Every key starts with chainKeys.all(rpcUrl), so a read from
// one network is never shown for another and invalidating a network's reads includes these.
import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey } from '@solana/web3.js';
import { useQuery } from '@tanstack/react-query';
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

/** Every basket (or one host platform's), as list entries. */
export function useAllBaskets(host: PublicKey | null = null) {
  const endpoint = useRpcEndpoint();
  const hostAddress = host?.toBase58() ?? null;
  return useQuery({
    queryKey: basketsProgramKeys.baskets(endpoint.url, hostAddress),
    queryFn: () =>
      fetchAllBaskets(endpoint, hostAddress ? { host: new PublicKey(hostAddress) } : {}),
    staleTime: BASKET_LIST_STALE_MS,
  });
}

/** A creator's baskets, as list entries. */
export function useBasketsByCreator(creator: PublicKey | null) {
  return useAccountQuery(
    creator,
    basketsProgramKeys.basketsByCreator,
    (_connection, account, endpoint) => fetchBasketsByCreator(endpoint, account),
  );
}

/** The full accounts of the baskets on the page being shown. */
export function useBasketPage(addresses: readonly PublicKey[]) {
  const { connection } = useConnection();
  const keys = addresses.map((a) => a.toBase58());
  return useQuery({
    queryKey: basketsProgramKeys.basketPage(connection.rpcEndpoint, keys),
    queryFn: () =>
      fetchBaskets(
        connection,
        keys.map((k) => new PublicKey(k)),
      ),
    enabled: keys.length > 0,
  });
}

export function useBasket(address: PublicKey | null) {
  return useAccountQuery(address, basketsProgramKeys.basket, fetchBasket);
}

export function useSellStatesOf(user: PublicKey | null) {
  return useAccountQuery(user, basketsProgramKeys.sellStates, (_connection, account, endpoint) =>
    fetchSellStatesOf(endpoint, account),
  );
}

export function useBuyStatesOf(user: PublicKey | null) {
  return useAccountQuery(user, basketsProgramKeys.buyStates, (_connection, account, endpoint) =>
    fetchBuyStatesOf(endpoint, account),
  );
}

/** The service's token list, to resolve the token ids in baskets to mints. */
export function useTokenList() {
  const { connection } = useConnection();
  return useQuery({
    queryKey: basketsProgramKeys.tokenList(connection.rpcEndpoint),
    queryFn: () => fetchTokenList(connection),
    staleTime: TOKEN_LIST_STALE_MS,
  });
}
