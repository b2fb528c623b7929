// A basket's factsheet figures (docs/reports.md, "The factsheet"), from the value line the chart
// draws over All (valueSeries.ts: the basket's holdings after each of its transactions × past
// prices ÷ its supply). Calendar months and years in UTC. A month's value is the line's last point
// at or before its end; its return is that over the month before's (the first month's over the
// line's first point: a part of a month, said so). A figure the line cannot give is null, and the
// view says why. Pure.
import type { ValuePoint } from './valueSeries';

const DAY = 86_400;

export interface MonthReturn {
  readonly year: number;
  /** 0 = January. */
  readonly month: number;
  /** end ÷ start − 1. */
  readonly change: number;
  /** The line began within the month: its return is from the first point, not the month's start. */
  readonly partial: boolean;
}

export interface YearRow {
  readonly year: number;
  /** Twelve months, null where the line has no return for it. */
  readonly months: readonly (MonthReturn | null)[];
  /** The year so far (or whole): its last point ÷ the year before's last − 1. */
  readonly ytd: number | null;
  readonly ytdPartial: boolean;
}

export interface Drawdown {
  /** The largest fall from a high, as a negative share (−0.18 = 18 % below the high). */
  readonly depth: number;
  readonly peak: number;
  readonly trough: number;
  /** When the line was back at the high; null when it has not been yet. */
  readonly recovered: number | null;
}

export interface Factsheet {
  readonly years: readonly YearRow[];
  readonly best: MonthReturn | null;
  readonly worst: MonthReturn | null;
  readonly drawdown: Drawdown | null;
  /** Annualized: the standard deviation of daily returns × √365; null with fewer than two. */
  readonly volatility: number | null;
  /** The line's first and last point (what the figures cover). */
  readonly from: number | null;
  readonly to: number | null;
}

/** The last point at or before `time` (points oldest first). */
function valueAt(points: readonly ValuePoint[], time: number): ValuePoint | undefined {
  let found: ValuePoint | undefined;
  for (const p of points) {
    if (p.time > time) break;
    found = p;
  }
  return found;
}

const monthStart = (year: number, month: number) => Date.UTC(year, month, 1) / 1000;

export function monthlyReturns(points: readonly ValuePoint[]): MonthReturn[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return [];
  const out: MonthReturn[] = [];
  const start = new Date(first.time * 1000);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  let before: ValuePoint = first;
  let partial = first.time > monthStart(year, month);
  while (monthStart(year, month) <= last.time) {
    const next = month === 11 ? { year: year + 1, month: 0 } : { year, month: month + 1 };
    const end = valueAt(points, monthStart(next.year, next.month) - 1);
    if (end && before.value > 0 && end.time > before.time) {
      out.push({ year, month, change: end.value / before.value - 1, partial });
    }
    if (end) before = end;
    partial = false;
    ({ year, month } = next);
  }
  return out;
}

function ytd(points: readonly ValuePoint[], year: number) {
  const first = points[0];
  const end = valueAt(points, monthStart(year + 1, 0) - 1);
  if (!first || !end) return { ytd: null, ytdPartial: false };
  const prior = valueAt(points, monthStart(year, 0) - 1);
  const start = prior ?? first;
  if (start.value <= 0 || end.time <= start.time) return { ytd: null, ytdPartial: false };
  return { ytd: end.value / start.value - 1, ytdPartial: prior === undefined };
}

export function maxDrawdown(points: readonly ValuePoint[]): Drawdown | null {
  let peak = points[0];
  let worst: Drawdown | null = null;
  for (const p of points) {
    if (!peak || p.value > peak.value) peak = p;
    const depth = p.value / peak.value - 1;
    if (depth < (worst?.depth ?? 0))
      worst = { depth, peak: peak.time, trough: p.time, recovered: null };
  }
  if (!worst) return null;
  const high = valueAt(points, worst.peak)?.value ?? Infinity;
  const back = points.find((p) => p.time > worst.trough && p.value >= high);
  return { ...worst, recovered: back?.time ?? null };
}

/** √365 × the sample standard deviation of the returns between consecutive days' last points. */
export function annualVolatility(points: readonly ValuePoint[]): number | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const closes: number[] = [];
  for (let day = Math.floor(first.time / DAY); day <= Math.floor(last.time / DAY); day++) {
    const close = valueAt(points, (day + 1) * DAY - 1);
    if (close) closes.push(close.value);
  }
  const returns = closes.slice(1).map((v, i) => v / (closes[i] ?? v) - 1);
  if (returns.length < 2) return null;
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(365);
}

export function factsheet(points: readonly ValuePoint[]): Factsheet {
  const months = monthlyReturns(points);
  const years = [...new Set(months.map((m) => m.year))].sort((a, b) => b - a);
  const rank = [...months].sort((a, b) => a.change - b.change);
  return {
    years: years.map((year) => ({
      year,
      months: Array.from(
        { length: 12 },
        (_, month) => months.find((m) => m.year === year && m.month === month) ?? null,
      ),
      ...ytd(points, year),
    })),
    best: rank[rank.length - 1] ?? null,
    worst: rank[0] ?? null,
    drawdown: maxDrawdown(points),
    volatility: annualVolatility(points),
    from: points[0]?.time ?? null,
    to: points[points.length - 1]?.time ?? null,
  };
}

/** "2026-07" (UTC). */
export const monthKey = (m: Pick<MonthReturn, 'year' | 'month'>) =>
  `${m.year}-${String(m.month + 1).padStart(2, '0')}`;
/** "2026-07-14" (UTC). */
export const dayKey = (time: number) => new Date(time * 1000).toISOString().slice(0, 10);

/**
 * Whole days from `created` (the chain's clock) to `now` (this computer's), in Unix seconds. A
 * computer whose clock is behind the chain's would make a new basket's age negative: it reads 0.
 */
export function ageInDays(now: number, created: number): number {
  return Math.max(0, Math.floor((now - created) / 86_400));
}
