// The intent check's reads, through the plain JSON-RPC reader at the flow's RPC (so they run the
// same in the browser, a test, or an edge function), and a cached wrapper for the app: the token
// list and lookup tables change rarely, a basket's mint, host and fee delegate never; each ask
// within a short while is a cache hit, so Confirm re-checks without a round trip.
import { AddressLookupTableAccount } from '@solana/web3.js';
import type { QueryClient } from '@tanstack/react-query';
import { fetchAccount, fetchAccounts } from '../../solana/accountsRpc';
import { decodeSellState, type BasketState } from '../../solana/basketsProgram/basketState';
import { basketsProgramKeys } from '../../solana/basketsProgram/hooks';
import { fetchBasket, fetchTokenList } from '../../solana/basketsProgram/queries';
import { describeDecodeError, type Decoded } from '../../solana/basketsProgram/errors';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import type { RpcEndpoint } from '../../solana/jsonRpc';
import { BASKETS_PROGRAM_ID } from '../../solana/programs';
import { accountsAt, fetchChainTokens } from '../../tokens/chain/fetchChainTokens';
import type { IntentReads } from './types';

const ALT_PROGRAM_ID = 'AddressLookupTab1e1111111111111111111111111';

/** A program account decoded, null when absent or not the program's (it cannot be that account). */
async function programAccount<T>(
  endpoint: RpcEndpoint,
  address: string,
  decode: (data: Uint8Array) => Decoded<T>,
): Promise<T | null> {
  const account = await fetchAccount(endpoint, address);
  if (!account || account.owner !== BASKETS_PROGRAM_ID) return null;
  const decoded = decode(account.data);
  return decoded.ok ? decoded.value : null;
}

/** The list, null when the network has none; one that does not decode is the RPC's fault. */
function tokenListOf(list: Decoded<TokenList> | null): TokenList | null {
  if (list && !list.ok) throw new Error(describeDecodeError(list.error));
  return list?.value ?? null;
}

/** A basket as its state says, null when there is none (or another account is there). */
const basketOf = (basket: Decoded<BasketState> | null): BasketState | null =>
  basket?.ok ? basket.value : null;

/** The reads at `endpoint`, uncached. */
export function rpcIntentReads(endpoint: RpcEndpoint): IntentReads {
  return {
    tokenList: async () => tokenListOf(await fetchTokenList(endpoint)),
    basket: async (address) => basketOf(await fetchBasket(endpoint, address)),
    sellState: (address) => programAccount(endpoint, address, decodeSellState),
    async mintDecimals(mint) {
      const token = (await fetchChainTokens(accountsAt(endpoint), [mint])).get(mint);
      return token?.isMint ? (token.decimals ?? null) : null;
    },
    async lookupTables(tables) {
      const accounts = await fetchAccounts(endpoint, tables);
      const found = new Map<string, readonly string[]>();
      tables.forEach((table, i) => {
        const account = accounts[i];
        if (!account || account.owner !== ALT_PROGRAM_ID) return;
        const state = AddressLookupTableAccount.deserialize(account.data);
        found.set(
          table,
          state.addresses.map((a) => a.toBase58()),
        );
      });
      return found;
    },
    async mintSymbol(mint) {
      const token = (await fetchChainTokens(accountsAt(endpoint), [mint])).get(mint);
      return token?.metadata?.symbol || undefined;
    },
  };
}

/** How long each read is kept (ms): long for what changes rarely, short for the rest. */
const KEEP = { tokenList: 10 * 60_000, tables: 10 * 60_000, account: 30_000 } as const;

/**
 * The reads at `endpoint` through the app's query cache, keyed by the RPC URL; the token list
 * shares the pages' entry (useTokenList).
 */
export function cachedIntentReads(endpoint: RpcEndpoint, queryClient: QueryClient): IntentReads {
  const reads = rpcIntentReads(endpoint);
  const key = (...parts: readonly unknown[]) => ['flow', 'intent', endpoint.url, ...parts];
  const cached = <T>(queryKey: readonly unknown[], staleTime: number, queryFn: () => Promise<T>) =>
    queryClient.fetchQuery({ queryKey, queryFn, staleTime });
  return {
    tokenList: async () =>
      tokenListOf(
        await cached(basketsProgramKeys.tokenList(endpoint.url), KEEP.tokenList, () =>
          fetchTokenList(endpoint),
        ),
      ),
    // The basket's page and forms read it under the same key: usually a cache hit.
    basket: async (address) =>
      basketOf(
        await cached(basketsProgramKeys.basket(endpoint.url, address), KEEP.account, () =>
          fetchBasket(endpoint, address),
        ),
      ),
    sellState: (address) =>
      cached(key('sell-state', address), KEEP.account, () => reads.sellState(address)),
    mintDecimals: (mint) =>
      cached(key('decimals', mint), KEEP.tokenList, () => reads.mintDecimals(mint)),
    lookupTables: (tables) =>
      cached(key('tables', [...tables].sort()), KEEP.tables, () => reads.lookupTables(tables)),
    // Kept as null when the mint has no symbol: a query's data cannot be undefined (react-query
    // fails such a read, so a mint without one was asked for again on every check).
    mintSymbol: async (mint) =>
      (await cached(
        key('symbol', mint),
        KEEP.account,
        async () => (await reads.mintSymbol(mint)) ?? null,
      )) ?? undefined,
  };
}
