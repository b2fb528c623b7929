// Past prices of tokens that moved at known times, over one window from the oldest of those times
// to now: the price near a time is the nearest point within the window's step, else unknown
// (docs/history.md, "Portfolio (My baskets)"). The portfolio and the tax lots read them so.
import { useMemo } from 'react';
import { usePriceHistories, type PriceHistories } from '../../../priceHistory/queries';
import { priceNear } from '../../../priceHistory/series';
import { windowCovering, type HistoryWindow } from '../../../priceHistory/windows';

/** A token that moved, and when (unix seconds; null when the node gave no time). */
export interface Moved {
  readonly mint: string;
  readonly time: number | null;
}

export interface PricesThen {
  /** USD per whole token near `time`; undefined when none is on record (or not read yet). */
  readonly then: (mint: string, time: number | null) => number | undefined;
  readonly window: HistoryWindow | null;
  readonly histories: PriceHistories;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function usePricesThen(moved: readonly Moved[]): PricesThen {
  const oldest = useMemo(
    () => moved.reduce((t, m) => Math.min(t, m.time ?? t), nowSeconds()),
    [moved],
  );
  // Prices over the whole span since the oldest movement (a window keyed by whole periods).
  const window = useMemo(
    () => (moved.length > 0 ? windowCovering(nowSeconds() - oldest, nowSeconds()) : null),
    [oldest, moved.length],
  );
  const mints = useMemo(() => [...new Set(moved.map((m) => m.mint))].sort(), [moved]);
  const histories = usePriceHistories(mints, window);
  const then = useMemo(
    () => (mint: string, time: number | null) => {
      const points = histories.byMint.get(mint);
      return points && window && time !== null ? priceNear(points, time, window.period) : undefined;
    },
    [histories.byMint, window],
  );
  return { then, window, histories };
}
