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

describe('amounts at their edges, each figure exact', () => {
  it('takes every decimal count from 0 to 255, not 256', () => {
    expect(formatBaseUnits(1n, 255)).toBe(`0.${'0'.repeat(254)}1`);
    expect(formatBaseUnits(7n, 0)).toBe('7');
    expect(toBaseUnits('0', 255)).toBe(0n);
    expect(() => formatBaseUnits(1n, 256)).toThrow(
      new RangeError('Token decimals must be a whole number from 0 to 255, not 256'),
    );
    expect(() => formatBaseUnits(1n, -1)).toThrow('from 0 to 255, not -1');
  });

  it.each([
    ['123.4567890', 6, 123_456_789n], // a trailing zero past the decimals is dropped, not the 9
    ['1.5000000', 6, 1_500_000n],
    ['0.0', 0, 0n],
    ['000', 0, 0n],
    ['18446744073.709551615000', 9, MAX_BASE_UNITS],
    ['1.8446744073709551615e19', 0, MAX_BASE_UNITS],
    ['0.00000000000000000001e20', 0, 1n],
  ])('%j with %d decimals → %s', (display, decimals, expected) => {
    expect(toBaseUnits(display, decimals)).toBe(expected);
  });

  it('says which of the two limits an amount is past', () => {
    // 10^400 units: computed, then beyond a token account.
    expect(() => toBaseUnits('1e400', 0)).toThrow(
      new RangeError('The amount is too large for a token account'),
    );
    // 10^401: not computed at all.
    expect(() => toBaseUnits('1e401', 0)).toThrow(new RangeError('The amount is too large'));
    expect(() => toBaseUnits('1e395', 6)).toThrow(new RangeError('The amount is too large'));
    expect(() => toBaseUnits('18446744073709551616', 0)).toThrow(
      new RangeError('The amount is too large for a token account'),
    );
    expect(() => toBaseUnits('18446744073.709551616', 9)).toThrow(
      new RangeError('The amount is too large for a token account'),
    );
  });

  it('words each refusal exactly', () => {
    expect(() => toBaseUnits(true as unknown as string, 6)).toThrow(
      new TypeError('The amount must be a number or decimal text'),
    );
    expect(() => toBaseUnits(Number.NaN, 6)).toThrow(new RangeError('The amount is not a number'));
    expect(() => toBaseUnits(Number.NEGATIVE_INFINITY, 6)).toThrow(
      new RangeError('The amount must be a finite number'),
    );
    expect(() => toBaseUnits(' -1', 6)).toThrow(new RangeError("The amount can't be negative"));
    expect(() => toBaseUnits('1.2.3', 6)).toThrow(
      new RangeError('“1.2.3” is not a decimal number'),
    );
    expect(() => toBaseUnits('+', 6)).toThrow(new RangeError('“+” is not a decimal number'));
    expect(() => toBaseUnits('0.15', 1)).toThrow(
      new RangeError('Too many decimal places: this token has 1 decimal'),
    );
    expect(() => toBaseUnits('0.001', 2)).toThrow(
      new RangeError('Too many decimal places: this token has 2 decimals'),
    );
  });
});

describe('formatTokenAmount at its edges', () => {
  it.each([
    // rounding half away from zero, at the digit that decides it
    ['2.00005', '2.0001'],
    ['2.00004999', '2'],
    ['-2.00005', '-2.0001'],
    ['0.99995', '1'],
    ['0.99994', '0.9999'],
    ['0.000012345', '0.00001235'],
    ['0.000012344', '0.00001234'],
    ['999.99995', '1,000'],
    ['1234.565', '1,234.57'],
    ['1234.564', '1,234.56'],
    ['9999.995', '10,000'],
    ['1000.5', '1,000.5'],
    ['1000.12345', '1,000.12'],
    ['999.12345', '999.1235'],
    // signs, leading zeros, text around a number
    ['+5', '5'],
    [' 12 ', '12'],
    ['.5', '0.5'],
    ['007', '7'],
    ['-0.000', '0'],
    ['-0.00001', '-0.00001'],
    ['1234567', '1,234,567'],
    ['123456', '123,456'],
    ['-1234567.5', '-1,234,567.5'],
    // what is not a decimal number comes back as it is
    ['.', '.'],
    ['-', '-'],
    ['1e5', '1e5'],
    ['1,000', '1,000'],
    ['abc', 'abc'],
  ])('%j → %s', (amount, shown) => {
    expect(formatTokenAmount(amount)).toBe(shown);
  });

  it.each([
    [-1e-7, '-0.0000001'],
    [-1.5e21, '-1,500,000,000,000,000,000,000'],
    [1.2345e-10, '0.0000000001235'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
    [-0, '0'],
  ])('the number %d → %s', (amount, shown) => {
    expect(formatTokenAmount(amount)).toBe(shown);
  });

  it('reads a bigint with no decimals as whole units, and keeps every decimal only when asked', () => {
    // Untyped callers (JavaScript) that leave the decimals out get whole units.
    expect((formatTokenAmount as unknown as (amount: bigint) => string)(1_500n)).toBe('1,500');
    expect(formatTokenAmount(MAX_BASE_UNITS, 9, 'exact')).toBe('18,446,744,073.709551615');
    expect(formatTokenAmount(MAX_BASE_UNITS, 9)).toBe('18,446,744,073.71');
    expect(formatTokenAmount(MAX_BASE_UNITS, 0)).toBe('18,446,744,073,709,551,615');
    expect(formatTokenAmount(1n, 18, 'exact')).toBe('0.000000000000000001');
    expect(formatTokenAmount(1_234_567_891n, 6, 'size')).toBe('1,234.57');
    expect(formatTokenAmount('0.123456789', 'size')).toBe('0.1235');
    expect(formatTokenAmount(0.123456789, 'exact')).toBe('0.123456789');
    expect(formatTokenAmount(-0.000000015, 'exact')).toBe('-0.000000015');
  });
});
