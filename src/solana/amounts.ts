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
