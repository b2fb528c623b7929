import { describe, expect, it } from 'vitest';
import { stateOf, statuses } from './testing/assertions';
import { createDefinition } from './testing/definitions';
import { createHarness, until } from './testing/harness';
import { memoryTabLock, type TabLock } from './tabLock';

/**
 * A tab lock whose grant the test holds back, as the browser's Web Locks grant comes in a later
 * task, after the page has re-rendered for the Confirm click.
 */
function heldLock() {
  const inner = memoryTabLock();
  let gate: Promise<void> | undefined;
  let open = () => {};
  const lock: TabLock = {
    async tryAcquire(name) {
      if (gate) await gate;
      return inner.tryAcquire(name);
    },
  };
  return {
    lock,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    grant() {
      gate = undefined;
      open();
    },
  };
}

/** A flow prepared and waiting in review, with the chain's validity reads counted. */
async function reviewedCreate() {
  const held = heldLock();
  const h = createHarness({ lock: held.lock });
  const id = h.engine.prepare(createDefinition(h.wallet.address));
  await until(() => stateOf(h.store.get(id)) === 'review');
  const validityReads: string[] = [];
  const isBlockhashValid = h.chain.isBlockhashValid.bind(h.chain);
  h.chain.isBlockhashValid = (blockhash: string) => {
    validityReads.push(blockhash);
    h.log.push('chain:validity');
    return isBlockhashValid(blockhash);
  };
  /** The validity reads made before the wallet's first prompt. */
  const readsBeforePrompt = () =>
    h.log.slice(0, h.log.indexOf('wallet:prompt')).filter((e) => e === 'chain:validity').length;
  /**
   * Confirms with the lock held back, runs `whileHeld`, then lets the lock be granted and waits
   * for the flow to settle.
   */
  async function confirmWithLockHeld(whileHeld?: () => Promise<void>) {
    held.hold();
    const run = h.engine.confirm(id);
    if (whileHeld) await whileHeld();
    held.grant();
    await run;
    await h.runner.settled(id);
  }
  return { h, id, validityReads, readsBeforePrompt, confirmWithLockHeld };
}

describe('FlowRunner — the pre-sign validity read starts before the tab lock is granted', () => {
  it('is on its way while the lock is held back, and answers the pre-sign check (docs/flow-engine.md rule 4)', async () => {
    const { h, id, validityReads, readsBeforePrompt, confirmWithLockHeld } = await reviewedCreate();
    await confirmWithLockHeld(async () => {
      await until(() => validityReads.length === 1);
      expect(h.wallet.prompts).toBe(0);
    });
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.promptSizes).toEqual([3]);
    // The pre-sign check took the early read's answer instead of reading again.
    expect(readsBeforePrompt()).toBe(1);
  });

  it('a stale answer from the early read still gets a fresh transaction before any prompt', async () => {
    const { h, id, confirmWithLockHeld } = await reviewedCreate();
    h.chain.expireBlockhashes();
    await confirmWithLockHeld();
    expect(h.api.posts).toHaveLength(2);
    expect(h.wallet.promptSizes).toEqual([3]);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('an early read that fails is read again by the sign phase; the flow goes on', async () => {
    const { h, id, validityReads, readsBeforePrompt, confirmWithLockHeld } = await reviewedCreate();
    h.chain.downFor = 2; // isBlockhashValid, then its getBlockHeight fallback
    await confirmWithLockHeld(() => until(() => validityReads.length === 1));
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.errors).toEqual([]);
    // The failed early read, then the sign phase's own.
    expect(readsBeforePrompt()).toBe(2);
  });
});
