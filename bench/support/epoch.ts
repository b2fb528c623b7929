/**
 * Wall-clock milliseconds with sub-millisecond precision. The page measures with the same formula
 * (`performance.timeOrigin + performance.now()`), so times taken in Node and in Chromium on this
 * machine can be subtracted.
 */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}
