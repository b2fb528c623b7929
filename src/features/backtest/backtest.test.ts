import { describe, expect, it } from 'vitest';
import { heldReturn, runBacktest, type BacktestRequest } from './backtest';

const DAY = 86_400;
const window = { start: 100 * DAY, span: 31, period: DAY }; // 30 days, daily
const days = (from: number, price: (d: number) => number) =>
  Array.from({ length: 31 - from }, (_, i) => ({
    time: window.start + (from + i) * DAY,
    price: price(from + i),
  }));

function request(overrides: Partial<BacktestRequest>): BacktestRequest {
  return {
    window,
    draft: [
      { mint: 'SOL', weight: 60 },
      { mint: 'JUP', weight: 40 },
    ],
    histories: {
      SOL: days(0, (d) => 100 + d),
      JUP: days(0, () => 1),
      USDC: days(0, () => 1),
    },
    benchmarks: { sol: 'SOL', usdc: 'USDC' },
    rebalanceInterval: DAY,
    rebalanceThreshold: 10_000, // never
    rebalance: true,
    ...overrides,
  };
}

describe('a whole backtest', () => {
  it('replays the draft and holds SOL and USDC over the same times', () => {
    const result = runBacktest(request({}));
    expect(result.replay.points).toHaveLength(31);
    // 60% in SOL that went 100 → 130, 40% flat: +18%.
    expect(result.replay.totalReturn).toBeCloseTo(0.18, 12);
    expect(heldReturn(result.sol)).toBeCloseTo(0.3, 12);
    expect(heldReturn(result.usdc)).toBe(0);
    expect(result.leftOut).toEqual([]);
    expect(result.shortenedBy).toEqual([]);
  });

  it('names a token without history and leaves it out, scaling the others to 100', () => {
    const result = runBacktest(
      request({ draft: [...request({}).draft, { mint: 'NEW', weight: 20 }] }),
    );
    expect(result.leftOut).toEqual([{ mint: 'NEW', reason: 'no-history' }]);
    expect(result.weights).toEqual([
      { mint: 'SOL', weight: 60 },
      { mint: 'JUP', weight: 40 },
    ]);
  });

  it('shortens the range for a token with most of it, leaves out one with less than half', () => {
    const histories = { ...request({}).histories, JUP: days(10, () => 1) };
    const shortened = runBacktest(request({ histories }));
    expect(shortened.shortenedBy).toEqual([{ mint: 'JUP', since: window.start + 10 * DAY }]);
    expect(shortened.replay.points[0]?.time).toBe(window.start + 10 * DAY);
    expect(heldReturn(shortened.sol)).toBeCloseTo(130 / 110 - 1, 12);

    const young = runBacktest(request({ histories: { ...histories, JUP: days(20, () => 1) } }));
    expect(young.leftOut).toEqual([
      { mint: 'JUP', reason: 'too-short', since: window.start + 20 * DAY },
    ]);
    expect(young.replay.totalReturn).toBeCloseTo(0.3, 12);
  });
});
