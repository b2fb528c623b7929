import { describe, expect, it } from 'vitest';
import { compareToPeer, compareToReference, ratio } from './compare';
import { figure, run } from './test-figures';

describe('compareToReference', () => {
  const figures = [
    figure('reference', '/', 'mobile', [run({ lcpMs: 2000, tbtMs: 100, cls: 0 })]),
    figure('reference', '/', 'desktop', [run({ lcpMs: 500, tbtMs: 0 })]),
    figure('app', '/', 'mobile', [run({ lcpMs: 1500, tbtMs: 300, cls: 0.1 })]),
    figure('app', '/', 'desktop', [run({ lcpMs: 600, tbtMs: 20 })]),
  ];

  it('divides each app figure by the reference of the same preset', () => {
    expect(compareToReference(figures)).toMatchObject([
      { label: '/', preset: 'mobile', ratios: { lcpMs: 0.75, tbtMs: 3 } },
      { label: '/', preset: 'desktop', ratios: { lcpMs: 1.2 } },
    ]);
  });

  it('gives no ratio where the reference measured 0', () => {
    expect(compareToReference(figures)).toMatchObject([
      { preset: 'mobile', ratios: { cls: null } },
      { preset: 'desktop', ratios: { tbtMs: null } },
    ]);
  });

  it('compares nothing without a reference', () => {
    expect(compareToReference(figures.filter((f) => f.site === 'app'))).toEqual([]);
  });

  it('ratio is app / reference', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(0, 0)).toBeNull();
  });
});

describe('compareToPeer', () => {
  const figures = [
    figure('reference', '/', 'mobile', [run({ lcpMs: 2000 })]),
    figure('app', '/', 'mobile', [run({ lcpMs: 1500, jsTransferred: 100_000 })]),
    figure('app', '/create', 'mobile', [run({ lcpMs: 900 })]),
    figure('peer', '/', 'mobile', [run({ lcpMs: 3000, jsTransferred: 400_000 })]),
    figure('peer', '/', 'desktop', [run({ lcpMs: 1000 })]),
  ];

  it("divides each app figure by the peer's of the same page and preset", () => {
    expect(compareToPeer(figures)).toMatchObject([
      { label: '/', preset: 'mobile', ratios: { lcpMs: 0.5, jsTransferred: 0.25 } },
    ]);
  });
});
