import { describe, expect, it } from 'vitest';
import { txFromBase64 } from './codec';
import { createFlow, flowState, InvalidTransitionError, nextAction, reduce } from './machine';
import { createDefinition, depositDefinition, BASKET_MINT } from './testing/definitions';
import { createHarness } from './testing/harness';
import { sigOf, statuses, unsignedOf } from './testing/assertions';

async function prepared(h: ReturnType<typeof createHarness>) {
  const id = h.engine.prepare(createDefinition(h.wallet.address));
  await h.runner.settled(id);
  return { id, flow: h.store.get(id)! };
}

describe('review gate — prepare', () => {
  it('POSTs, decodes every transaction and stops in review without asking the wallet', async () => {
    const h = createHarness();
    const { flow } = await prepared(h);
    expect(flowState(flow)).toBe('review');
    expect(flow.awaitingReview).toBe(true);
    expect(h.api.posts).toHaveLength(1);
    for (const s of flow.steps) {
      expect(txFromBase64(unsignedOf(s) ?? '').message.recentBlockhash).toBeTruthy();
    }
    expect(statuses(flow)).toEqual(['pending', 'pending', 'pending']);
    expect(h.wallet.prompts).toBe(0);
    expect(h.chain.sent).toEqual([]);
    // Journaled: the review survives the tab.
    expect(h.journal.get(h.wallet.address, h.cluster, flow.id)?.awaitingReview).toBe(true);
  });

  it('is preparing while the POST is in flight', () => {
    const h = createHarness();
    const id = h.engine.prepare(createDefinition(h.wallet.address));
    expect(flowState(h.store.get(id)!)).toBe('preparing');
  });

  it('the same request twice (a double submit) gives one flow and one POST', async () => {
    const h = createHarness();
    const first = h.engine.prepare(createDefinition(h.wallet.address));
    const second = h.engine.prepare(createDefinition(h.wallet.address));
    expect(second).toBe(first);
    await h.runner.settled(first);
    expect(h.engine.prepare(createDefinition(h.wallet.address))).toBe(first);
    expect(h.store.list()).toHaveLength(1);
    expect(h.api.posts).toHaveLength(1);
  });

  it('a different request gets its own flow', async () => {
    const h = createHarness();
    const a = h.engine.prepare(createDefinition(h.wallet.address, 'AAA'));
    const b = h.engine.prepare(createDefinition(h.wallet.address, 'BBB'));
    expect(b).not.toBe(a);
  });

  it('an API refusal is shown; preparing the same request again asks the API again', async () => {
    const h = createHarness();
    h.api.failWith = { kind: 'unsuccessful', message: 'Symbol taken', body: { success: false } };
    const { id, flow } = await prepared(h);
    expect(flowState(flow)).toBe('api-error');
    expect(flow.apiError?.body).toEqual({ success: false });
    h.api.failWith = undefined;
    expect(h.engine.prepare(createDefinition(h.wallet.address))).toBe(id);
    await h.runner.settled(id);
    expect(flowState(h.store.get(id)!)).toBe('review');
    expect(h.api.posts).toHaveLength(2);
    expect(h.wallet.prompts).toBe(0);
  });
});

describe('review gate — confirm', () => {
  it('signs the reviewed transactions in one approval, then sends them strictly in order', async () => {
    const h = createHarness();
    const { id, flow } = await prepared(h);
    const reviewed = flow.steps.map(unsignedOf);
    expect(await h.engine.confirm(id)).toBe('stopped');
    const done = h.store.get(id)!;
    expect(statuses(done)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(done.steps.map(unsignedOf)).toEqual(reviewed);
    const sigs = done.steps.map(sigOf);
    expect(h.wallet.signed).toEqual(sigs);
    expect(h.log.indexOf(`send:${sigs[0]}`)).toBeLessThan(h.log.indexOf(`send:${sigs[1]}`));
    expect(h.api.posts).toHaveLength(1);
  });

  it('a double click on Confirm starts one run: each transaction is signed and lands once', async () => {
    const h = createHarness();
    const { id } = await prepared(h);
    const first = h.engine.confirm(id);
    const second = h.engine.confirm(id);
    expect(second).toBe(first);
    await first;
    expect(await h.engine.confirm(id)).toBe('stopped');
    expect(h.wallet.prompts).toBe(1);
    const flow = h.store.get(id)!;
    for (const s of flow.steps) expect(h.chain.landed.get(sigOf(s) ?? '')).toBe(1);
  });

  it('confirm for a flow that is not in review starts nothing', async () => {
    const h = createHarness();
    h.wallet.script = ['reject'];
    const { id } = await prepared(h);
    await h.engine.confirm(id);
    expect(flowState(h.store.get(id)!)).toBe('rejected');
    expect(await h.engine.confirm(id)).toBe('stopped');
    expect(h.wallet.prompts).toBe(1);
  });

  it('confirming while the POST is still in flight signs once the transactions are in', async () => {
    const h = createHarness();
    const id = h.engine.prepare(createDefinition(h.wallet.address));
    const run = h.engine.confirm(id);
    await run;
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(1);
    expect(h.wallet.prompts).toBe(1);
  });

  it('start() is prepare + confirm, and confirms a flow already waiting in review', async () => {
    const h = createHarness();
    const { id } = await prepared(h);
    expect(h.engine.start(createDefinition(h.wallet.address))).toBe(id);
    await h.engine.confirm(id); // joins the run start() began
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.prompts).toBe(1);
  });

  it('a deposit measures the wait step from the balance before its transaction', async () => {
    const h = createHarness();
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 5n);
    h.chain.afterLand = () => h.chain.setBalance(h.wallet.address, BASKET_MINT, 9n);
    const id = h.engine.prepare(depositDefinition(h.wallet.address));
    await h.runner.settled(id);
    expect(flowState(h.store.get(id)!)).toBe('review');
    await h.engine.confirm(id);
    const flow = h.store.get(id)!;
    expect(flowState(flow)).toBe('completed');
    const wait = flow.steps[1];
    expect(wait?.kind === 'wait' && wait.status === 'done' && wait.baseline).toBe('5');
  });
});

describe('review gate — reload and expiry', () => {
  it('a reload during review shows the review again, from the journal, and confirm completes', async () => {
    const h = createHarness();
    const { id, flow } = await prepared(h);
    const tab = h.reload();
    const reloaded = tab.store.get(id)!;
    expect(flowState(reloaded)).toBe('review');
    expect(reloaded.steps.map(unsignedOf)).toEqual(flow.steps.map(unsignedOf));
    // Resuming a flow in review signs nothing.
    expect(await tab.engine.resume(id)).toBe('stopped');
    expect(h.wallet.prompts).toBe(0);
    await tab.engine.confirm(id);
    expect(statuses(tab.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(1);
  });

  it('a reload while preparing asks the API again on resume and stops in review', async () => {
    const h = createHarness();
    const id = h.engine.prepare(createDefinition(h.wallet.address));
    h.runner.stop(id);
    await h.runner.settled(id);
    const tab = h.reload();
    expect(flowState(tab.store.get(id)!)).toBe('preparing');
    await tab.engine.resume(id);
    expect(flowState(tab.store.get(id)!)).toBe('review');
    expect(h.wallet.prompts).toBe(0);
  });

  it('a blockhash that expired during the review gets a fresh transaction on confirm', async () => {
    const h = createHarness();
    const { id, flow } = await prepared(h);
    const reviewed = txFromBase64(unsignedOf(flow.steps[0]) ?? '').message.recentBlockhash;
    h.chain.expireBlockhashes();
    await h.engine.confirm(id);
    const done = h.store.get(id)!;
    expect(statuses(done)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
    const first = done.steps[0];
    const signed = first?.status === 'confirmed' ? first.signed.blockhash : undefined;
    expect(signed).not.toBe(reviewed);
    // The stale transaction was never put to the wallet.
    expect(h.wallet.prompts).toBe(1);
  });
});

describe('review gate — machine', () => {
  const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
  const ctx = { id: 'f', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 };
  const tx = { base64: 'AA==', receivedAt: 2, blockhash: 'hash', lastValidBlockHeight: 100 };
  const inReview = () =>
    [
      { type: 'post-started', at: 2 } as const,
      {
        type: 'post-succeeded',
        at: 3,
        txs: { create: tx, composition: tx, restructure: tx },
      } as const,
    ].reduce(reduce, createFlow(createDefinition(W), { ...ctx, review: true }));

  it('a prepared flow posts, then stops in review until review-confirmed; then it signs', () => {
    const fresh = createFlow(createDefinition(W), { ...ctx, review: true });
    expect(flowState(fresh)).toBe('preparing');
    expect(nextAction(fresh).type).toBe('post');
    const review = inReview();
    expect(flowState(review)).toBe('review');
    expect(nextAction(review)).toEqual({ type: 'stop' });
    const approved = reduce(review, { type: 'review-confirmed', at: 4, sendMode: 'app' });
    expect(nextAction(approved)).toEqual({ type: 'sign', stepKey: 'create' });
    expect(approved.sendMode).toBe('app');
  });

  it('review-confirmed is refused for a flow that is not waiting for a review', () => {
    const started = createFlow(createDefinition(W), ctx);
    expect(() => reduce(started, { type: 'review-confirmed', at: 2, sendMode: 'app' })).toThrow(
      InvalidTransitionError,
    );
    const approved = reduce(inReview(), { type: 'review-confirmed', at: 4, sendMode: 'app' });
    expect(() => reduce(approved, { type: 'review-confirmed', at: 5, sendMode: 'app' })).toThrow(
      InvalidTransitionError,
    );
  });
});
