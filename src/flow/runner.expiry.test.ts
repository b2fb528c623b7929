import { describe, expect, it } from 'vitest';
import { flowState } from './machine';
import { sigOf, startAndSettle, stateOf, statuses } from './testing/assertions';
import { claimDefinition, createDefinition, withdrawDefinition } from './testing/definitions';
import { createHarness, until } from './testing/harness';

describe('FlowRunner — expiry before anything can land (a fresh request is safe)', () => {
  it('a blockhash that died before signing: a fresh transaction is fetched and signed', async () => {
    const h = createHarness();
    const realPost = h.api.post;
    let first = true;
    h.api.post = async (f) => {
      const res = await realPost(f);
      if (first) h.chain.expireBlockhashes(); // the first answer is already stale
      first = false;
      return res;
    };
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
    expect(h.wallet.promptSizes).toEqual([3]);
  });

  it('a blockhash that dies while the wallet prompt is open: the signed bytes are dropped unsent', async () => {
    const h = createHarness();
    let answer = () => {};
    h.wallet.hold = new Promise<void>((r) => (answer = r));
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    h.chain.expireBlockhashes();
    h.wallet.hold = undefined;
    answer();
    await h.runner.settled(id);
    const flow = h.store.get(id);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const stale = h.wallet.signed.slice(0, 3);
    expect(h.chain.sent.some((s) => stale.includes(s.signature))).toBe(false);
    expect(h.api.posts).toHaveLength(2);
    expect(h.wallet.promptSizes).toEqual([3, 3]);
  });

  it('the first step sent but never landing expires; Retry fetches fresh ones for all three', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const { id, flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    const first = flow.steps[0];
    expect(statuses(flow)).toEqual(['expired', 'signed', 'signed']);
    expect(flowState(flow)).toBe('expired');
    // Only the first step's bytes ever went out, rebroadcast without preflight.
    expect(new Set(h.chain.sent.map((s) => s.signature))).toEqual(new Set([sigOf(first)]));
    expect(h.chain.sent.slice(1).every((s) => s.skipPreflight)).toBe(true);

    h.chain.landing = { kind: 'land' };
    await h.engine.retry(id);
    const done = h.store.get(id);
    expect(statuses(done)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(done?.steps[0]?.kind === 'tx' && done.steps[0].previousSignatures).toEqual([
      sigOf(first),
    ]);
    expect(h.chain.landed.has(sigOf(first) ?? '')).toBe(false);
    expect(h.api.posts).toHaveLength(2);
  });

  it('gives up re-fetching when every fresh transaction is already stale', async () => {
    const h = createHarness();
    const realPost = h.api.post;
    h.api.post = async (flow) => {
      const res = await realPost(flow);
      h.chain.expireBlockhashes();
      return res;
    };
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(flow.steps[0]?.status).toBe('expired');
    expect(h.wallet.prompts).toBe(0);
    expect(h.api.posts).toHaveLength(4);
  });
});

describe('FlowRunner — after the point of no return (docs/flow-engine.md rule 4)', () => {
  /** Lands the first transaction that reaches the chain and drops every later one. */
  function landOnlyFirst(h: ReturnType<typeof createHarness>) {
    h.chain.afterLand = () => {
      h.chain.landing = { kind: 'drop' };
    };
  }

  it('create: step 1 landed, step 2 can no longer land → stranded, naming the basket; never a second POST', async () => {
    const h = createHarness({
      facts: {
        fromResponse: () => ({ basket: 'Bskt1111111111111111111111111111111111111111' }),
        fromConfirmed: () => ({}),
      },
    });
    landOnlyFirst(h);
    const { id, flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'expired', 'signed']);
    expect(flowState(flow)).toBe('stranded');
    expect(flow.facts.basket).toBe('Bskt1111111111111111111111111111111111111111');
    expect(h.api.posts).toHaveLength(1);
    // Retry is refused: a fresh request would create a second basket.
    expect(await h.engine.retry(id)).toBe('stopped');
    expect(h.api.posts).toHaveLength(1);
    expect(h.wallet.promptSizes).toEqual([3]);
  });

  it('create, one prompt per step: step 2’s unsigned transaction dies before its turn → stranded without asking again', async () => {
    const h = createHarness();
    h.wallet.multiSign = 'no';
    h.chain.afterLand = () => h.chain.expireBlockhashes();
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(flowState(flow)).toBe('stranded');
    expect(h.api.posts).toHaveLength(1);
    expect(h.wallet.promptSizes).toEqual([1]);
  });

  it('claim has no point of no return: its second step expiring is fetched again', async () => {
    const h = createHarness();
    landOnlyFirst(h);
    const { id, flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'expired']);
    expect(flowState(flow)).toBe('expired');
    h.chain.landing = { kind: 'land' };
    await h.engine.retry(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
  });

  it('withdraw: a withdraw that expired unsent may be asked again (nothing of it exists)', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const { id, flow } = await startAndSettle(h, withdrawDefinition(h.wallet.address));
    expect(flowState(flow)).toBe('expired');
    h.chain.landing = { kind: 'land' };
    await h.engine.retry(id);
    expect(stateOf(h.store.get(id))).toBe('completed');
    expect(h.api.posts).toHaveLength(2);
  });
});
