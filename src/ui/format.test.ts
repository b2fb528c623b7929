import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatChangeOr,
  formatDate,
  formatNumber,
  formatPercent,
  formatPercentFromBps,
  formatUsd,
  formatUsdAnySign,
  formatUsdFine,
  shortenAddress,
} from './format';

describe('shortenAddress', () => {
  it('keeps the first and last characters of a long address', () => {
    expect(shortenAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('EPjF…Dt1v');
    expect(shortenAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 6)).toBe('EPjFWd…yTDt1v');
  });

  it('returns short strings unchanged', () => {
    expect(shortenAddress('abcdefghi')).toBe('abcdefghi');
    expect(shortenAddress('  abc ')).toBe('abc');
  });
});

describe('formatPercentFromBps', () => {
  it.each([
    [0, '0%'],
    [1, '0.01%'],
    [10, '0.1%'],
    [50, '0.5%'],
    [300, '3%'],
    [1234, '12.34%'],
    [10000, '100%'],
  ])('%i bps → %s', (bps, expected) => {
    expect(formatPercentFromBps(bps)).toBe(expected);
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatPercentFromBps(Number.NaN)).toBe('');
  });
});

describe('formatPercent', () => {
  it('rounds to two decimals and trims zeros', () => {
    expect(formatPercent(100 / 3)).toBe('33.33%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(-0.001)).toBe('0%');
  });
});

describe('formatUsd', () => {
  it('shows cents from a dollar up and about three significant digits below', () => {
    expect(formatUsd(147.48)).toBe('$147.48');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(1000)).toBe('$1,000.00');
    expect(formatUsd(3834.2)).toBe('$3,834.20'); // cents written, as money is
    expect(formatUsd(0.9999)).toBe('$1.00'); // three significant digits
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd(0.1424)).toBe('$0.142');
    expect(formatUsd(0.00002)).toBe('$0.00002');
    expect(formatUsd(0.000012345)).toBe('$0.0000123');
    expect(formatUsd(0)).toBe('$0');
  });

  it('writes a value finer than a cent to four decimals from a dollar up, eight below, cents kept', () => {
    expect(formatUsdFine(1.16564)).toBe('$1.1656');
    expect(formatUsdFine(1.2)).toBe('$1.20');
    expect(formatUsdFine(1)).toBe('$1.00');
    expect(formatUsdFine(0.000123454)).toBe('$0.00012345');
    expect(formatUsdFine(Number.NaN)).toBe('');
  });

  it('formatUsdAnySign writes a figure below zero with its sign before the dollar', () => {
    expect(formatUsdAnySign(-200)).toBe('−$200.00');
    expect(formatUsdAnySign(0)).toBe('$0');
    expect(formatUsdAnySign(12.5)).toBe('$12.50');
    expect(formatUsdAnySign(-1.16564, formatUsdFine)).toBe('−$1.1656');
  });

  it('is empty for what is not a price', () => {
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatUsd(-1)).toBe('');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  it('writes what en-US Intl writes, without Intl', () => {
    // A fixed spread of magnitudes, signs and roundings (halves included), each at 0–10 decimals.
    const values = [
      0, -0, 1, -1, 0.5, 1.5, 2.5, 1.005, 999.995, 1000, 123456.789, -98765.4321, 1.5e-7, 1e21,
      1.5e25,
    ];
    let seed = 7;
    for (let i = 0; i < 300; i++) {
      seed = (seed * 16807) % 2147483647;
      const magnitude = 10 ** ((seed % 26) - 10);
      values.push(((seed / 2147483647) * 2 - 1) * magnitude * 9.7);
    }
    for (const value of values) {
      for (let decimals = 0; decimals <= 10; decimals++) {
        expect(formatNumber(value, decimals)).toBe(
          value.toLocaleString('en-US', { maximumFractionDigits: decimals }),
        );
      }
    }
  });

  it('groups thousands and keeps only the decimals asked for', () => {
    expect(formatNumber(1_000)).toBe('1,000');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(0.1, 4)).toBe('0.1');
    expect(formatNumber(12.5, 2, 2)).toBe('12.50'); // at least the decimals asked for
    expect(formatNumber(-3, 2, 2)).toBe('-3.00');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(-Infinity)).toBe('-∞');
  });
});

describe('formatDate', () => {
  it('writes what en-GB Intl writes, without Intl', () => {
    const date = { day: 'numeric', month: 'short' } as const;
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    // Every month, hours on both sides of noon and midnight, in this machine's time zone.
    for (let i = 0; i < 120; i++) {
      const seconds =
        Date.UTC(2024, i % 12, 1 + ((i * 7) % 28), (i * 5) % 24, (i * 13) % 60) / 1000;
      const at = new Date(seconds * 1000);
      expect(formatDate(seconds)).toBe(at.toLocaleString('en-GB', { ...date, year: 'numeric' }));
      expect(formatDate(seconds, true)).toBe(at.toLocaleString('en-GB', { ...date, ...time }));
      expect(formatDate(seconds, 'and year')).toBe(
        at.toLocaleString('en-GB', { ...date, year: 'numeric', ...time }),
      );
    }
  });
});

describe('formatChangeOr', () => {
  it('writes a change as formatChange does, and the place’s own word when there is none', () => {
    expect(formatChangeOr(0.125, 'unknown')).toBe(formatChange(0.125));
    expect(formatChangeOr(0, 'unknown')).toBe('0%');
    expect(formatChangeOr(null, 'change unknown')).toBe('change unknown');
  });
});
