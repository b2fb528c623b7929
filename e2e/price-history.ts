// The test's own reading of the sandbox's past prices (DefiLlama's chart shape) and its own replay
// of a draft, written apart from the app's code so the two can be compared.
import { windowCovering } from '../src/priceHistory/windows';

export interface Point {
  timestamp: number;
  price: number;
}

/** The nearest price within `within` seconds of `time`, or undefined. */
export function nearestPrice(points: readonly Point[], time: number, within: number): number | undefined {
  let best: Point | undefined;
  for (const p of points) if (!best || Math.abs(p.timestamp - time) < Math.abs(best.timestamp - time)) best = p;
  return best && Math.abs(best.timestamp - time) <= within ? best.price : undefined;
}

/** The window the app asks for `days` at `now` (its own rule, a multiple of the step). */
export const windowFor = (days: number, now = Date.now() / 1000) => windowCovering(days * 86_400, now);

export async function sandboxChart(
  apiUrl: string,
  mints: readonly string[],
  window: { start: number; span: number; period: number },
): Promise<Record<string, Point[]>> {
  const coins = mints.map((m) => `solana:${m}`).join(',');
  const period = window.period % 86_400 === 0 ? `${window.period / 86_400}d` : `${window.period / 3600}h`;
  const res = await fetch(`${apiUrl}/chart/${coins}?start=${window.start}&span=${window.span}&period=${period}`);
  const body = (await res.json()) as { coins: Record<string, { prices: Point[] }> };
  return Object.fromEntries(mints.map((m) => [m, body.coins[`solana:${m}`]?.prices ?? []]));
}

/**
 * Buys the weights at the first common time; at each later time, once `interval` seconds passed
 * since the last check, rebalances all to target when one weight is more than `thresholdBps` off.
 * Returns last value / first value − 1.
 */
export function ownReplay(
  prices: Record<string, Point[]>,
  weights: Record<string, number>,
  interval: number,
  thresholdBps: number,
): number {
  const mints = Object.keys(weights);
  const total = mints.reduce((s, m) => s + (weights[m] ?? 0), 0);
  const byTime = mints.map((m) => new Map((prices[m] ?? []).map((p) => [p.timestamp, p.price])));
  const times = [...(byTime[0]?.keys() ?? [])].filter((t) => byTime.every((map) => map.has(t)));
  let units: number[] = [];
  let last = 0;
  let first = 0;
  let value = 0;
  for (const t of times.sort((a, b) => a - b)) {
    const p = byTime.map((map) => map.get(t) ?? 0);
    if (units.length === 0) {
      units = mints.map((m, i) => (weights[m] ?? 0) / total / (p[i] ?? 1));
      first = 1;
      last = t;
      value = 1;
      continue;
    }
    value = units.reduce((s, u, i) => s + u * (p[i] ?? 0), 0);
    if (t - last >= interval) {
      last = t;
      const off = units.some((u, i) => Math.abs((u * (p[i] ?? 0)) / value - (weights[mints[i]!] ?? 0) / total) > thresholdBps / 10_000);
      if (off) units = mints.map((m, i) => (((weights[m] ?? 0) / total) * value) / (p[i] ?? 1));
    }
  }
  return value / first - 1;
}

/** "+12.34%" / "−8.1%" / "0%" as a fraction. */
export function readChange(text: string): number {
  const match = /([+−-]?)([\d.,]+)%/.exec(text);
  if (!match) throw new Error(`not a change: ${text}`);
  const magnitude = Number((match[2] ?? '').replace(/,/g, '')) / 100;
  return match[1] === '−' || match[1] === '-' ? -magnitude : magnitude;
}
