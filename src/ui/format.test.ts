import { describe, expect, it } from 'vitest';
import { formatPercent, formatPercentFromBps, formatUsd, shortenAddress } from './format';

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
    expect(formatUsd(0.9999)).toBe('$1'); // three significant digits
    expect(formatUsd(0.1424)).toBe('$0.142');
    expect(formatUsd(0.00002)).toBe('$0.00002');
    expect(formatUsd(0.000012345)).toBe('$0.0000123');
    expect(formatUsd(0)).toBe('$0');
  });

  it('is empty for what is not a price', () => {
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatUsd(-1)).toBe('');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('');
  });
});
