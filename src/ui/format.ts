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

/**
 * US dollars for display: two decimals from $1 up ("$1,234.5"), about three significant digits
 * below ("$0.00002", "$0.142"); "" for a value that is not a finite non-negative number.
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  if (value === 0) return '$0';
  const digits = value >= 1 ? 2 : Math.min(10, Math.max(2, 2 - Math.floor(Math.log10(value))));
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: digits })}`;
}

/** A change as a signed percentage: 0.1234 → "+12.34%", -0.081 → "−8.1%", 0 → "0%". */
export function formatChange(fraction: number, maxDecimals = 2): string {
  if (!Number.isFinite(fraction)) return '';
  const text = formatPercent(Math.abs(fraction) * 100, maxDecimals);
  if (text === '0%') return text;
  return `${fraction > 0 ? '+' : '−'}${text}`;
}

/** A unix time (seconds) as a short local date, with the time of day when `withTime`. */
export function formatDate(seconds: number, withTime = false): string {
  return new Date(seconds * 1000).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: withTime ? undefined : 'numeric',
    hour: withTime ? '2-digit' : undefined,
    minute: withTime ? '2-digit' : undefined,
  });
}
