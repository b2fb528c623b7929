import { describe, expect, it } from 'vitest';
import { compareToReference } from './compare';
import type { LighthouseResults } from './lighthouse-bench';
import { printFlows, sideBySide } from './report';
import { table } from './table';
import { figure, run } from './test-figures';

describe('sideBySide', () => {
  const figures = [
    figure('reference', '/', 'mobile', [
      run({ lcpMs: 2000, tbtMs: 40, cls: 0 }),
      run({ lcpMs: 2000, tbtMs: 40, noisy: true, loadAverage: 3.4 }),
    ]),
    figure('app', '/', 'mobile', [run({ lcpMs: 1500, tbtMs: 80, cls: 0.05 })]),
    figure('app', '/create', 'mobile', [run({ lcpMs: 3000, tbtMs: 20 })]),
    figure('app', '/', 'desktop', [run()]),
  ];
  const results: LighthouseResults = {
    figures,
    comparisons: compareToReference(figures),
    basketPage: { status: 'not yet', reason: 'no route' },
  };
  const lines = sideBySide(results, 'mobile');
  const rowOf = (name: string) => lines.find((line) => line.startsWith(name)) ?? '';

  it('puts the reference first, then each app page of the preset', () => {
    expect(lines[0]).toMatch(/^figure\s+reference\s+\/ \(app \/ ref\)\s+\/create \(app \/ ref\)$/);
  });

  it('prints each figure for both with the ratio app / reference', () => {
    expect(rowOf('LCP')).toMatch(/^LCP\s+2\.00 s\s+1\.50 s ×0\.75\s+3\.00 s ×1\.50$/);
    expect(rowOf('TBT')).toMatch(/^TBT\s+40 ms\s+80 ms ×2\.00\s+20 ms ×0\.50$/);
    // No ratio to a reference of 0 (and none needed when both are 0).
    expect(rowOf('CLS')).toMatch(/^CLS\s+0\.000\s+0\.050 \(ref 0\)\s+0\.000$/);
  });

  it('counts the noisy runs and the highest load average', () => {
    expect(rowOf('runs')).toMatch(
      /^runs\s+2 \(1 noisy; load ≤ 3\.4\)\s+1 \(0 noisy; load ≤ 1\.0\)/,
    );
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
