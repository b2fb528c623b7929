import { describe, expect, it } from 'vitest';
import { HOUR, type HistoryWindow } from '../../priceHistory/windows';
import { compareLine } from './compareLine';

const SOL = 'So11111111111111111111111111111111111111112';
const LINE = { id: 'compare', label: 'SOL', color: 'orange' };
/** Five hourly grid times, 0 to 4 h. */
const WINDOW: HistoryWindow = { start: 0, span: 5, period: HOUR };
const grid = [0, 1, 2, 3, 4].map((i) => i * HOUR);

describe('compareLine', () => {
  it('prices the basket line’s "now", 50 minutes after the grid’s last point, at the last price, as the basket’s own points are', () => {
    const now = 4 * HOUR + 50 * 60;
    const points = [...grid, now].map((time) => ({ time, value: 1 }));
    const prices = new Map([[SOL, grid.map((time, i) => ({ time, price: 100 + i }))]]);
    const line = compareLine(LINE, SOL, points, prices, WINDOW);
    expect(line?.points.map((p) => [p.time, p.value])).toEqual([
      [0, 100],
      [HOUR, 101],
      [2 * HOUR, 102],
      [3 * HOUR, 103],
      [4 * HOUR, 104],
      [now, 104],
    ]);
  });

  it('leaves a time inside the grid without a price near it unknown, never carried from far away', () => {
    const points = grid.map((time) => ({ time, value: 1 }));
    // No price at 2 h: the nearest lie an hour away, more than half a step.
    const prices = new Map([[SOL, [0, 1, 3, 4].map((i) => ({ time: i * HOUR, price: 100 + i }))]]);
    const line = compareLine(LINE, SOL, points, prices, WINDOW);
    expect(line?.points.map((p) => p.time)).toEqual([0, HOUR, 3 * HOUR, 4 * HOUR]);
    expect(line).toMatchObject(LINE);
  });

  it('is no line for a token without past prices, or with one known point', () => {
    const points = grid.map((time) => ({ time, value: 1 }));
    expect(compareLine(LINE, SOL, points, new Map(), WINDOW)).toBeNull();
    const one = new Map([[SOL, [{ time: 0, price: 100 }]]]);
    expect(compareLine(LINE, SOL, points, one, WINDOW)).toBeNull();
  });
});
