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
