// dataSlices that fetch only some fields of each account. A node applies one dataSlice per
// getProgramAccounts call, and each call scans the whole program, so nearby fields share a slice:
// ranges closer than `maxGap` bytes merge, trading a few unused bytes for one scan fewer.
import type { DataSlice } from '@solana/web3.js';
import type { Field } from './layout';

/** Gap (bytes) below which two fields are fetched in one slice. */
export const DEFAULT_MAX_GAP = 512;

export function planSlices(fields: readonly Field[], maxGap = DEFAULT_MAX_GAP): DataSlice[] {
  const ranges = fields
    .map((f) => ({ start: f.offset, end: f.offset + f.size }))
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start - last.end <= maxGap) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged.map(({ start, end }) => ({ offset: start, length: end - start }));
}
