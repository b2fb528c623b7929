/** Display helpers shared by the UI components. Pure functions, no React. */

/** "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" → "EPjF…Dt1v". Short strings come back unchanged. */
export function shortenAddress(address: string, chars = 4): string {
  const trimmed = address.trim();
  if (trimmed.length <= chars * 2 + 1) return trimmed;
  return `${trimmed.slice(0, chars)}…${trimmed.slice(-chars)}`;
}

/**
 * A number as a percentage with at most `maxDecimals` decimals and no trailing zeros:
 * 0.5 → "0.5%", 100 → "100%", 33.3333 → "33.33%". Non-finite input gives "".
 */
export function formatPercent(percent: number, maxDecimals = 2): string {
  if (!Number.isFinite(percent)) return '';
  const fixed = percent.toFixed(maxDecimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return `${trimmed === '-0' ? '0' : trimmed}%`;
}

/** Basis points as a percentage: 50 → "0.5%", 10000 → "100%", 1 → "0.01%". */
export function formatPercentFromBps(bps: number): string {
  // bps / 100 has at most two decimals for integer bps; keep them all.
  return formatPercent(bps / 100, 2);
}

/** "1234567" → "1,234,567": a run of digits grouped by thousands, as en-US writes them. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The shortest decimal text that reads back as `magnitude` (≥ 0), as whole and fraction digits. */
function decimalDigits(magnitude: number): [string, string] {
  // String() gives that text, in exponent form below 1e-6: "1.5e-7" → ["0", "00000015"].
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Decimal digits rounded half away from zero at `decimals` places (Intl's default rounding). */
function roundDigits([whole, fraction]: [string, string], decimals: number): [string, string] {
  if (fraction.length <= decimals) return [whole, fraction];
  const kept = whole + fraction.slice(0, decimals);
  const rounded =
    fraction[decimals]! >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeLength = rounded.length - decimals;
  return [rounded.slice(0, wholeLength), rounded.slice(wholeLength)];
}

/**
 * A number as en-US writes it, with at most `maxDecimals` decimals and no trailing zeros beyond
 * `minDecimals`: 1234567.891 → "1,234,567.89" (2 decimals), 1000 → "1,000", 12.5 → "12.50" (2 and
 * at least 2) — the text of
 * `toLocaleString('en-US', { maximumFractionDigits })`, written without Intl: a page's first
 * Intl number format loads its locale data, tens of milliseconds of main thread on a phone in the
 * task that renders it. Like Intl, it rounds the number's shortest decimal text (1.005 → "1.01").
 */
export function formatNumber(value: number, maxDecimals = 0, minDecimals = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundDigits(decimalDigits(Math.abs(value)), maxDecimals);
  const shown = fraction.replace(/0+$/, '').padEnd(Math.min(minDecimals, maxDecimals), '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(whole.replace(/^0+(?=\d)/, ''))}${shown ? `.${shown}` : ''}`;
}

/**
 * US dollars for display, cents always written: two decimals from $1 up ("$1,234.50"), about three
 * significant digits below and never fewer than two decimals ("$0.70", "$0.142", "$0.00002");
 * "$0" for nothing; "" for a value that is not a finite non-negative number.
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  if (value === 0) return '$0';
  const digits = value >= 1 ? 2 : Math.min(10, Math.max(2, 2 - Math.floor(Math.log10(value))));
  return `$${formatNumber(value, digits, 2)}`;
}

/**
 * US dollars to four decimals from $1 up and eight below, cents always written: a value that moves
 * by less than a cent, as a basket token's on a chart ("$1.1656", "$1.20", "$0.00012345"); "" for a
 * value that is not a finite non-negative number.
 */
export function formatUsdFine(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  return `$${formatNumber(value, value >= 1 ? 4 : 8, 2)}`;
}

/** `format` for a figure that may fall below zero, as put in less taken out: "−$200.00". */
export function formatUsdAnySign(
  value: number,
  format: (usd: number) => string = formatUsd,
): string {
  return value < 0 ? `−${format(-value)}` : format(value);
}

/** A change as a signed percentage: 0.1234 → "+12.34%", -0.081 → "−8.1%", 0 → "0%". */
export function formatChange(fraction: number, maxDecimals = 2): string {
  if (!Number.isFinite(fraction)) return '';
  const text = formatPercent(Math.abs(fraction) * 100, maxDecimals);
  if (text === '0%') return text;
  return `${fraction > 0 ? '+' : '−'}${text}`;
}

/** `formatChange`, or `unknown` (as the place words it) when there is no figure to show. */
export function formatChangeOr(fraction: number | null, unknown: string): string {
  return fraction === null ? unknown : formatChange(fraction);
}

// en-GB's short month names (CLDR): what Intl's en-GB { month: 'short' } writes.
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A unix time (seconds) as a short local date ("7 Nov 2026"), or with the time of day instead of
 * the year when `withTime` ("7 Nov, 04:05"), or with both when `withTime` is 'and year'
 * ("7 Nov 2026, 04:05"): en-GB's text, written without Intl (as formatNumber, for the same reason).
 */
export function formatDate(seconds: number, withTime: boolean | 'and year' = false): string {
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  const year = withTime === true ? '' : ` ${date.getFullYear()}`;
  const time = withTime ? `, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
  return `${day}${year}${time}`;
}
