// The value of one basket token over time: the holdings after each transaction (holdings.ts), valued
// with past prices at each price time and at each transaction's time. A point whose holdings include
// a token without a price there is left out (unknown), never filled in; the tokens that caused it are
// named. Pure.
import type { PricePoint } from '../../priceHistory/schemas';
import { priceOnGrid } from '../../priceHistory/series';
import type { HoldingsStep } from './holdings';

export interface ValuePoint {
  time: number;
  /** USD per basket token. */
  value: number;
}

export interface ValueSeries {
  points: ValuePoint[];
  /** Held tokens the price history had no price for at some point (those points are left out). */
  unpriced: string[];
}

/** The step in force at `time`: the last one at or before it. */
function stepAt(steps: readonly HoldingsStep[], time: number): HoldingsStep | undefined {
  let found: HoldingsStep | undefined;
  for (const step of steps) {
    if (step.time > time) break;
    found = step;
  }
  return found;
}

/**
 * Points at each grid time, at each transaction from the first grid time on, and at `now`. The grid
 * ends on a whole step, so a time after its last point takes the last price (at most a step old).
 */
export function valueSeries(
  steps: readonly HoldingsStep[],
  prices: ReadonlyMap<string, readonly PricePoint[]>,
  gridTimes: readonly number[],
  tolerance: number,
  now: number,
): ValueSeries {
  const first = gridTimes[0] ?? Infinity;
  const last = gridTimes[gridTimes.length - 1] ?? -Infinity;
  const eventTimes = steps.map((s) => s.time).filter((t) => t >= first && t <= now);
  const times = [...new Set([...gridTimes, ...eventTimes, now])]
    .filter((t) => t >= first)
    .sort((a, b) => a - b);
  const unpriced = new Set<string>();
  const points: ValuePoint[] = [];
  for (const time of times) {
    const step = stepAt(steps, time);
    if (!step || step.supply <= 0) continue;
    let total = 0;
    let known = true;
    for (const [mint, amount] of step.holdings) {
      if (amount === 0) continue;
      const points = prices.get(mint);
      const price = points ? priceOnGrid(points, time, tolerance, last) : undefined;
      if (price === undefined) {
        known = false;
        unpriced.add(mint);
        continue;
      }
      total += amount * price;
    }
    if (known) points.push({ time, value: total / step.supply });
  }
  return { points, unpriced: [...unpriced] };
}

/** last / first − 1 over the points, or null with fewer than two. */
export function seriesReturn(points: readonly ValuePoint[]): number | null {
  const first = points[0]?.value;
  const last = points[points.length - 1]?.value;
  return points.length >= 2 && first && last !== undefined ? last / first - 1 : null;
}
