import { describe, expect, it } from 'vitest';
import { inFlightWithin } from './in-flight';

describe('inFlightWithin', () => {
  it('counts overlapping requests once and the gaps between them not at all', () => {
    const spans = [
      { start: 10, end: 50 },
      { start: 30, end: 70 }, // overlaps the first: 50..70 is new
      { start: 100, end: 120 },
      { start: 105, end: 110 }, // inside the third
    ];
    expect(inFlightWithin(spans, 0, 1_000)).toBe(60 + 20);
  });

  it('clips requests to the window and leaves out those outside it', () => {
    const spans = [
      { start: 0, end: 20 }, // before: 10..20 counts
      { start: 40, end: 200 }, // after: 40..100 counts
      { start: 150, end: 160 }, // wholly after
    ];
    expect(inFlightWithin(spans, 10, 100)).toBe(10 + 60);
  });

  it('is nothing without requests', () => {
    expect(inFlightWithin([], 0, 100)).toBe(0);
  });
});
