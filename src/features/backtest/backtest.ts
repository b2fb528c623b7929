// A whole backtest from past prices: which tokens take part (a token without enough history is
// left out or shortens the range, and is named), the replay of the draft, and the same span held
// in SOL and in USDC. Pure: the worker runs it (backtest.worker.ts); its input is plain data, as
// postMessage copies it.
import type { PricePoint } from '../../priceHistory/schemas';
import { priceNear } from '../../priceHistory/series';
import { windowTimes, type HistoryWindow } from '../../priceHistory/windows';
import { replay, seriesFigures, type ReplayResult, type ValuePoint } from './replay';

export interface DraftToken {
  mint: string;
  /** Target weight in percent (any positive scale). */
  weight: number;
}

export interface BacktestRequest {
  window: HistoryWindow;
  draft: readonly DraftToken[];
  /** Past prices of the mints the source has (draft and benchmarks), oldest first. */
  histories: Readonly<Record<string, readonly PricePoint[]>>;
  benchmarks: { sol: string; usdc: string };
  rebalanceInterval: number;
  rebalanceThreshold: number;
  rebalance: boolean;
}

export type LeftOut =
  | { mint: string; reason: 'no-history' }
  /** Prices only from `since`: less than half the range. */
  | { mint: string; reason: 'too-short'; since: number };

export interface BacktestResult {
  replay: ReplayResult;
  /** Holding SOL, and USDC, over the same times (1 at the first); null when the source lacks it. */
  sol: ValuePoint[] | null;
  usdc: ValuePoint[] | null;
  leftOut: LeftOut[];
  /** Tokens whose prices begin inside the range: the replay starts when the last of them does. */
  shortenedBy: { mint: string; since: number }[];
  /** Weights of the tokens replayed, scaled to 100. */
  weights: DraftToken[];
}

/** A token must cover at least this share of the range to be kept (the range then shortens). */
const MIN_SHARE = 0.5;

function aligned(points: readonly PricePoint[], times: readonly number[], tolerance: number) {
  return times.map((time) => priceNear(points, time, tolerance));
}

function held(
  points: readonly PricePoint[] | undefined,
  times: readonly number[],
  tolerance: number,
): ValuePoint[] | null {
  if (!points || times.length === 0) return null;
  const prices = aligned(points, times, tolerance);
  const first = prices[0];
  if (first === undefined) return null;
  return times.flatMap((time, i) => {
    const price = prices[i];
    return price === undefined ? [] : [{ time, value: price / first }];
  });
}

export function runBacktest(request: BacktestRequest): BacktestResult {
  const { window } = request;
  const times = windowTimes(window);
  const end = times[times.length - 1] ?? window.start;
  const range = end - window.start;
  // A point answers for a grid time within half a step (the request's searchWidth).
  const tolerance = window.period / 2;
  const leftOut: LeftOut[] = [];
  const shortenedBy: { mint: string; since: number }[] = [];
  const kept: DraftToken[] = [];
  for (const token of request.draft) {
    const points = request.histories[token.mint];
    const since = points?.[0]?.time;
    if (since === undefined) {
      leftOut.push({ mint: token.mint, reason: 'no-history' });
    } else if (since <= window.start + tolerance) {
      kept.push(token);
    } else if (end - since >= range * MIN_SHARE) {
      kept.push(token);
      shortenedBy.push({ mint: token.mint, since });
    } else {
      leftOut.push({ mint: token.mint, reason: 'too-short', since });
    }
  }
  const total = kept.reduce((sum, t) => sum + t.weight, 0);
  const weights = kept.map((t) => ({
    mint: t.mint,
    weight: total > 0 ? (t.weight / total) * 100 : 0,
  }));
  const result = replay({
    times,
    assets: weights.map((t) => ({
      mint: t.mint,
      weight: t.weight,
      prices: aligned(request.histories[t.mint] ?? [], times, tolerance),
    })),
    rebalanceInterval: request.rebalanceInterval,
    rebalanceThreshold: request.rebalanceThreshold,
    rebalance: request.rebalance,
  });
  const replayed = result.points.map((p) => p.time);
  return {
    replay: result,
    sol: held(request.histories[request.benchmarks.sol], replayed, tolerance),
    usdc: held(request.histories[request.benchmarks.usdc], replayed, tolerance),
    leftOut,
    shortenedBy,
    weights,
  };
}

/** The return of a held series, or null without one. */
export function heldReturn(points: readonly ValuePoint[] | null): number | null {
  return points && points.length > 0 ? seriesFigures(points).totalReturn : null;
}
