// Which past prices to ask for: a window is a grid of `span` times, `period` seconds apart, from
// `start` (unix seconds). The grid ends on a multiple of its period, so every page that asks for the
// same range within one period asks for the same window and shares its cache.

/** DefiLlama answers at most 500 points a request (HTTP 400 beyond): a window spans no more. */
export const MAX_POINTS_PER_REQUEST = 500;

export interface HistoryWindow {
  start: number;
  span: number;
  period: number;
}

export const HOUR = 3600;
export const DAY = 24 * HOUR;

/** The steps a window may take, finest first. */
const PERIODS = [HOUR, 4 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY];

/**
 * The finest grid (at least `minPeriod` apart) covering the last `seconds` before `now` in one
 * request: 24 h and 7 days hourly, 30 days every 4 h, 90 days every 6 h, a year daily.
 */
export function windowCovering(seconds: number, now: number, minPeriod = HOUR): HistoryWindow {
  const fits = (period: number) => Math.ceil(seconds / period) + 1 <= MAX_POINTS_PER_REQUEST;
  const period =
    PERIODS.find((p) => p >= minPeriod && fits(p)) ?? PERIODS[PERIODS.length - 1] ?? DAY;
  const end = Math.floor(now / period) * period;
  const span = Math.min(MAX_POINTS_PER_REQUEST, Math.ceil(seconds / period) + 1);
  return { start: end - (span - 1) * period, span, period };
}

/** The window's grid times, oldest first. */
export function windowTimes(window: HistoryWindow): number[] {
  return Array.from({ length: window.span }, (_, i) => window.start + i * window.period);
}

export function windowKey(window: HistoryWindow): string {
  return `${window.start}/${window.span}/${window.period}`;
}

/** An hourly window's length: the most points one request answers. */
const HOURLY_BLOCK = MAX_POINTS_PER_REQUEST * HOUR;

/**
 * Hourly windows that cover each of `times` (≤ `now`): fixed blocks of 500 hours from the epoch,
 * so every page that asks about a time in one block asks for the same window and shares its cache
 * — but the block `now` is in, which ends on the last whole hour (a new key each hour: its points
 * grow).
 */
export function hourlyWindowsAround(times: readonly number[], now: number): HistoryWindow[] {
  const blocks = [...new Set(times.map((t) => Math.floor(t / HOURLY_BLOCK)))].sort((a, b) => a - b);
  const lastHour = Math.floor(now / HOUR) * HOUR;
  return blocks.map((block) => {
    const start = block * HOURLY_BLOCK;
    const span = Math.min(MAX_POINTS_PER_REQUEST, Math.max(1, (lastHour - start) / HOUR + 1));
    return { start, span, period: HOUR };
  });
}
