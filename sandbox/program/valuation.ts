// What the baskets program's emulation (./emulator) and the sandbox's quotes (../service) compute
// from oracle prices: a holding's worth in USDC base units, a basket's worth, basket tokens for a
// contribution, an asset for basket tokens. Integers where the program would keep them; the
// single-asset formulas follow the SDK's own estimates (baskets-sdk 0.0.45 buyState.ts
// computeMintAmountWithSingleToken, basketState.ts computeOutputAmountWithSingleToken), so the
// SDK's estimate and the sandbox's result agree.
import { oraclePriceOf, type OraclePrice } from './oracle';

/** USDC has 6 decimals: worth is counted in its base units. */
const USDC_DECIMALS = 6;
/** USDC is what worth is counted in: one unit is worth one unit, whatever an oracle says. */
export const USDC_PRICE: OraclePrice = oraclePriceOf(1);

/** Symmetry's own fee on single-asset deposits, bps (the SDK's `totalFee = 10 + …`). */
export const SERVICE_FEE_BPS = 10n;
/** The SDK's charge on the part of a single-asset trade the basket must rebalance: 300 bps. */
const REBALANCE_PENALTY = 0.03;

const pow10 = (n: number) => 10n ** BigInt(n);

/** `amount` base units of a token with `decimals` at `price`, in USDC base units (rounded down). */
export function usdcWorth(amount: bigint, decimals: number, price: OraclePrice): bigint {
  const shift = USDC_DECIMALS + price.exponent - decimals;
  const scaled = amount * price.price;
  return shift >= 0 ? scaled * pow10(shift) : scaled / pow10(-shift);
}

/** Base units of a token worth `usdc` USDC base units at `price` (rounded down). */
export function unitsWorth(usdc: bigint, decimals: number, price: OraclePrice): bigint {
  if (price.price <= 0n) return 0n;
  const shift = decimals - USDC_DECIMALS - price.exponent;
  return shift >= 0 ? (usdc * pow10(shift)) / price.price : usdc / (price.price * pow10(-shift));
}

/** One holding of a basket, priced. */
export interface PricedSlot {
  tokenId: number;
  amount: bigint;
  decimals: number;
  price: OraclePrice;
  targetWeight: number;
}

export function basketWorth(slots: readonly PricedSlot[]): bigint {
  return slots.reduce((sum, s) => sum + usdcWorth(s.amount, s.decimals, s.price), 0n);
}

/**
 * Basket tokens (base units, 6 decimals) for a contribution worth `usdc`: at the basket's price
 * per token (`worth` / `supply`), or one per USDC into an empty basket (the sandbox's rule; the
 * SDK's estimate for an empty basket, which divides by 100, is not the program's known rule).
 */
export function basketTokensFor(usdc: bigint, supply: bigint, worth: bigint): bigint {
  if (supply === 0n || worth === 0n) return usdc;
  return (usdc * supply) / worth;
}

const num = (n: bigint) => Number(n);
const usd = (s: PricedSlot, amount = s.amount) =>
  (num(amount) / 10 ** s.decimals) * (num(s.price.price) * 10 ** s.price.exponent);

/**
 * A single-asset deposit's worth after the rebalance charge, in USDC base units: `net` of the
 * token at `slotIndex` (fees already taken), less 3% of the value the basket must move to get
 * back to its targets (the SDK's computeMintAmountWithSingleToken).
 */
export function singleDepositWorth(
  slots: readonly PricedSlot[],
  slotIndex: number,
  net: bigint,
): bigint {
  const deposited = slots[slotIndex];
  if (!deposited) return 0n;
  const weightSum = slots.reduce((s, x) => s + x.targetWeight, 0);
  const worthBefore = slots.reduce((s, x) => s + usd(x), 0);
  const contribution = usd(deposited, net);
  let toRebalance = 0;
  slots.forEach((slot, i) => {
    const before = usd(slot);
    const after = before + (i === slotIndex ? contribution : 0);
    const share = weightSum > 0 ? slot.targetWeight / weightSum : 0;
    const targetBefore = worthBefore * share;
    const targetAfter = (worthBefore + contribution) * share;
    if (i !== slotIndex) {
      toRebalance += Math.max(targetAfter, after) - Math.max(targetBefore, after);
    } else if (after > targetAfter) {
      const overflow = after - targetAfter;
      toRebalance += before <= targetBefore ? overflow : overflow - (before - targetBefore);
    }
  });
  const worth = contribution - toRebalance * REBALANCE_PENALTY;
  return worth > 0 ? BigInt(Math.floor(worth * 10 ** USDC_DECIMALS)) : 0n;
}

/**
 * Base units of the token at `slotIndex` that `burn` basket tokens are worth, less 3% of the part
 * that takes the basket off its targets, at most what the basket holds (the SDK's
 * computeOutputAmountWithSingleToken).
 */
export function singleRedeemUnits(
  slots: readonly PricedSlot[],
  slotIndex: number,
  burn: bigint,
  supply: bigint,
): bigint {
  const out = slots[slotIndex];
  if (!out || supply === 0n) return 0n;
  const weightSum = slots.reduce((s, x) => s + x.targetWeight, 0);
  const worth = slots.reduce((s, x) => s + usd(x), 0);
  const share = num(burn) / num(supply);
  const withdrawWorth = slots.reduce((s, x) => s + usd(x) * share, 0);
  const targetBefore = weightSum > 0 ? (worth * out.targetWeight) / weightSum : 0;
  const before = usd(out);
  let toRebalance = 0;
  if (before <= targetBefore) toRebalance = withdrawWorth;
  else {
    const rest = weightSum - out.targetWeight;
    const toTarget = rest > 0 ? ((before - targetBefore) * weightSum) / rest : Infinity;
    if (toTarget < withdrawWorth) toRebalance = withdrawWorth - toTarget;
  }
  const value = withdrawWorth - toRebalance * REBALANCE_PENALTY;
  const unitPrice = num(out.price.price) * 10 ** out.price.exponent;
  const units = BigInt(Math.max(0, Math.floor((value / unitPrice) * 10 ** out.decimals)));
  return units > out.amount ? out.amount : units;
}

/** `amount` less `bps` basis points, and the part taken. */
export function takeBps(amount: bigint, bps: bigint): { fee: bigint; rest: bigint } {
  const fee = (amount * bps) / 10_000n;
  return { fee, rest: amount - fee };
}
