// The keeper's two jobs, each a transaction or a few of the program's own instructions:
// minting a deposit's basket tokens (mintFund for its open buy state) and bringing a basket to its
// targets (rebalance legs, then updateCurrentWeights). The keeper schedules them (./keeper.ts); the
// history seed runs them at once (../seed/history.ts).
import { associatedAddress } from '../program/derive';
import { basketFigures } from '../model/figures';
import type { DepositRecord } from '../model/state';
import { SameBlockError, type KeeperActor } from './actor';
import { mintFundInstruction, rebalanceLeg, updateWeightsInstruction } from './instructions';
import { drifted, plan, type PlanMode } from './plan';

/** mintFund for a deposit whose buy state is still open. */
export function mintDeposit(actor: KeeperActor, d: DepositRecord): void {
  if (!actor.index.pending(d)) return;
  const state = actor.index.fundState(d.basket);
  if (!state) return;
  const holding = associatedAddress(state.fundToken, d.user);
  actor.send([mintFundInstruction(actor.keeper.publicKey, actor.tokens, state, d, holding)]);
}

/**
 * What the basket needs now: a full rebalance when it drifted past its threshold (unless
 * rebalancing is disabled), else only its USDC invested.
 */
export function modeOf(actor: KeeperActor, basket: string): { mode: PlanMode; legs: number } {
  const figures = basketFigures(actor.chain, actor.index, actor.tokens, basket);
  if (!figures) return { mode: 'invest', legs: 0 };
  const mode: PlanMode = !figures.state.disableRebalance && drifted(figures) ? 'full' : 'invest';
  return { mode, legs: plan(figures, mode).length };
}

/**
 * Brings the basket to its targets (or only invests its USDC), then records its weights again.
 * False when the weights are still to be recorded in a later block (`recordWeights`).
 */
export function balanceBasket(actor: KeeperActor, basket: string): boolean {
  const figures = basketFigures(actor.chain, actor.index, actor.tokens, basket);
  if (!figures) return true;
  const legs = plan(figures, modeOf(actor, basket).mode);
  if (legs.length === 0) return true;
  const { keys, tokens } = actor;
  for (const leg of legs) {
    actor.send(rebalanceLeg(actor.keeper.publicKey, keys.market.publicKey, tokens, basket, leg), [
      keys.market,
    ]);
  }
  return recordWeights(actor, basket);
}

/**
 * updateCurrentWeights for the basket. Two balancings in one block would send it twice with the
 * same bytes (SameBlockError) though the legs between them moved the weights: then false, and the
 * caller records them in a later block.
 */
export function recordWeights(actor: KeeperActor, basket: string): boolean {
  const state = actor.index.fundState(basket);
  if (!state) return true;
  try {
    actor.send([updateWeightsInstruction(actor.tokens, basket, state)]);
    return true;
  } catch (e) {
    if (e instanceof SameBlockError) return false;
    throw e;
  }
}

/** Every open buy state minted and every basket balanced, now (no delay, no scheduling). */
export function catchUp(actor: KeeperActor): void {
  for (const d of [...actor.index.deposits.values()]) mintDeposit(actor, d);
  for (const b of [...actor.index.baskets.values()]) balanceBasket(actor, b.address);
}
