// The backtest of the form's draft: its tokens' past prices (and SOL's and USDC's) read once per
// range, then replayed in a worker each time the draft settles — typing a weight never waits for it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePriceHistories, type PriceHistories } from '../../priceHistory/queries';
import type { PricePoint } from '../../priceHistory/schemas';
import { windowCovering, DAY, type HistoryWindow } from '../../priceHistory/windows';
import { USDC_MINT, WSOL_MINT } from '../../solana/tokens';
import { useDebouncedValue } from '../../tokens/useDebouncedValue';
import type { BacktestRequest, BacktestResult, DraftToken } from './backtest';

export const BACKTEST_DAYS = [30, 90, 365] as const;
export type BacktestDays = (typeof BACKTEST_DAYS)[number];

export interface BacktestDraft {
  tokens: DraftToken[];
  rebalanceInterval: number;
  rebalanceThreshold: number;
  rebalance: boolean;
}

/** How long the draft must stay the same before it is replayed. */
const SETTLE_MS = 300;

export interface BacktestState {
  window: HistoryWindow;
  histories: PriceHistories;
  result: BacktestResult | null;
  /** The result is of an earlier draft; a newer one is on its way. */
  stale: boolean;
  error: string | null;
}

type WorkerAnswer = { id: number; result: BacktestResult } | { id: number; error: string };

function useBacktestWorker() {
  const worker = useRef<Worker | null>(null);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return useCallback(() => {
    worker.current ??= new Worker(new URL('./backtest.worker.ts', import.meta.url), {
      type: 'module',
    });
    return worker.current;
  }, []);
}

export function useBacktest(draft: BacktestDraft, days: BacktestDays): BacktestState {
  const settled = useDebouncedValue(draft, SETTLE_MS);
  const window = useMemo(() => windowCovering(days * DAY, Date.now() / 1000), [days]);
  const mints = useMemo(
    () => [...settled.tokens.map((t) => t.mint), WSOL_MINT, USDC_MINT],
    [settled.tokens],
  );
  const histories = usePriceHistories(mints, window);
  const workerFor = useBacktestWorker();
  const [answer, setAnswer] = useState<{
    key: string;
    result: BacktestResult | null;
    error: string | null;
  }>({ key: '', result: null, error: null });
  const key = JSON.stringify([settled, window, histories.lacking, histories.byMint.size]);
  const ready = histories.complete && settled.tokens.length > 0;

  useEffect(() => {
    if (!ready) return;
    const request: BacktestRequest = {
      window,
      draft: settled.tokens,
      histories: Object.fromEntries(
        [...histories.byMint].map(([mint, points]): [string, readonly PricePoint[]] => [
          mint,
          points,
        ]),
      ),
      benchmarks: { sol: WSOL_MINT, usdc: USDC_MINT },
      rebalanceInterval: settled.rebalanceInterval,
      rebalanceThreshold: settled.rebalanceThreshold,
      rebalance: settled.rebalance,
    };
    const worker = workerFor();
    const id = Math.random();
    const onMessage = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data.id !== id) return;
      const data = event.data;
      setAnswer(
        'result' in data
          ? { key, result: data.result, error: null }
          : { key, result: null, error: data.error },
      );
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ id, request });
    return () => worker.removeEventListener('message', onMessage);
  }, [key, ready, window, settled, histories, workerFor]);

  return {
    window,
    histories,
    result: answer.result,
    stale: answer.key !== key || settled !== draft,
    error: answer.error,
  };
}
