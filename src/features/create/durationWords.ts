// Seconds in words for the rebalance interval: 3600 → "1 hour", 5400 → "1 hour 30 minutes".
import { formatNumber } from '../../ui/format';

const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days' },
  { seconds: 3_600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'minute', many: 'minutes' },
  { seconds: 1, one: 'second', many: 'seconds' },
] as const;

/** The two largest non-zero units, e.g. "2 days 3 hours"; "0 seconds" for 0. */
export function describeSeconds(total: number): string {
  if (!Number.isFinite(total) || total < 0) return '';
  if (total === 0) return '0 seconds';
  const parts: string[] = [];
  let rest = Math.floor(total);
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0) parts.push(`${formatNumber(count)} ${count === 1 ? unit.one : unit.many}`);
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}
