import type { PricePoint } from './schemas';

/**
 * The price nearest to `time` among `points` (oldest first), when one lies within `tolerance`
 * seconds of it; otherwise undefined: a missing price is unknown, never carried from far away.
 */
export function priceNear(
  points: readonly PricePoint[],
  time: number,
  tolerance: number,
): number | undefined {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((points[mid]?.time ?? Infinity) < time) low = mid + 1;
    else high = mid;
  }
  const after = points[low];
  const before = points[low - 1];
  const best =
    before && (!after || time - before.time <= after.time - time) ? before : (after ?? before);
  return best && Math.abs(best.time - time) <= tolerance ? best.price : undefined;
}

/**
 * The price at one of a chart's times: the nearest within `tolerance`, or, for a time after the
 * grid's last point (the chart's "now"), the last price, at most one step old since the grid ends
 * on a whole step. Every line of one chart takes its prices by this one rule.
 */
export function priceOnGrid(
  points: readonly PricePoint[],
  time: number,
  tolerance: number,
  lastGridTime: number,
): number | undefined {
  const within = time > lastGridTime ? time - lastGridTime + tolerance : tolerance;
  return priceNear(points, time, within);
}
