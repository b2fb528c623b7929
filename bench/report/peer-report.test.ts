// The table of Basketry ÷ Symmetry's app ÷ the bare stack, per compared page.
import { describe, expect, it } from 'vitest';
import type { LighthouseResults } from '../measure/lighthouse/lighthouse';
import { figure, run } from '../measure/lighthouse/test-figures';
import { peerTable, printPeer, timesOf } from './peer-report';

const figures = [
  figure('reference', '/', 'mobile', [run({ score: 100, lcpMs: 1000, tbtMs: 0 })]),
  figure('app', '/', 'mobile', [run({ score: 90, lcpMs: 2000, tbtMs: 100, jsTransferred: 2048 })]),
  figure('app', '/explore', 'mobile', [run({ lcpMs: 3000 })]),
  figure('peer', '/', 'mobile', [run({ score: 45, lcpMs: 8000, tbtMs: 400, jsTransferred: 8192 })]),
  figure('peer', '/', 'desktop', [run()]),
];
const results: LighthouseResults = {
  figures,
  comparisons: [],
  basketPage: { status: 'left out', reason: 'asked not' },
  rounds: 1,
  peer: {
    status: 'ok',
    value: {
      commit: 'bdf06f4ce20106b3f58f4d6135d29e1ed0fd83d0',
      installSeconds: 60,
      buildSeconds: 90,
      pages: [{ label: '/', route: '/', path: '/' }],
      failures: ['peer /create mobile round 1: no LCP'],
    },
  },
};

describe('peerTable', () => {
  const lines = peerTable(results, 'mobile');
  const rowOf = (start: string) => lines.find((line) => line.startsWith(start)) ?? '';

  it('has a row per figure of each page both apps were measured on', () => {
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[0])).toEqual([
      '/ score',
      '/ LCP',
      '/ TBT',
      '/ JS bytes',
    ]);
  });

  it('gives ours, theirs, the bare stack and the three ratios', () => {
    expect(rowOf('/ score').split(/\s{2,}/)).toEqual([
      '/ score',
      '90',
      '45',
      '100',
      '×2.00',
      '×0.90',
      '×0.45',
    ]);
    expect(rowOf('/ LCP')).toMatch(/2\.00 s\s+8\.00 s\s+1\.00 s\s+×0\.25\s+×2\.00\s+×8\.00$/);
    expect(rowOf('/ JS bytes')).toMatch(/2\.0 KiB\s+8\.0 KiB/);
  });

  it('gives no ratio to a figure of 0', () => {
    expect(rowOf('/ TBT')).toMatch(/×0\.25\s+–\s+–$/);
    expect(timesOf(1, undefined)).toBe('–');
  });
});

describe('printPeer', () => {
  it('names the commit, the pages and each failed run', () => {
    const lines: string[] = [];
    printPeer(results, (line) => lines.push(line));
    expect(lines[0]).toContain('bdf06f4');
    expect(lines[1]).toBe('  its pages: / → /');
    expect(lines.at(-1)).toBe('  failed run: peer /create mobile round 1: no LCP');
  });

  it('says why the peer was not measured', () => {
    const lines: string[] = [];
    printPeer({ ...results, peer: { status: 'error', reason: 'next build exited 1' } }, (line) =>
      lines.push(line),
    );
    expect(lines).toEqual(["  Symmetry's baskets-ui: not measured (next build exited 1)"]);
  });
});
