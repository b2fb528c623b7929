import { describe, expect, it } from 'vitest';
import { runBacktest } from '../../../src/features/backtest/backtest';
import { chartRows } from '../../report/charts-report';
import { measureBacktestCompute, syntheticBacktest } from './charts';

describe('the charts part', () => {
  it('replays 15 made-up tokens over a year of daily prices, every day a point', () => {
    const request = syntheticBacktest(15);
    expect(request.draft).toHaveLength(15);
    const result = runBacktest(request);
    expect(result.replay.points).toHaveLength(366);
    expect(result.leftOut).toEqual([]);
    expect(measureBacktestCompute(15, 2)).toHaveLength(2);
  });

  it('reports each figure with its median and worst', () => {
    const s = (median: number) => ({ runs: 3, median, max: median * 2 });
    const rows = chartRows({
      chartDrawnMs: s(900),
      scriptBytes: s(300_000),
      chartLibraryBytes: s(50_000),
      backtestComputeMs: s(2.5),
      backtestTokens: 15,
      typingLongestTaskMs: s(40),
      typingTokens: 7,
      loadAverage: 1,
      noisy: false,
    });
    expect(rows[1]).toEqual([
      'basket page: navigation → value chart drawn',
      '900.0 ms',
      '1800.0 ms',
    ]);
    expect(rows).toHaveLength(6);
  });
});
