import { describe, expect, it } from 'vitest';
import { compareToReference } from '../measure/lighthouse/compare';
import type { LighthouseResults } from '../measure/lighthouse/lighthouse';
import { printFlows } from './flows-report';
import { pageTable } from './lighthouse-report';
import { table } from './table';
import { figure, run } from '../measure/lighthouse/test-figures';

describe('pageTable', () => {
  const figures = [
    figure('reference', '/', 'mobile', [
      run({ lcpMs: 2000, tbtMs: 40, cls: 0, score: 96 }),
      run({ lcpMs: 2000, tbtMs: 40, noisy: true, loadAverage: 3.4, score: 96 }),
    ]),
    figure('app', '/', 'mobile', [run({ lcpMs: 1500, tbtMs: 80, cls: 0.05, score: 99 })]),
    figure('app', '/create', 'mobile', [
      run({ lcpMs: 3000, tbtMs: 20, score: 90 }),
      run({ lcpMs: 3000, tbtMs: 300, score: 90, noisy: true }),
      run({ lcpMs: 3000, tbtMs: 30, score: 90 }),
    ]),
    figure('app', '/', 'desktop', [run()]),
  ];
  const results: LighthouseResults = {
    figures,
    comparisons: compareToReference(figures),
    basketPage: { status: 'left out', reason: 'no route' },
    rounds: 3,
  };
  const lines = pageTable(results, 'mobile');
  const rowOf = (page: string) => lines.find((line) => line.startsWith(page + ' ')) ?? '';

  it('puts the reference first, then a row per page of the preset', () => {
    expect(lines[0]).toMatch(/^page\s+score\s+FCP\s+LCP\s+TBT\s+TBT per round/);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[0])).toEqual([
      'reference (bare stack)',
      '/',
      '/create',
    ]);
  });

  it('prints each figure with its ratio to the reference (page / reference)', () => {
    expect(rowOf('/')).toMatch(/^\/\s+99 ×1\.03\s+0\.80 s\s+1\.50 s ×0\.75\s+80 ms ×2\.00\s/);
    expect(rowOf('/create')).toMatch(/\s+3\.00 s ×1\.50\s+30 ms ×0\.75\s/);
    // No ratio beside the reference's own figures.
    expect(rowOf('reference (bare stack)')).toMatch(
      /^reference \(bare stack\)\s+96\s+0\.80 s\s+2\.00 s\s+40 ms\s/,
    );
  });

  it('prints every round, noisy ones marked and kept, with the highest load', () => {
    expect(rowOf('/create')).toMatch(/\s20 \/ 300\* \/ 30\s/);
    expect(rowOf('reference (bare stack)')).toMatch(/2 \(1 noisy\), load ≤ 3\.4$/);
  });
});

describe('table', () => {
  it('pads columns to their widest cell and underlines the header', () => {
    expect(
      table([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toEqual(['a    bb', '---  --', 'ccc  d']);
  });
});

describe('printFlows', () => {
  const summary = (median: number) => ({ runs: 3, median, max: median + 10 });
  const figures = {
    createConfirmToThirdConfirmedMs: summary(400),
    confirmToSignRequestMs: summary(40),
    signFeatures: ['signTransaction' as const],
    depositMintToDoneMs: summary(60),
    depositConfirmToDoneMs: summary(700),
    keeperDelayMs: 500,
    loadAverage: 1,
    noisy: false,
  };
  const printed = (withPicker: boolean) => {
    const lines: string[] = [];
    printFlows(
      {
        appSends: {
          status: 'ok',
          value: withPicker ? { ...figures, pickerTypingToResultsMs: summary(120) } : figures,
        },
        walletSends: { status: 'n/a', reason: 'not offered' },
      },
      2,
      (line) => lines.push(line),
    );
    return lines.find((line) => line.includes('token picker: keystroke → results')) ?? '';
  };

  it('prints the token picker’s keystroke → results time beside the other flows', () => {
    expect(printed(true)).toMatch(/120 ms \/ 130 ms \(3\)\s+not available$/);
  });

  it('says "not measured" for results written before the picker was timed', () => {
    expect(printed(false)).toMatch(/not measured\s+not available$/);
  });
});
