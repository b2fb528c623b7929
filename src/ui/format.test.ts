import { describe, expect, it } from 'vitest';
import { formatPercent, formatPercentFromBps, shortenAddress } from './format';

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
