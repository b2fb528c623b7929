// A fund state's holdings as the emulation changes them: amounts per token slot, targets, and the
// figures derived from prices (each slot's current weight, the fund's worth, when it was priced).
import type { CompositionSlot } from '../../../src/solana/basketsProgram/basketState';
import { COMPOSITION_SLOTS } from '../../../src/solana/basketsProgram/layout';
import type { ProgramContext } from '../../chain/emulation';
import { basketWorth, usdcWorth, type PricedSlot } from '../valuation';
import { anchorError } from './anchor';
import type { Fund } from './state';

/** The slot index of `tokenId` in the fund, or -1. */
export function slotOf(fund: Fund, tokenId: number): number {
  return fund.composition.findIndex((s) => s.tokenId === tokenId);
}

/** The fund with `delta` base units added to the slot of `tokenId` (added as a slot if missing). */
export function addToSlot(ctx: ProgramContext, fund: Fund, tokenId: number, delta: bigint): Fund {
  const index = slotOf(fund, tokenId);
  const composition = [...fund.composition];
  if (index < 0) {
    if (delta < 0n) throw anchorError(ctx, 'LessTokenInFund');
    if (composition.length >= COMPOSITION_SLOTS) throw anchorError(ctx, 'MoreThan20Assets');
    composition.push({
      tokenId,
      amount: delta,
      targetWeight: 0,
      currentWeight: 0,
      lastRebalanceTime: 0,
    });
  } else {
    const slot = composition[index]!;
    if (slot.amount + delta < 0n) throw anchorError(ctx, 'LessTokenInFund');
    composition[index] = { ...slot, amount: slot.amount + delta };
  }
  return { ...fund, composition };
}

/**
 * New targets: each target token's slot (kept with its amount, or new and empty), then every held
 * token that is no longer a target with target 0 until a rebalance sells it.
 */
export function retarget(
  ctx: ProgramContext,
  fund: Fund,
  targets: readonly { tokenId: number; weight: number }[],
): Fund {
  const composition: CompositionSlot[] = targets.map((t) => {
    const held = fund.composition.find((s) => s.tokenId === t.tokenId);
    return {
      tokenId: t.tokenId,
      amount: held?.amount ?? 0n,
      targetWeight: t.weight,
      currentWeight: held?.currentWeight ?? 0,
      lastRebalanceTime: held?.lastRebalanceTime ?? 0,
    };
  });
  for (const slot of fund.composition) {
    if (slot.amount > 0n && !targets.some((t) => t.tokenId === slot.tokenId)) {
      composition.push({ ...slot, targetWeight: 0 });
    }
  }
  if (composition.length > COMPOSITION_SLOTS) throw anchorError(ctx, 'MoreThan20Assets');
  return {
    ...fund,
    composition,
    weightSum: targets.reduce((sum, t) => sum + t.weight, 0),
  };
}

/**
 * The fund's figures at `prices` (one per slot, in order): each slot's share of the worth in units
 * of `weightSum`, the worth in USDC base units, and the time they were read.
 */
export function priced(fund: Fund, prices: readonly PricedSlot[], now: number): Fund {
  const slots = fund.composition.map((slot, i) => {
    const p = prices[i];
    return p ? { ...p, amount: slot.amount } : null;
  });
  const known = slots.filter((s): s is PricedSlot => s !== null);
  const worth = basketWorth(known);
  const composition = fund.composition.map((slot, i) => {
    const p = slots[i];
    const value = p ? usdcWorth(slot.amount, p.decimals, p.price) : 0n;
    return {
      ...slot,
      currentWeight: worth > 0n ? Number((value * BigInt(fund.weightSum)) / worth) : 0,
    };
  });
  return {
    ...fund,
    // A token neither targeted nor held any more leaves the composition.
    composition: composition.filter((s) => s.targetWeight > 0 || s.amount > 0n),
    fundWorth: worth,
    lastUpdateTime: now,
  };
}

/** Priced slots with the fund's current amounts (after it changed). */
export function repriced(fund: Fund, prices: readonly PricedSlot[]): PricedSlot[] {
  return prices.map((p, i) => ({ ...p, amount: fund.composition[i]?.amount ?? 0n }));
}
