// The one place display amounts ("0.1" USDC) and on-chain base units (100000n) are converted.
// Pure decimal-string arithmetic on bigint: no floating-point error.

/** Largest amount an SPL token account holds (u64). */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

const DECIMAL = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Token decimals must be a whole number from 0 to 255, not ${decimals}`);
  }
}

/**
 * Converts a display amount to base units: toBaseUnits('0.1', 6) === 100000n.
 * Accepts plain and exponent notation ("1.5", ".5", "1e-6", 0.1). Refuses negatives, NaN,
 * infinities, more decimal places than the token has, and amounts beyond u64.
 */
export function toBaseUnits(display: string | number, decimals: number): bigint {
  checkDecimals(decimals);
  let text: string;
  if (typeof display === 'number') {
    if (Number.isNaN(display)) throw new RangeError('The amount is not a number');
    if (!Number.isFinite(display)) throw new RangeError('The amount must be a finite number');
    // String(n) is the shortest text that reads back as n: what the user typed.
    text = String(display);
  } else if (typeof display === 'string') {
    text = display.trim();
  } else {
    throw new TypeError('The amount must be a number or decimal text');
  }
  if (text.startsWith('-')) throw new RangeError("The amount can't be negative");
  if (text.startsWith('+')) text = text.slice(1);
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || whole + fraction === '') {
    throw new RangeError(`“${display}” is not a decimal number`);
  }
  const exponent = Number(match[3] ?? '0');
  // digits × 10^(exponent − fraction length) × 10^decimals
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  const shift = exponent - fraction.length + decimals;
  let result: bigint;
  if (shift >= 0) {
    if (shift > 400) throw new RangeError('The amount is too large');
    result = BigInt(digits) * 10n ** BigInt(shift);
  } else {
    const cut = -shift;
    const kept = digits.length > cut ? digits.slice(0, digits.length - cut) : '0';
    const dropped = digits.slice(-cut);
    if (/[1-9]/.test(dropped)) {
      throw new RangeError(
        `Too many decimal places: this token has ${decimals} decimal${decimals === 1 ? '' : 's'}`,
      );
    }
    result = BigInt(kept);
  }
  if (result > MAX_BASE_UNITS) throw new RangeError('The amount is too large for a token account');
  return result;
}

/**
 * Formats base units for display, trimming trailing zeros: formatBaseUnits(1500000n, 6) === '1.5'.
 * No thousands separators (the UI may add them).
 */
export function formatBaseUnits(amount: bigint, decimals: number): string {
  checkDecimals(decimals);
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** How an amount is shown: 'size' picks the decimals by its size; 'exact' keeps every one. */
export type AmountPrecision = 'size' | 'exact';

/** [sign, whole digits, fraction digits] of plain decimal text ("-1234.5" → ['-', '1234', '5']). */
function decimalParts(text: string): [string, string, string] | null {
  const match = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] ?? '') + (match[3] ?? '') === '') return null;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  return [match[1] === '-' ? '-' : '', whole, match[3] ?? ''];
}

/** A number's shortest decimal text without exponent notation: 1e-7 → "0.0000001", 1e21 → "1…0". */
function numberText(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText); // where the point goes in `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** How many decimals an amount of this size keeps: fewer as it grows, 4 significant below 1. */
function decimalsBySize(whole: string, fraction: string): number {
  if (whole.length >= 4) return 2; // 1,000 and up: "250,223,650", "1,234.57"
  if (whole !== '0') return 4; // 1 to 999: "14.9101", "2.6507"
  const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  return leadingZeros + 4; // below 1: "0.8283", "0.00001234"
}

/** whole.fraction rounded half away from zero to `places` decimals, as [whole, fraction]. */
function roundDecimals(whole: string, fraction: string, places: number): [string, string] {
  const kept = fraction.slice(0, places).padEnd(places, '0');
  if ((fraction[places] ?? '0') < '5') return [whole, kept];
  const bumped = (BigInt(whole + kept) + 1n).toString().padStart(places + 1, '0');
  return [bumped.slice(0, bumped.length - places), bumped.slice(bumped.length - places)];
}

/**
 * A token amount as the app shows it, everywhere: thousands grouped ("250,223,650"), trailing
 * zeros dropped, and by default decimals by size, rounded half away from zero: 2 from 1,000 up, 4
 * from 1, 4 significant digits below 1. `'exact'` keeps every decimal: what a transaction review
 * and a balance refusal show, and what Max fills in.
 * Takes base units with the token's decimals, or display units (decimal text or a number); text
 * that is not a decimal number comes back unchanged.
 */
export function formatTokenAmount(
  baseUnits: bigint,
  decimals: number,
  precision?: AmountPrecision,
): string;
export function formatTokenAmount(
  displayUnits: string | number,
  precision?: AmountPrecision,
): string;
export function formatTokenAmount(
  amount: bigint | string | number,
  decimalsOrPrecision?: number | AmountPrecision,
  precisionArg?: AmountPrecision,
): string {
  let text: string;
  let precision: AmountPrecision | undefined;
  if (typeof amount === 'bigint') {
    text = formatBaseUnits(
      amount,
      typeof decimalsOrPrecision === 'number' ? decimalsOrPrecision : 0,
    );
    precision = precisionArg;
  } else {
    if (typeof amount === 'number' && !Number.isFinite(amount)) return String(amount);
    text = typeof amount === 'number' ? numberText(amount) : amount;
    precision = typeof decimalsOrPrecision === 'string' ? decimalsOrPrecision : undefined;
  }
  const parts = decimalParts(text);
  if (!parts) return text;
  const [sign, allWhole, allDecimals] = parts;
  const [whole, kept] =
    precision === 'exact'
      ? [allWhole, allDecimals]
      : roundDecimals(allWhole, allDecimals, decimalsBySize(allWhole, allDecimals));
  const fraction = kept.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const zero = whole === '0' && fraction === '';
  return `${zero ? '' : sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
