// Past prices as react-query hooks: one cache entry per source, token and window (a window ends on
// a multiple of its period, so a page asks for the same window all through one period); the mints
// asked for in one task are fetched together, 25 to a request. A mint the source has no price for
// is `lacking`: named by the views, never filled in.
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSettings } from '../settings';
import { isSolanaAddress } from '../solana/address';
import { createBatchLoader, type BatchLoader } from '../tokens/batchLoader';
import {
  fetchPriceCharts,
  MAX_MINTS_PER_REQUEST,
  PriceHistoryError,
  type PriceHistoryConfig,
} from './client';
import type { PricePoint } from './schemas';
import { windowKey, type HistoryWindow } from './windows';

export const priceHistoryKeys = {
  chart: (base: string, mint: string, window: HistoryWindow) =>
    ['price-history', base, mint, windowKey(window)] as const,
};

/** The price-history source as the settings configure it, or null when its URL is empty (off). */
export function usePriceHistoryConfig(): PriceHistoryConfig | null {
  const { priceHistoryApiBase, priceHistoryApiKey } = useSettings().settings;
  return useMemo(
    () => (priceHistoryApiBase ? { base: priceHistoryApiBase, apiKey: priceHistoryApiKey } : null),
    [priceHistoryApiBase, priceHistoryApiKey],
  );
}

const loaders = new Map<string, BatchLoader<PricePoint[]>>();
function loaderFor(config: PriceHistoryConfig, window: HistoryWindow): BatchLoader<PricePoint[]> {
  const id = `${config.base}\n${config.apiKey}\n${windowKey(window)}`;
  let loader = loaders.get(id);
  if (!loader) {
    loader = createBatchLoader(
      (mints) => fetchPriceCharts(config, mints, window),
      MAX_MINTS_PER_REQUEST,
    );
    loaders.set(id, loader);
  }
  return loader;
}

function retryHistory(failures: number, error: unknown): boolean {
  return !(error instanceof PriceHistoryError && error.permanent) && failures < 2;
}

export interface PriceHistories {
  /** Past prices by mint, for the mints the source has. */
  byMint: ReadonlyMap<string, readonly PricePoint[]>;
  /** Mints the source answered without a price for. */
  lacking: readonly string[];
  /** Some are still being read. */
  reading: boolean;
  /** Every mint asked for is answered: known or lacking. */
  complete: boolean;
  /** The first failure, when a request failed (its mints are then neither known nor lacking). */
  error: Error | null;
  /** Asks again for the ones that failed. */
  retry: () => void;
  /** False when Settings turn the price history off. */
  configured: boolean;
}

/** Past prices of `mints` over `window` (null: nothing asked yet). */
export function usePriceHistories(
  mints: readonly string[],
  window: HistoryWindow | null,
): PriceHistories {
  const config = usePriceHistoryConfig();
  const joined = mints.join(',');
  const valid = useMemo(() => [...new Set(joined.split(','))].filter(isSolanaAddress), [joined]);
  const combine = useCallback(
    (results: UseQueryResult<PricePoint[] | null>[]): PriceHistories => {
      const byMint = new Map<string, readonly PricePoint[]>();
      const lacking: string[] = [];
      let error: Error | null = null;
      valid.forEach((mint, i) => {
        const query = results[i];
        if (query?.data) byMint.set(mint, query.data);
        else if (query?.isSuccess) lacking.push(mint);
        else if (query?.error && !error) error = query.error;
      });
      return {
        byMint,
        lacking,
        reading: results.some((q) => q.isLoading),
        complete: config !== null && results.every((q) => q.isSuccess),
        error,
        retry: () => {
          for (const q of results) if (q.isError) void q.refetch();
        },
        configured: config !== null,
      };
    },
    [valid, config],
  );
  return useQueries({
    queries: valid.map((mint) => ({
      queryKey: priceHistoryKeys.chart(config?.base ?? '', mint, window ?? NO_WINDOW),
      queryFn: () => (config && window ? loaderFor(config, window).load(mint) : null),
      enabled: config !== null && window !== null,
      // A window's prices are past: they change only when the window moves on (a new key).
      staleTime: Infinity,
      retry: retryHistory,
    })),
    combine,
  });
}

const NO_WINDOW: HistoryWindow = { start: 0, span: 0, period: 0 };

export interface PricesOverWindows {
  /** Every window's points of `mint`, oldest first. */
  readonly pointsOf: (mint: string) => readonly PricePoint[];
  readonly reading: boolean;
  readonly error: Error | null;
  readonly retry: () => void;
  readonly configured: boolean;
}

/** Past prices of `mints` in each of `windows` (hourlyWindowsAround), joined per mint. */
export function usePricesOverWindows(
  mints: readonly string[],
  windows: readonly HistoryWindow[],
): PricesOverWindows {
  const config = usePriceHistoryConfig();
  const joined = mints.join(',');
  const valid = useMemo(() => [...new Set(joined.split(','))].filter(isSolanaAddress), [joined]);
  const asked = useMemo(
    () => windows.flatMap((window) => valid.map((mint) => ({ mint, window }))),
    [windows, valid],
  );
  const combine = useCallback(
    (results: UseQueryResult<PricePoint[] | null>[]): PricesOverWindows => {
      const byMint = new Map<string, PricePoint[]>();
      asked.forEach(({ mint }, i) => {
        const points = results[i]?.data;
        if (points) byMint.set(mint, [...(byMint.get(mint) ?? []), ...points]);
      });
      for (const points of byMint.values()) points.sort((a, b) => a.time - b.time);
      return {
        pointsOf: (mint) => byMint.get(mint) ?? [],
        reading: results.some((q) => q.isLoading),
        error: results.find((q) => q.error)?.error ?? null,
        retry: () => {
          for (const q of results) if (q.isError) void q.refetch();
        },
        configured: config !== null,
      };
    },
    [asked, config],
  );
  return useQueries({
    queries: asked.map(({ mint, window }) => ({
      queryKey: priceHistoryKeys.chart(config?.base ?? '', mint, window),
      queryFn: () => (config ? loaderFor(config, window).load(mint) : null),
      enabled: config !== null,
      staleTime: Infinity,
      retry: retryHistory,
    })),
    combine,
  });
}
