// The line a basket's value is compared with (SOL, USDC or one of its tokens): that token's past
// price at each time of the basket's line, by the rule the basket's own points are priced with, so
// both lines end at the same "now". Pure.
import type { PricePoint } from '../../priceHistory/schemas';
import { priceOnGrid } from '../../priceHistory/series';
import { windowTimes, type HistoryWindow } from '../../priceHistory/windows';
import type { ChartLine } from '../../ui/LineChart/reading';
import type { ValuePoint } from './valueSeries';

/** The token's price at each of `points`' times where one is known; null without two of them. */
export function compareLine(
  line: Omit<ChartLine, 'points'>,
  mint: string,
  points: readonly ValuePoint[],
  prices: ReadonlyMap<string, readonly PricePoint[]>,
  window: HistoryWindow,
): ChartLine | null {
  const history = prices.get(mint);
  if (!history) return null;
  const lastGridTime = windowTimes(window).at(-1) ?? -Infinity;
  const values = points.flatMap(({ time }) => {
    const price = priceOnGrid(history, time, window.period / 2, lastGridTime);
    return price === undefined ? [] : [{ time, value: price }];
  });
  return values.length > 1 ? { ...line, points: values } : null;
}
