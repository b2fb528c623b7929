import { describe, expect, it } from 'vitest';
import {
  compositionTotal,
  describeTotal,
  duplicateRows,
  splitEvenly,
  weightToFill,
} from './composition';
import { formatPercent } from './format';

describe('splitEvenly', () => {
  it('gives whole numbers adding up to 100, remainder to the first rows', () => {
    expect(splitEvenly(3)).toEqual([34, 33, 33]);
    expect(splitEvenly(7)).toEqual([15, 15, 14, 14, 14, 14, 14]);
    expect(splitEvenly(1)).toEqual([100]);
    expect(splitEvenly(0)).toEqual([]);
    for (let n = 1; n <= 15; n++) {
      expect(splitEvenly(n).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });
});

describe('weightToFill', () => {
  it('is what the row needs for a total of exactly 100', () => {
    const rows = [
      { token: 'a', weight: 33.3 },
      { token: 'b', weight: 33.3 },
      { token: 'c', weight: 10 },
    ];
    expect(weightToFill(rows, 2)).toBe(33.4);
    expect(weightToFill(rows, 0)).toBe(56.7);
  });

  it('is null when the other rows already reach 100', () => {
    const rows = [
      { token: 'a', weight: 100 },
      { token: 'b', weight: null },
    ];
    expect(weightToFill(rows, 1)).toBeNull();
  });
});

describe('totals and duplicates', () => {
  it('adds weights, treating empty ones as 0', () => {
    expect(
      compositionTotal([
        { token: 'a', weight: 50 },
        { token: 'b', weight: null },
        { token: 'c', weight: 35 },
      ]),
    ).toBe(85);
  });

  it('describes the total in words', () => {
    expect(describeTotal(100, formatPercent)).toBe('Total 100%');
    expect(describeTotal(85, formatPercent)).toBe('Total 85% — 15% left');
    expect(describeTotal(120, formatPercent)).toBe('Total 120% — 20% over');
  });

  it('points each repeated token at its first row', () => {
    const dupes = duplicateRows([
      { token: 'x', weight: 1 },
      { token: 'y', weight: 1 },
      { token: ' x ', weight: 1 },
      { token: '', weight: 1 },
      { token: '', weight: 1 },
    ]);
    expect([...dupes]).toEqual([[2, 0]]);
  });
});
