import { describe, expect, it } from 'vitest';
import { formatBaseUnits, formatTokenAmount, MAX_BASE_UNITS, toBaseUnits } from './amounts';

describe('toBaseUnits', () => {
  it.each([
    ['0.1', 6, 100_000n],
    [0.1, 6, 100_000n],
    [0.3, 6, 300_000n], // 0.1 + 0.2 style floats stay exact
    [1.005, 3, 1005n],
    ['1', 6, 1_000_000n],
    [1, 0, 1n],
    ['123.456789', 6, 123_456_789n],
    ['.5', 9, 500_000_000n],
    ['5.', 2, 500n],
    ['007.50', 2, 750n],
    ['  2.5 ', 1, 25n],
    ['+3', 0, 3n],
    ['0', 6, 0n],
    ['0.000001', 6, 1n],
    ['1.500000000', 6, 1_500_000n], // trailing zeros beyond the decimals are harmless
    ['1e-6', 6, 1n],
    [1e-7, 9, 100n], // String(1e-7) is "1e-7"
    ['2.5E3', 0, 2500n],
    ['1e+3', 0, 1000n],
    [1e19, 0, 10n ** 19n],
    ['18446744073709551615', 0, MAX_BASE_UNITS],
    ['18446744073.709551615', 9, MAX_BASE_UNITS],
  ])('%j with %d decimals → %s', (display, decimals, expected) => {
    expect(toBaseUnits(display, decimals)).toBe(expected);
  });

  it.each([
    ['0.1234567', 6, /Too many decimal places: this token has 6 decimals/],
    [0.0000001, 6, /Too many decimal places/],
    ['1.5', 0, /Too many decimal places: this token has 0 decimals/],
    ['0.01', 1, /this token has 1 decimal$/],
    ['-1', 6, /can't be negative/],
    [-0.5, 6, /can't be negative/],
    [Number.NaN, 6, /not a number/],
    [Number.POSITIVE_INFINITY, 6, /finite/],
    ['', 6, /not a decimal number/],
    ['.', 6, /not a decimal number/],
    ['abc', 6, /not a decimal number/],
    ['1,5', 6, /not a decimal number/],
    ['1 000', 6, /not a decimal number/],
    ['0x10', 6, /not a decimal number/],
    ['1e', 6, /not a decimal number/],
    ['18446744073709551616', 0, /too large/],
    ['1e100000', 0, /too large/],
    [1e21, 0, /too large/], // String(1e21) is "1e+21"
  ])('refuses %j with %d decimals', (display, decimals, message) => {
    expect(() => toBaseUnits(display, decimals)).toThrow(message);
  });

  it.each([-1, 1.5, 256, Number.NaN])('refuses %d decimals', (decimals) => {
    expect(() => toBaseUnits('1', decimals)).toThrow(/decimals must be a whole number/);
  });
});

describe('formatBaseUnits', () => {
  it.each([
    [100_000n, 6, '0.1'],
    [1_500_000n, 6, '1.5'],
    [1_000_000n, 6, '1'],
    [1n, 9, '0.000000001'],
    [0n, 6, '0'],
    [123n, 0, '123'],
    [MAX_BASE_UNITS, 9, '18446744073.709551615'],
    [-2_500n, 3, '-2.5'],
    [10n ** 30n, 6, '1000000000000000000000000'],
  ])('%s with %d decimals → %s', (amount, decimals, expected) => {
    expect(formatBaseUnits(amount, decimals)).toBe(expected);
  });

  it('round-trips with toBaseUnits', () => {
    for (const text of ['0.1', '1.5', '123.456789', '0.000001', '42']) {
      expect(formatBaseUnits(toBaseUnits(text, 6), 6)).toBe(text);
    }
  });
});

describe('formatTokenAmount', () => {
  it.each([
    // base units, decimals → shown: grouped, decimals by size, rounded half away from zero
    [250_223_650_000_000n, 6, '250,223,650'],
    [14_910_123_456n, 6, '14,910.12'],
    [1_234_567_891n, 6, '1,234.57'],
    [2_650_666_666n, 9, '2.6507'],
    [12_500_000n, 6, '12.5'],
    [828_333_333n, 9, '0.8283'],
    [12_340n, 9, '0.00001234'],
    [1n, 9, '0.000000001'],
    [0n, 6, '0'],
    [-1_500_000n, 6, '-1.5'],
    [-1n, 9, '-0.000000001'],
    [999_999_999n, 6, '1,000'],
    [19_998_000n, 9, '0.02'],
    [-2_650_666_666n, 9, '-2.6507'],
    [14_910_123_456n, 6, '14,910.12'],
    [994_999_999n, 6, '995'],
    [1000n, 0, '1,000'],
  ])('%s with %d decimals → %s', (amount, decimals, shown) => {
    expect(formatTokenAmount(amount, decimals)).toBe(shown);
  });

  it.each([
    ['14910', '14,910'],
    ['250223650.123456', '250,223,650.12'],
    ['0.000', '0'],
    ['-0.00000001', '-0.00000001'],
    [0.1 + 0.2, '0.3'],
    [1e-7, '0.0000001'],
    [1.5e-7, '0.00000015'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [12.5, '12.5'],
  ])('display units %j → %s', (amount, shown) => {
    expect(formatTokenAmount(amount)).toBe(shown);
  });

  it('keeps every decimal when asked for the exact amount, still grouped', () => {
    expect(formatTokenAmount(1_234_567_891n, 6, 'exact')).toBe('1,234.567891');
    expect(formatTokenAmount('-2.650666666', 'exact')).toBe('-2.650666666');
    expect(formatTokenAmount('1000.500', 'exact')).toBe('1,000.5');
  });

  it('gives back what is not a decimal amount unchanged', () => {
    expect(formatTokenAmount('…')).toBe('…');
    expect(formatTokenAmount('')).toBe('');
    expect(formatTokenAmount(Number.NaN)).toBe('NaN');
  });
});
