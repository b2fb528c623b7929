// A wait step: the service's automation (deposit → basket tokens minted) is seen as the owner's
// balance of the watched mint rising above the baseline read before the triggering transaction.
import { WAIT_DEADLINE_MS } from '../machine';
import { errorMessage } from '../walletErrors';
import type { RunContext } from './context';
import { Waker } from './waker';

/** Balance polling while a wait step runs (an account subscription wakes it sooner). */
export const WAIT_POLL_MS = 2_000;

export async function waitPhase(ctx: RunContext, key: string): Promise<void> {
  const { chain } = ctx.deps;
  const first = ctx.step(key);
  if (first.kind !== 'wait') throw new Error(`Step ${key} is not a wait step`);
  const { owner, mint } = first.watch;
  // The response filled in a mint the feature did not know, or dropped the step (machine.ts).
  if (mint === undefined) throw new Error(`Step ${key} has no mint to watch`);
  if (first.status === 'pending') {
    let baseline = first.baseline;
    if (baseline === undefined) {
      // Only when no transaction precedes it; normally read before the transaction is signed.
      const balance = await ctx.rpc(key, 'read your balance', () =>
        chain.getTokenBalance(owner, mint),
      );
      if (balance === undefined) return;
      baseline = balance.toString();
      ctx.dispatch({ type: 'wait-baseline', stepKey: key, at: ctx.now(), baseline });
    }
    const steps = ctx.flow().steps;
    const before = steps[steps.findIndex((s) => s.key === key) - 1];
    const from =
      before?.kind === 'tx' && before.status === 'confirmed' ? before.confirmedAt : ctx.now();
    ctx.dispatch({
      type: 'wait-started',
      stepKey: key,
      at: ctx.now(),
      deadline: from + WAIT_DEADLINE_MS,
    });
  }
  const waker = new Waker();
  let unsubscribe: () => void = () => {};
  try {
    unsubscribe = chain.onTokenBalanceChange?.(owner, mint, waker.notify) ?? unsubscribe;
  } catch {
    // Polling alone still sees the balance rise.
  }
  try {
    while (!ctx.aborted) {
      const step = ctx.step(key);
      if (step.kind !== 'wait' || (step.status !== 'waiting' && step.status !== 'overdue')) return;
      try {
        const balance = await chain.getTokenBalance(owner, mint);
        ctx.rpcSucceeded(key);
        if (balance > BigInt(step.baseline)) {
          ctx.dispatch({ type: 'wait-done', stepKey: key, at: ctx.now() });
          return;
        }
      } catch (e) {
        ctx.notice(
          key,
          `Can’t reach the Solana RPC to read your balance (${errorMessage(e)}). Retrying…`,
        );
      }
      if (step.status === 'waiting' && ctx.now() >= step.deadline) {
        ctx.dispatch({ type: 'wait-overdue', stepKey: key, at: ctx.now() });
      }
      await waker.sleep(ctx.clock, WAIT_POLL_MS, ctx.signal);
    }
  } finally {
    unsubscribe();
  }
}
