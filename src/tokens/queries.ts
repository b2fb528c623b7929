// React-query hooks for token facts, search and USD prices. Every key names where the answer came
// from (the RPC endpoint, the Jupiter base URL), so one network's tokens never show under another.
// Each mint has its own cache entry; the loaders fetch the mints asked for at once together.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSettings } from '../settings';
import { isSolanaAddress } from '../solana/address';
import type { RpcEndpoint } from '../solana/jsonRpc';
import { useRpcEndpoint } from '../solana/rpcFetchContext';
import { createBatchLoader, type BatchLoader } from './batchLoader';
import {
  accountsAt,
  fetchChainTokens,
  MAX_ACCOUNTS_PER_CALL,
  type ChainToken,
} from './chain/fetchChainTokens';
import {
  MAX_MINTS_PER_PRICE,
  MAX_MINTS_PER_SEARCH,
  searchTokens,
  tokensByMint,
  usdPrices,
} from './jupiter/api';
import { JupiterError, type JupiterConfig } from './jupiter/client';
import type { JupiterPrice, JupiterToken } from './jupiter/schemas';
import { fetchMetadataImage } from './metadataImage';
import { mergeTokenInfo, type TokenInfo } from './tokenInfo';

export const tokenKeys = {
  chain: (rpcUrl: string, mint: string) => ['chain', rpcUrl, 'token', mint] as const,
  jupiterToken: (base: string, mint: string) => ['jupiter', base, 'token', mint] as const,
  price: (base: string, mint: string) => ['jupiter', base, 'price', mint] as const,
  search: (base: string, query: string) => ['jupiter', base, 'search', query] as const,
  image: (uri: string) => ['token-image', uri] as const,
};

/** Token metadata changes rarely (a creator's set-metadata); prices move all the time. */
const METADATA_STALE_MS = 5 * 60_000;
const JUPITER_TOKEN_STALE_MS = 60 * 60_000;
const PRICE_STALE_MS = 30_000;
const PRICE_REFRESH_MS = 60_000;

/** Jupiter as the settings configure it, or null when its URL is empty (off). */
export function useJupiterConfig(): JupiterConfig | null {
  const { jupiterApiBase, jupiterApiKey } = useSettings().settings;
  return useMemo(
    () => (jupiterApiBase ? { base: jupiterApiBase, apiKey: jupiterApiKey } : null),
    [jupiterApiBase, jupiterApiKey],
  );
}

function isPermanentFailure(error: unknown): boolean {
  return error instanceof JupiterError && error.permanent;
}

/** A missing key or a bad request stays so on retry; a network blip may not. */
function retryJupiter(failures: number, error: unknown): boolean {
  return !isPermanentFailure(error) && failures < 2;
}

/** True for base58 text of a 32-byte key (a mint address can be nothing else). */
export const isMintAddress = isSolanaAddress;

// The chain reads go through the plain JSON-RPC reader (no web3.js), so pages that render before
// the chain code (page/chainCode.ts) name their tokens from the chain at once.
const chainLoaders = new Map<string, { endpoint: RpcEndpoint; loader: BatchLoader<ChainToken> }>();
function chainLoader(endpoint: RpcEndpoint): BatchLoader<ChainToken> {
  const known = chainLoaders.get(endpoint.url);
  // A new fetch for the same URL (the chain code's rate-limit-aware one) replaces the loader.
  if (known?.endpoint.fetch === endpoint.fetch) return known.loader;
  const loader = createBatchLoader(
    (mints) => fetchChainTokens(accountsAt(endpoint), mints),
    MAX_ACCOUNTS_PER_CALL,
  );
  chainLoaders.set(endpoint.url, { endpoint, loader });
  return loader;
}

const jupiterLoaders = new Map<
  string,
  { tokens: BatchLoader<JupiterToken>; prices: BatchLoader<JupiterPrice> }
>();
function jupiterLoader(config: JupiterConfig) {
  const id = `${config.base}\n${config.apiKey}`;
  let loader = jupiterLoaders.get(id);
  if (!loader) {
    loader = {
      tokens: createBatchLoader((mints) => tokensByMint(config, mints), MAX_MINTS_PER_SEARCH),
      prices: createBatchLoader((mints) => usdPrices(config, mints), MAX_MINTS_PER_PRICE),
    };
    jupiterLoaders.set(id, loader);
  }
  return loader;
}

function useValidMints(mints: readonly string[]): string[] {
  const joined = mints.join(',');
  return useMemo(() => [...new Set(joined.split(','))].filter(isMintAddress), [joined]);
}

/** The chain's answer for each valid mint, batched and cached per RPC endpoint and mint. */
function useChainQueries(mints: readonly string[]) {
  const endpoint = useRpcEndpoint();
  const valid = useValidMints(mints);
  const chain = useQueries({
    queries: valid.map((mint) => ({
      queryKey: tokenKeys.chain(endpoint.url, mint),
      queryFn: () => chainLoader(endpoint).load(mint),
      staleTime: METADATA_STALE_MS,
    })),
  });
  return { valid, chain };
}

/**
 * What is known about each mint (by mint address): Jupiter's record when Jupiter is on, the chain's
 * metadata always, the metadata document's image when it has one. Invalid addresses are left out.
 */
export function useTokenInfos(mints: readonly string[]): ReadonlyMap<string, TokenInfo> {
  const jupiter = useJupiterConfig();
  const { valid, chain } = useChainQueries(mints);
  const jupiterTokens = useQueries({
    queries: valid.map((mint) => ({
      queryKey: tokenKeys.jupiterToken(jupiter?.base ?? '', mint),
      queryFn: () => (jupiter ? jupiterLoader(jupiter).tokens.load(mint) : null),
      enabled: jupiter !== null,
      staleTime: JUPITER_TOKEN_STALE_MS,
      retry: retryJupiter,
    })),
  });
  // The metadata document's image, for tokens Jupiter gives no icon for (each document once).
  const imageUris = valid.map((_mint, i) =>
    jupiterTokens[i]?.data?.icon ? '' : (chain[i]?.data?.metadata?.uri ?? ''),
  );
  const documents = [...new Set(imageUris.filter((uri) => uri.startsWith('https://')))];
  const imageQueries = useQueries({
    queries: documents.map((uri) => ({
      queryKey: tokenKeys.image(uri),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchMetadataImage(uri, signal),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const imageOf = new Map(documents.map((uri, i) => [uri, imageQueries[i]?.data]));

  const merged: TokenInfo[] = valid.map((mint, i) => {
    const chainQuery = chain[i];
    const jupiterQuery = jupiterTokens[i];
    const jupiterAnswered = jupiter !== null && jupiterQuery?.isSuccess === true;
    return mergeTokenInfo(mint, {
      chain: chainQuery?.data,
      jupiter: jupiterAnswered ? (jupiterQuery?.data ?? null) : undefined,
      metadataImage: imageOf.get(imageUris[i] ?? ''),
      // Settled once the chain answered (or failed) and Jupiter, when on, did too.
      settled: !chainQuery?.isPending && (jupiter === null || jupiterQuery?.isPending === false),
    });
  });
  // The same Map while nothing changed, so callers can memoize on it.
  const signature = JSON.stringify(merged);
  return useMemo(
    () => new Map((JSON.parse(signature) as TokenInfo[]).map((info) => [info.mint, info])),
    [signature],
  );
}

/**
 * What the chain alone says of each mint (decimals, Metaplex or Token-2022 name and symbol), by
 * mint: batched like useTokenInfos and sharing its cache, but never reading a metadata document
 * (the token's uri, on any host) nor Jupiter. For lists of basket tokens, which show no logos.
 */
export function useChainTokens(mints: readonly string[]): ReadonlyMap<string, ChainToken> {
  return useChainTokenReads(mints).tokens;
}

/** useChainTokens, and whether some mints are still being read for the first time. */
export function useChainTokenReads(mints: readonly string[]): {
  tokens: ReadonlyMap<string, ChainToken>;
  reading: boolean;
} {
  const { chain } = useChainQueries(mints);
  const known: ChainToken[] = chain.flatMap((query) => (query.data ? [query.data] : []));
  const signature = JSON.stringify(known);
  const tokens = useMemo(
    () => new Map((JSON.parse(signature) as ChainToken[]).map((token) => [token.mint, token])),
    [signature],
  );
  return { tokens, reading: chain.some((query) => query.isPending) };
}

export function useTokenInfo(mint: string | undefined): TokenInfo | undefined {
  const infos = useTokenInfos(mint ? [mint] : []);
  return mint ? infos.get(mint) : undefined;
}

/** USD per whole token for each mint Jupiter prices (empty when Jupiter is off). */
export function useUsdPrices(mints: readonly string[]): ReadonlyMap<string, number> {
  return useUsdPriceReads(mints).prices;
}

/**
 * The prices, and whether some are still being read for the first time (a view can say "reading"
 * rather than "unknown" meanwhile, and keep its layout when they arrive).
 */
export function useUsdPriceReads(mints: readonly string[]): {
  prices: ReadonlyMap<string, number>;
  reading: boolean;
} {
  const jupiter = useJupiterConfig();
  const valid = useValidMints(mints);
  const queries = useQueries({
    queries: valid.map((mint) => ({
      queryKey: tokenKeys.price(jupiter?.base ?? '', mint),
      queryFn: () => (jupiter ? jupiterLoader(jupiter).prices.load(mint) : null),
      enabled: jupiter !== null,
      staleTime: PRICE_STALE_MS,
      // Prices move: refresh while shown, unless Jupiter refused outright (no key: it will again).
      refetchInterval: (query: { state: { error: unknown } }) =>
        isPermanentFailure(query.state.error) ? false : PRICE_REFRESH_MS,
      retry: retryJupiter,
    })),
  });
  const known: [string, number][] = [];
  valid.forEach((mint, i) => {
    const price = queries[i]?.data?.usdPrice;
    if (price !== undefined) known.push([mint, price]);
  });
  const signature = JSON.stringify(known);
  const prices = useMemo(() => new Map(JSON.parse(signature) as [string, number][]), [signature]);
  return { prices, reading: queries.some((query) => query.isLoading) };
}

/** USD per whole token, when Jupiter prices it. */
export function useUsdPrice(mint: string | undefined): number | undefined {
  return useUsdPrices(mint ? [mint] : []).get(mint ?? '');
}

/** Jupiter's tokens for a text query (symbol, name or mint); idle for an empty query or without Jupiter. */
export function useJupiterSearch(query: string) {
  const jupiter = useJupiterConfig();
  const queryClient = useQueryClient();
  const text = query.trim();
  return useQuery({
    queryKey: tokenKeys.search(jupiter?.base ?? '', text.toLowerCase()),
    queryFn: async ({ signal }) => {
      if (!jupiter) return [];
      const found = await searchTokens(jupiter, text, signal);
      // A token picked from the results is then shown without asking Jupiter again.
      for (const token of found) {
        const key = tokenKeys.jupiterToken(jupiter.base, token.id);
        if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, token);
      }
      return found;
    },
    enabled: jupiter !== null && text.length > 0,
    staleTime: JUPITER_TOKEN_STALE_MS,
    retry: retryJupiter,
  });
}
