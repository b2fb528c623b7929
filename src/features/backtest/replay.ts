// The backtest's replay: a draft composition bought at the first time every token has a price,
// held while prices move, and brought back to its target weights by the basket's rebalancing rule.
// Pure and synchronous: the worker runs it off the main thread (backtest.worker.ts).
//
// The rule (the spec's rebalanceInterval and rebalanceThreshold): a check runs once at least
// `rebalanceInterval` seconds have passed since the last one, at the next price time; it rebalances
// every token to its target weight when one token's weight is more than `rebalanceThreshold` basis
// points away from its target. No fees, no slippage, no deposits or withdrawals: a simulation.

export interface ReplayAsset {
  mint: string;
  /** Target weight, any positive scale (the replay divides by the sum). */
  weight: number;
  /** Its price at each of `times`; undefined where unknown (that time is skipped). */
  prices: readonly (number | undefined)[];
}

export interface ReplayInput {
  /** Price times, oldest first (unix seconds). */
  times: readonly number[];
  assets: readonly ReplayAsset[];
  /** Seconds between rebalancing checks. */
  rebalanceInterval: number;
  /** Basis points a weight may drift from its target before a check rebalances. */
  rebalanceThreshold: number;
  /** False when the basket's rebalancing is disabled: bought once, then held. */
  rebalance: boolean;
}

export interface ValuePoint {
  time: number;
  value: number;
}

export interface ReplayResult {
  /** The value of 1 (USD) put in at the first point. */
  points: ValuePoint[];
  /** When a check rebalanced. */
  rebalances: number[];
  /** Last value / first value − 1. */
  totalReturn: number;
  /** The worst fall from a running high, as a fraction (0.2 = 20% below the high). */
  maxDrawdown: number;
}

const BPS = 10_000;

function pricesAt(assets: readonly ReplayAsset[], index: number): number[] | null {
  const prices: number[] = [];
  for (const asset of assets) {
    const price = asset.prices[index];
    if (price === undefined || !(price > 0)) return null;
    prices.push(price);
  }
  return prices;
}

/** Return and worst drop of a value series. */
export function seriesFigures(points: readonly ValuePoint[]): {
  totalReturn: number;
  maxDrawdown: number;
} {
  const first = points[0]?.value;
  const last = points[points.length - 1]?.value;
  let high = 0;
  let maxDrawdown = 0;
  for (const { value } of points) {
    high = Math.max(high, value);
    if (high > 0) maxDrawdown = Math.max(maxDrawdown, 1 - value / high);
  }
  return {
    totalReturn: first && last !== undefined ? last / first - 1 : 0,
    maxDrawdown,
  };
}

export function replay(input: ReplayInput): ReplayResult {
  const { times, assets } = input;
  const total = assets.reduce((sum, a) => sum + a.weight, 0);
  const targets = assets.map((a) => (total > 0 ? a.weight / total : 0));
  const points: ValuePoint[] = [];
  const rebalances: number[] = [];
  let units: number[] | null = null;
  let lastCheck = 0;
  for (let i = 0; i < times.length; i++) {
    const time = times[i] ?? 0;
    const prices = pricesAt(assets, i);
    if (!prices) continue;
    if (!units) {
      units = targets.map((target, k) => target / (prices[k] ?? 1));
      lastCheck = time;
      points.push({ time, value: 1 });
      continue;
    }
    const held: number[] = units;
    const value: number = held.reduce((sum, u, k) => sum + u * (prices[k] ?? 0), 0);
    if (input.rebalance && time - lastCheck >= input.rebalanceInterval) {
      lastCheck = time;
      const drift = held.reduce(
        (worst, u, k) =>
          Math.max(worst, Math.abs((u * (prices[k] ?? 0)) / value - (targets[k] ?? 0))),
        0,
      );
      if (drift > input.rebalanceThreshold / BPS) {
        units = targets.map((target, k) => (target * value) / (prices[k] ?? 1));
        rebalances.push(time);
      }
    }
    points.push({ time, value });
  }
  return { points, rebalances, ...seriesFigures(points) };
}
