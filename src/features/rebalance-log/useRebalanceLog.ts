// A basket's rebalance log as the card and the page show it: its transactions through the value
// line's reader (useBasketSteps: the same transactions and holdings), decoded into entries
// (log.ts), the hourly past prices near each rebalance shown, and each one's figures
// (logFigures.ts).
import { useCallback, useMemo } from 'react';
import { usePricesOverWindows } from '../../priceHistory/queries';
import { priceNear } from '../../priceHistory/series';
import { HOUR, hourlyWindowsAround } from '../../priceHistory/windows';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { useTokenInfos } from '../../tokens/queries';
import { shortenAddress } from '../../ui/format';
import type { RecordedHolding } from '../basket-value/holdings';
import { useBasketSteps, type BasketSteps } from '../basket-value/useBasketSteps';
import { rebalanceLog, type LogEntry, type RebalanceEntry } from './log';
import { rebalanceFigures, type RebalanceFigures } from './logFigures';

export interface BasketLogProps {
  readonly address: string;
  readonly mint: string;
  readonly decimals: number;
  readonly supplyNow: bigint;
  readonly programVaults: ReadonlySet<string> | null;
  readonly recorded: readonly RecordedHolding[];
  readonly tokenList: TokenList | null;
}

export interface RebalanceLogView {
  readonly history: BasketSteps;
  /** Newest first; the first `limit` when one was given. */
  readonly entries: readonly LogEntry[];
  /** Every entry the basket's transactions read so far hold. */
  readonly total: number;
  readonly figures: (entry: RebalanceEntry) => RebalanceFigures;
  readonly symbol: (mint: string) => string;
  readonly pricesReading: boolean;
  readonly pricesError: Error | null;
  readonly retryPrices: () => void;
}

export function useRebalanceLog(props: BasketLogProps, limit?: number): RebalanceLogView {
  const { address, mint, decimals, supplyNow, programVaults, recorded, tokenList } = props;
  const history = useBasketSteps(address, mint, decimals, supplyNow, programVaults, recorded);
  const all = useMemo(
    () =>
      rebalanceLog({
        txs: history.txs,
        basket: address,
        basketMint: mint,
        basketDecimals: decimals,
        vaults: programVaults,
      }),
    [history.txs, address, mint, decimals, programVaults],
  );
  const entries = useMemo(() => (limit === undefined ? all : all.slice(0, limit)), [all, limit]);
  const rebalances = useMemo(
    () => entries.filter((e): e is RebalanceEntry => e.kind === 'rebalance'),
    [entries],
  );
  const windows = useMemo(
    () =>
      hourlyWindowsAround(
        rebalances.map((e) => e.time),
        Date.now() / 1000,
      ),
    [rebalances],
  );
  // What was traded, and everything held then (the drift values the whole basket).
  const mints = useMemo(() => {
    const set = new Set<string>();
    for (const e of rebalances)
      for (const l of e.legs) for (const t of [...l.sold, ...l.bought]) set.add(t.mint);
    for (const step of history.steps) for (const m of step.holdings.keys()) set.add(m);
    return [...set].sort();
  }, [rebalances, history.steps]);
  const prices = usePricesOverWindows(rebalances.length > 0 ? mints : [], windows);
  const infos = useTokenInfos(useMemo(() => [...mints, mint], [mints, mint]));
  const symbol = useCallback((m: string) => infos.get(m)?.symbol ?? shortenAddress(m), [infos]);
  const figures = useCallback(
    (entry: RebalanceEntry) =>
      rebalanceFigures(entry, {
        txs: history.txs,
        basket: address,
        steps: history.steps,
        tokenList,
        priceAt: (m, time) => priceNear(prices.pointsOf(m), time, HOUR / 2),
        symbol,
      }),
    [history.txs, history.steps, address, tokenList, prices, symbol],
  );
  return {
    history,
    entries,
    total: all.length,
    figures,
    symbol,
    pricesReading: prices.reading,
    pricesError: prices.error,
    retryPrices: prices.retry,
  };
}
