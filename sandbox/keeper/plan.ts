// What the keeper would trade to bring a basket to its targets, at the oracles' prices, as legs
// (one token out, another in, worth the same). Two modes: `invest` spends only USDC above its
// target (a deposit's USDC, once its basket tokens are minted — done for every basket); `full`
// also sells what is over its target, a token the basket no longer targets included (after an
// edit, and whenever the basket drifts past its rebalance threshold — unless rebalancing is
// disabled). Legs worth less than a cent are left.
import type { BasketFigures, Holding } from '../model/figures';
import { unitsWorth } from '../program/valuation';

/** Less than this (USDC base units: one cent) is not worth a trade. */
export const DUST = 10_000n;
const USDC_ID = 0;
const BPS = 10_000n;

export interface Leg {
  from: Holding;
  to: Holding;
  /** Base units of `from` taken out. */
  amountFrom: bigint;
  /** USDC base units the leg moves. */
  worth: bigint;
}

export type PlanMode = 'invest' | 'full';

/** Each holding's worth above (positive) or below (negative) its target. */
function deviations(f: BasketFigures): { holding: Holding; excess: bigint }[] {
  const weightSum = BigInt(f.state.weightSum);
  return f.holdings.map((holding) => {
    const target = weightSum > 0n ? (f.worth * BigInt(holding.targetWeight)) / weightSum : 0n;
    return { holding, excess: holding.worth - target };
  });
}

/** Whether the basket is further from its targets than its rebalance threshold allows. */
export function drifted(f: BasketFigures): boolean {
  const limit = (f.worth * BigInt(f.state.rebalanceThreshold)) / BPS;
  return deviations(f).some(
    ({ holding, excess }) =>
      (holding.targetWeight === 0 && holding.amount > 0n) ||
      excess > limit + DUST ||
      -excess > limit + DUST,
  );
}

export function plan(f: BasketFigures, mode: PlanMode): Leg[] {
  const devs = deviations(f);
  // A token the basket no longer targets is sold whole, dust included (full mode).
  const dropped = (h: Holding) => mode === 'full' && h.targetWeight === 0 && h.amount > 0n;
  const sources = devs
    .filter(
      ({ holding, excess }) =>
        dropped(holding) || (excess > DUST && (mode === 'full' || holding.tokenId === USDC_ID)),
    )
    .map((d) => ({
      ...d,
      left: d.excess,
      units: dropped(d.holding) ? d.holding.amount : -1n,
    }));
  const sinks = devs.filter(({ excess }) => -excess > DUST).map((d) => ({ ...d, left: -d.excess }));
  const legs: Leg[] = [];
  const take = (source: (typeof sources)[number], to: Holding, worth: bigint, last: boolean) => {
    const from = source.holding;
    let amountFrom = unitsWorth(worth, from.decimals, from.price);
    if (source.units >= 0n) {
      if (last || amountFrom > source.units) amountFrom = source.units;
      source.units -= amountFrom;
    }
    if (amountFrom > from.amount) amountFrom = from.amount;
    if (amountFrom > 0n) legs.push({ from, to, amountFrom, worth });
  };
  for (const source of sources) {
    for (const sink of sinks) {
      if (source.left <= DUST && source.units <= 0n) break;
      if (sink.left <= DUST || sink.holding.tokenId === source.holding.tokenId) continue;
      const worth = source.left < sink.left ? source.left : sink.left;
      source.left -= worth;
      sink.left -= worth;
      take(source, sink.holding, worth, source.left <= DUST);
    }
    // What is left of a dropped token goes to the largest target.
    if (source.units > 0n) {
      const largest = [...f.holdings]
        .filter((h) => h.targetWeight > 0)
        .sort((a, b) => b.targetWeight - a.targetWeight)[0];
      if (largest) take(source, largest, source.left > 0n ? source.left : 0n, true);
    }
  }
  return legs;
}
