import { describe, expect, it } from 'vitest';
import { memoryTabLock } from './tabLock';
import { sigOf, startAndSettle, stateOf, statuses, unsignedOf } from './testing/assertions';
import {
  BASKET_MINT,
  claimDefinition,
  createDefinition,
  depositDefinition,
} from './testing/definitions';
import { createHarness, until } from './testing/harness';
import type { FlowDefinition, Step } from './types';

/**
 * Starts the flow and stops its runner as soon as the first step reaches `status`, as a tab closed
 * at that moment would; returns the flow's id once the runner has let go.
 */
async function startAndStopAt(
  h: ReturnType<typeof createHarness>,
  definition: FlowDefinition,
  status: Step['status'],
): Promise<string> {
  const id = h.engine.start(definition);
  const off = h.store.subscribe(() => {
    if (h.store.get(id)?.steps[0]?.status === status) h.runner.stop(id);
  });
  await h.runner.settled(id);
  off();
  return id;
}

describe('FlowRunner — reload (rebuilt from the journal)', () => {
  // docs/flow-engine.md rule 12: a step never signed goes back to the review on resume.
  it('awaiting signature: back to the review, then the same unsigned transactions while valid', async () => {
    const h = createHarness();
    h.wallet.hold = new Promise(() => {}); // the prompt stays open; then the tab goes away
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    const journaled = h.journal.get(h.wallet.address, h.cluster, id);
    expect(journaled?.steps[0]?.status).toBe('awaiting-signature');
    h.runner.stopAll();

    const t = h.reload();
    h.wallet.hold = undefined;
    expect(await t.engine.resume(id)).toBe('stopped');
    const reviewed = t.store.get(id);
    expect(reviewed && stateOf(reviewed)).toBe('review');
    expect(statuses(reviewed)).toEqual(['pending', 'pending', 'pending']);
    expect(h.wallet.prompts).toBe(1);
    await t.engine.confirm(id);
    const flow = t.store.get(id);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(flow?.steps.map(unsignedOf)).toEqual(journaled?.steps.map(unsignedOf));
    expect(h.api.posts).toHaveLength(1);
  });

  it('awaiting signature with a stale blockhash: takes a fresh transaction first', async () => {
    const h = createHarness();
    h.wallet.hold = new Promise(() => {});
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    h.runner.stopAll();
    h.chain.expireBlockhashes();

    const t = h.reload();
    h.wallet.hold = undefined;
    await t.engine.resume(id);
    expect(t.store.get(id)?.awaitingReview).toBe(true);
    await t.engine.confirm(id);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
  });

  it('sending (journaled, never broadcast): checks the signature, then sends the SAME bytes', async () => {
    const h = createHarness();
    // The tab dies between the journal write and the broadcast.
    const id = await startAndStopAt(h, createDefinition(h.wallet.address), 'sending');
    const journaled = h.journal.get(h.wallet.address, h.cluster, id);
    expect(statuses(journaled)).toEqual(['sending', 'signed', 'signed']);
    expect(h.chain.sent).toHaveLength(0);
    const first = sigOf(journaled?.steps[0]);

    const t = h.reload();
    const mark = h.log.length;
    await t.engine.resume(id);
    const after = h.log.slice(mark);
    expect(after.indexOf(`status:${first}`)).toBeLessThan(after.indexOf(`send:${first}`));
    const flow = t.store.get(id);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(flow?.steps.map(sigOf)).toEqual(journaled?.steps.map(sigOf));
    expect(h.chain.landed.get(first ?? '')).toBe(1);
    expect(h.wallet.prompts).toBe(1); // never re-signed
  });

  it('step 1 confirmed and the tab closed: the journaled signed steps 2 and 3 are sent, nothing is signed again', async () => {
    const h = createHarness();
    const id = await startAndStopAt(h, createDefinition(h.wallet.address), 'confirmed');
    const t = h.reload();
    await t.engine.resume(id);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.prompts).toBe(1);
    expect(h.api.posts).toHaveLength(1);
  });

  it('sending, but it had landed: confirms by signature without sending anything', async () => {
    const h = createHarness();
    h.wallet.multiSign = 'no';
    const id = await startAndStopAt(h, claimDefinition(h.wallet.address), 'sending');
    const sig = sigOf(h.store.get(id)?.steps[0]) ?? '';
    h.chain.land(sig, { err: null, logs: [] });
    const t = h.reload();
    await t.engine.resume(id);
    expect(h.chain.sent.filter((s) => s.signature === sig)).toHaveLength(0);
    expect(h.chain.landed.get(sig)).toBe(1);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed']);
  });

  it('confirming: re-checks by signature and keeps rebroadcasting the same bytes', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'confirming');
    h.runner.stopAll();
    await h.runner.settled(id);
    const sig = sigOf(h.store.get(id)?.steps[0]);

    h.chain.landing = { kind: 'land' };
    const t = h.reload();
    const mark = h.log.length;
    await t.engine.resume(id);
    expect(h.log.slice(mark)[0]).toBe(`status:${sig}`);
    expect(h.chain.landed.get(sig ?? '')).toBe(1);
    expect(h.wallet.prompts).toBe(1);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('confirming, and its window passed while away: expired without any send', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const id = h.engine.start(claimDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'confirming');
    h.runner.stopAll();
    await h.runner.settled(id);
    h.clock.t += 400 * 200; // 200 blocks later
    const sentBefore = h.chain.sent.length;
    const t = h.reload();
    await t.engine.resume(id);
    expect(t.store.get(id)?.steps[0]?.status).toBe('expired');
    expect(h.chain.sent.length).toBe(sentBefore);
  });

  it('rejected survives a reload and stays put until Retry', async () => {
    const h = createHarness();
    h.wallet.script = ['reject'];
    const { id } = await startAndSettle(h, createDefinition(h.wallet.address));
    const t = h.reload();
    expect(t.store.get(id)?.steps[0]?.status).toBe('rejected');
    expect(await t.engine.resume(id)).toBe('stopped');
    expect(h.wallet.prompts).toBe(1);
    await t.engine.retry(id);
    expect(stateOf(t.store.get(id))).toBe('completed');
  });

  it('a request in flight when the tab closed is posted again on resume', async () => {
    const h = createHarness();
    let release: (() => void) | undefined;
    const realPost = h.api.post;
    h.api.post = (f) => new Promise((r) => (release = () => r(realPost(f))));
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.posting === true && !!release);
    h.runner.stopAll();
    const t = h.reload();
    h.api.post = realPost;
    await t.engine.resume(id);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });
});

describe('FlowRunner — wait step', () => {
  it('completes when the watched balance rises above its value before the deposit', async () => {
    const h = createHarness();
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 5n);
    h.chain.afterLand = () => h.chain.setBalance(h.wallet.address, BASKET_MINT, 17n);
    const { flow } = await startAndSettle(h, depositDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'done']);
    const [deposit, wait] = flow.steps;
    expect(wait?.status === 'done' && wait.baseline).toBe('5');
    expect(wait?.status === 'done' && deposit?.status === 'confirmed' && wait.deadline).toBe(
      deposit?.status === 'confirmed' ? deposit.confirmedAt + 180_000 : -1,
    );
  });

  it('turns overdue 3:00 after the deposit confirmed, keeps watching, and still completes', async () => {
    const h = createHarness();
    const id = h.engine.start(depositDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[1]?.status === 'overdue');
    const step = h.store.get(id)?.steps[1];
    expect(step?.status === 'overdue' && h.clock.now() >= step.deadline).toBe(true);
    expect(stateOf(h.store.get(id))).toBe('overdue');
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 1n);
    await h.runner.settled(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'done']);
  });

  it('a reload while waiting resumes the same countdown', async () => {
    const h = createHarness();
    const id = h.engine.start(depositDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[1]?.status === 'waiting');
    const before = h.store.get(id)?.steps[1];
    const deadline = before?.status === 'waiting' ? before.deadline : -1;
    h.runner.stopAll();
    await h.runner.settled(id);
    const t = h.reload();
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 3n);
    await t.engine.resume(id);
    const step = t.store.get(id)?.steps[1];
    expect(step?.status).toBe('done');
    expect(step?.status === 'done' && step.deadline).toBe(deadline);
  });
});

describe('FlowEngine — one flow at a time', () => {
  it('a double-clicked Confirm starts one flow', async () => {
    const h = createHarness();
    const def = createDefinition(h.wallet.address);
    const a = h.engine.start(def);
    const b = h.engine.start(createDefinition(h.wallet.address));
    expect(b).toBe(a);
    expect(h.store.list()).toHaveLength(1);
    await h.runner.settled(a);
    expect(h.api.posts).toHaveLength(1);
    expect(h.wallet.prompts).toBe(1);
    // Once finished, the same request may run again (a second deposit of the same amount).
    const c = h.engine.start(def);
    expect(c).not.toBe(a);
    await h.runner.settled(c);
  });

  it('two tabs never run the same flow at once', async () => {
    const lock = memoryTabLock(); // shared between both tabs, like Web Locks
    const h = createHarness({ lock });
    let answer = () => {};
    h.wallet.hold = new Promise<void>((r) => (answer = r));
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    const other = h.reload(lock);
    expect(await other.engine.resume(id)).toBe('locked');
    expect(h.wallet.prompts).toBe(1);
    // The first tab is told to stop while its wallet prompt is open; it keeps the lock until the
    // wallet answers, journals the signatures, and lets go without broadcasting.
    h.runner.stopAll();
    h.wallet.hold = undefined;
    answer();
    await h.runner.settled(id);
    expect(lock.held.size).toBe(0);
    expect(statuses(h.store.get(id))).toEqual(['sending', 'signed', 'signed']);
    expect(h.chain.sent).toHaveLength(0);
    await other.engine.resume(id);
    expect(statuses(other.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.prompts).toBe(1); // nothing was signed twice
  });

  it('dismiss hides a flow from the active ones', async () => {
    const h = createHarness();
    h.wallet.script = ['reject'];
    const { id } = await startAndSettle(h, createDefinition(h.wallet.address));
    h.engine.dismiss(id);
    expect(h.store.get(id)?.dismissed).toBe(true);
    expect(h.journal.get(h.wallet.address, h.cluster, id)?.dismissed).toBe(true);
  });
});
