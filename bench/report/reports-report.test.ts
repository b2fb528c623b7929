import { describe, expect, it } from 'vitest';
import { reportRows } from './reports-report';

describe('the reports part', () => {
  it('names what was computed beside each figure, medians and worst', () => {
    const s = (median: number) => ({ runs: 3, median, max: median * 2 });
    const rows = reportRows({
      inputs: {
        basketTransactions: 120,
        walletRows: 40,
        linePoints: 360,
        months: 7,
        lots: 12,
        disposals: 6,
      },
      lineComputeMs: s(4),
      factsheetComputeMs: s(0.5),
      lotsFifoComputeMs: s(0.25),
      lotsAverageComputeMs: s(0.25),
      factsheetShownMs: s(1500),
      lotsShownMs: s(2500),
      loadAverage: 1,
      noisy: false,
    });
    expect(rows[2]).toEqual(["factsheet's figures (7 months)", '0.50 ms', '1.00 ms']);
    expect(rows[3]?.[0]).toBe('tax lots, FIFO (40 rows: 12 lots, 6 disposals)');
    expect(rows.at(-1)).toEqual([
      '/tax-lots: demo wallet connected → lots shown',
      '2500.0 ms',
      '5000.0 ms',
    ]);
  });
});
