import { describe, expect, it } from 'vitest';
import { replay, seriesFigures, type ReplayInput } from './replay';

const HOUR = 3600;
const times = [0, 1, 2, 3].map((h) => h * HOUR);

function input(overrides: Partial<ReplayInput>): ReplayInput {
  return {
    times,
    assets: [
      { mint: 'A', weight: 50, prices: [1, 2, 2, 1] },
      { mint: 'B', weight: 50, prices: [1, 1, 1, 1] },
    ],
    rebalanceInterval: HOUR,
    rebalanceThreshold: 500,
    rebalance: true,
    ...overrides,
  };
}

/** The points of a replay that never rebalances, against B's constant price of 1. */
function heldPoints(a: ReplayInput['assets'][number], bWeight: number, times?: number[]) {
  const b = { mint: 'B', weight: bWeight, prices: a.prices.map(() => 1) };
  return replay(input({ ...(times ? { times } : {}), assets: [a, b], rebalance: false })).points;
}

describe('the backtest replay', () => {
  it('holds without rebalancing: value follows the bought units', () => {
    const result = replay(input({ rebalance: false }));
    expect(result.points.map((p) => p.value)).toEqual([1, 1.5, 1.5, 1]);
    expect(result.rebalances).toEqual([]);
    expect(result.totalReturn).toBeCloseTo(0, 12);
    expect(result.maxDrawdown).toBeCloseTo(1 - 1 / 1.5, 12);
  });

  it('rebalances to the targets when a weight drifts past the threshold at a check', () => {
    // At 1h A is 2/3 of the value (drift 16.7 points > 5): back to 50/50 at value 1.5, i.e.
    // 0.375 A and 0.75 B; at 3h A halves: 0.375 + 0.75 = 1.125, and A (1/3) is rebalanced again.
    const result = replay(input({}));
    expect(result.rebalances).toEqual([HOUR, 3 * HOUR]);
    expect(result.points.map((p) => p.value)).toEqual([1, 1.5, 1.5, 1.125]);
    expect(result.totalReturn).toBeCloseTo(0.125, 12);
  });

  it('leaves a drift inside the threshold alone', () => {
    const result = replay(
      input({
        assets: [
          { mint: 'A', weight: 50, prices: [1, 1.1, 1.1, 1.1] },
          { mint: 'B', weight: 50, prices: [1, 1, 1, 1] },
        ],
        rebalanceThreshold: 300, // A reaches 52.4%: 2.4 points, under 3
      }),
    );
    expect(result.rebalances).toEqual([]);
  });

  it('checks only once the interval has passed since the last check', () => {
    const result = replay(input({ rebalanceInterval: 2 * HOUR }));
    // No check at 1h; at 2h A is still 2/3: rebalanced then, at value 1.5; no check at 3h.
    expect(result.rebalances).toEqual([2 * HOUR]);
    expect(result.points.at(-1)?.value).toBeCloseTo(1.125, 12);
  });

  it('scales weights that do not add up to 1, and skips times with a missing price', () => {
    // Starts at 1h, the first time both are priced: 0.375 A, 0.25 B; at 3h 1.5 + 0.25.
    expect(heldPoints({ mint: 'A', weight: 3, prices: [undefined, 2, undefined, 4] }, 1)).toEqual([
      { time: HOUR, value: 1 },
      { time: 3 * HOUR, value: 1.75 },
    ]);
  });

  it('takes a price of 0 or less as unknown: that time is skipped like a missing one', () => {
    // Starts at 1h (0.25 A, 0.5 B); 2h skipped; at 3h 0.25 + 0.5.
    expect(heldPoints({ mint: 'A', weight: 50, prices: [0, 2, -1, 1] }, 50)).toEqual([
      { time: HOUR, value: 1 },
      { time: 3 * HOUR, value: 0.75 },
    ]);
  });

  it('reads no price past the last time', () => {
    // A's third price (4) lies past the last time, 1h.
    expect(heldPoints({ mint: 'A', weight: 50, prices: [1, 2, 4] }, 50, [0, HOUR])).toEqual([
      { time: 0, value: 1 },
      { time: HOUR, value: 1.5 },
    ]);
  });

  it('rebalances only past the threshold: a drift of exactly the threshold is left alone', () => {
    // At 1h A is 1.5 of 2: 75 %, exactly 25 points from its 50 % target.
    const assets = [
      { mint: 'A', weight: 50, prices: [1, 3, 3, 3] },
      { mint: 'B', weight: 50, prices: [1, 1, 1, 1] },
    ];
    expect(replay(input({ assets, rebalanceThreshold: 2500 })).rebalances).toEqual([]);
    expect(replay(input({ assets, rebalanceThreshold: 2499 })).rebalances).toEqual([HOUR]);
  });

  it('buys nothing when the weights add up to nothing (the form never sends one)', () => {
    const result = replay(
      input({
        assets: [
          { mint: 'A', weight: 0, prices: [1, 2, 2, 1] },
          { mint: 'B', weight: 0, prices: [1, 1, 1, 1] },
        ],
      }),
    );
    expect(result.points.map((p) => p.value)).toEqual([1, 0, 0, 0]);
    expect(result.rebalances).toEqual([]);
    expect(result.totalReturn).toBe(-1);
    expect(result.maxDrawdown).toBe(1);
  });

  it('reads a series’ return and worst fall from a high', () => {
    expect(seriesFigures([1, 2, 1, 3, 1.5].map((value, time) => ({ time, value })))).toEqual({
      totalReturn: 0.5,
      maxDrawdown: 0.5,
    });
    expect(seriesFigures([])).toEqual({ totalReturn: 0, maxDrawdown: 0 });
    // Not from 1: the return is last / first − 1.
    expect(seriesFigures([2, 3].map((value, time) => ({ time, value })))).toEqual({
      totalReturn: 0.5,
      maxDrawdown: 0,
    });
    // From 0: no return can be read, and the falls count from the first high above 0.
    expect(seriesFigures([0, 1, 0.5].map((value, time) => ({ time, value })))).toEqual({
      totalReturn: 0,
      maxDrawdown: 0.5,
    });
  });
});
