import { describe, expect, it } from 'vitest';
import type { HistoryFigures, VisitFigures } from '../measure/history/history';
import { historyRows } from './history-report';

const visit = (extra: Partial<VisitFigures> = {}): VisitFigures => ({
  firstRowMs: 200,
  allRowsMs: 4_000,
  longestTaskMs: 60,
  rpcBytes: 1024,
  rpcRequests: 52,
  transactionsRead: 6_136,
  rows: 1_113,
  ...extra,
});

const figures = (first: VisitFigures, returnVisit: VisitFigures): HistoryFigures => ({
  basketTransactions: 1_000,
  deposits: 100,
  otherTransactions: 5_000,
  returnNewDeposits: 5,
  seedMs: 40_000,
  first,
  returnVisit,
  loadAverage: 1,
  noisy: false,
});

const inFlightRow = (f: HistoryFigures) =>
  historyRows(f).find((row) => row[0]?.includes('request was in flight'));

describe('historyRows', () => {
  it('says how long a request was in flight on each visit', () => {
    expect(
      inFlightRow(figures(visit({ rpcInFlightMs: 1_914.4 }), visit({ rpcInFlightMs: 69 }))),
    ).toEqual(['… of which a JSON-RPC request was in flight', '1914 ms', '69 ms']);
  });

  it('says a run written before the figure existed did not measure it, rather than NaN', () => {
    expect(inFlightRow(figures(visit(), visit()))).toEqual([
      '… of which a JSON-RPC request was in flight',
      'not measured in that run',
      'not measured in that run',
    ]);
  });
});
