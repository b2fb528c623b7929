// The basket's value line over one range: the range's price window (All from the basket's first
// transaction), the past prices of what it held then, and the series (valueSeries.ts). The chart,
// its returns and the factsheet read the line through this one hook, so they are the same line.
import { useMemo } from 'react';
import { usePriceHistories } from '../../priceHistory/queries';
import { windowCovering, windowTimes, HOUR } from '../../priceHistory/windows';
import type { HoldingsStep } from './holdings';
import { valueSeries } from './valueSeries';

export const RANGES = ['24H', '7D', '30D', '1Y', 'All'] as const;
export type ValueRange = (typeof RANGES)[number];
const SECONDS: Record<Exclude<ValueRange, 'All'>, number> = {
  '24H': 24 * HOUR,
  '7D': 7 * 24 * HOUR,
  '30D': 30 * 24 * HOUR,
  '1Y': 365 * 24 * HOUR,
};

/** The window of a range; All starts at the basket's first transaction. */
function rangeWindow(range: ValueRange, steps: readonly HoldingsStep[], now: number) {
  const first = steps[0]?.time;
  const seconds = range === 'All' ? (first ? Math.max(HOUR, now - first) : 0) : SECONDS[range];
  return seconds > 0 ? windowCovering(seconds, now) : null;
}

export function useRangeSeries(
  range: ValueRange,
  steps: readonly HoldingsStep[],
  extraMints: readonly string[],
) {
  // Now, as of the newest transaction read: a new one moves the series on.
  const now = useMemo(() => Math.max(Date.now() / 1000, steps.at(-1)?.time ?? 0), [steps]);
  const window = useMemo(() => rangeWindow(range, steps, now), [range, steps, now]);
  const mints = useMemo(
    () => [...new Set([...steps.flatMap((s) => [...s.holdings.keys()]), ...extraMints])],
    [steps, extraMints],
  );
  const histories = usePriceHistories(mints, window);
  const series = useMemo(
    () =>
      window && histories.complete
        ? valueSeries(steps, histories.byMint, windowTimes(window), window.period / 2, now)
        : null,
    [window, histories, steps, now],
  );
  return { window, histories, series };
}
