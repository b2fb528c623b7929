// docs/flow-engine.md rule 12: every transaction is checked against its request when it arrives —
// the first answer and every fresh one — and again before the wallet is asked; a fresh answer that
// does something else than the one confirmed goes back to the review.
import { describe, expect, it } from 'vitest';
import { flowState } from './machine';
import { stateOf, statuses } from './testing/assertions';
import { createDefinition } from './testing/definitions';
import { createHarness } from './testing/harness';

async function prepared(h: ReturnType<typeof createHarness>) {
  const id = h.engine.prepare(createDefinition(h.wallet.address));
  await h.runner.settled(id);
  return id;
}

const REASON = 'it would let 4Hk…Zq spend 1,000,000 USDC from your USDC account';

describe('the intent check in the engine', () => {
  it('checks every transaction of the answer and keeps what each does for the review', async () => {
    const h = createHarness();
    const id = await prepared(h);
    expect(h.intent.checks).toEqual([['create', 'composition', 'restructure']]);
    const flow = h.store.get(id);
    expect(flow && flowState(flow)).toBe('review');
    expect(flow?.steps.map((s) => (s.kind === 'tx' ? s.unsigned?.checked?.does : []))).toEqual([
      ['Does what “Create the basket” asked.'],
      ['Does what “Set the composition” asked.'],
      ['Does what “Activate the basket” asked.'],
    ]);
  });

  it('an answer that does something else is refused before the review: nothing reaches the wallet', async () => {
    const h = createHarness();
    h.intent.refusal = { stepKey: 'create', reason: REASON };
    const id = await prepared(h);
    const flow = h.store.get(id);
    expect(stateOf(flow)).toBe('api-error');
    expect(flow?.apiError).toMatchObject({ kind: 'refused', message: REASON });
    expect(flow?.steps.every((s) => s.kind === 'tx' && !s.unsigned)).toBe(true);
    expect(h.wallet.prompts).toBe(0);
    expect(h.chain.sent).toEqual([]);
  });

  it('a fresh answer after a dead blockhash is checked too: a drain is refused, unsigned', async () => {
    const h = createHarness();
    const id = await prepared(h);
    h.chain.expireBlockhashes();
    h.intent.refusal = { stepKey: 'create', reason: REASON };
    await h.engine.confirm(id);
    expect(h.api.posts).toHaveLength(2);
    expect(h.store.get(id)?.apiError).toMatchObject({ kind: 'refused', message: REASON });
    expect(h.wallet.prompts).toBe(0);
    expect(h.chain.sent).toEqual([]);
  });

  it('a fresh answer that differs from the one confirmed goes back to the review, saying how', async () => {
    const h = createHarness();
    const id = await prepared(h);
    h.chain.expireBlockhashes();
    h.api.variant = 1; // the fresh answer pays another amount
    await h.engine.confirm(id);
    const flow = h.store.get(id);
    expect(stateOf(flow)).toBe('review');
    expect(flow?.reviewChanges?.[0]).toBe(
      '“Create the basket”: its System transfer instruction names other accounts or amounts',
    );
    expect(h.wallet.prompts).toBe(0);
    // Confirmed again, it runs; the change is what the user saw.
    await h.engine.confirm(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.store.get(id)?.reviewChanges).toBeUndefined();
  });

  it('a fresh answer with only a new blockhash and fresh accounts goes on without a second review', async () => {
    const h = createHarness();
    const id = await prepared(h);
    h.chain.expireBlockhashes();
    await h.engine.confirm(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
    expect(h.wallet.prompts).toBe(1);
  });

  it('checked again before the wallet is asked: a refusal then fails the step, unsigned', async () => {
    const h = createHarness();
    const id = await prepared(h);
    h.intent.refusal = { stepKey: 'create', reason: REASON };
    await h.engine.confirm(id);
    const [first] = h.store.get(id)?.steps ?? [];
    expect(first?.status).toBe('failed');
    if (first?.status !== 'failed') return;
    expect(first.error).toMatchObject({ kind: 'check' });
    expect(first.error.message).toBe(
      `The Basket API’s transaction does not do what you asked: ${REASON}. It was not signed.`,
    );
    expect(h.wallet.prompts).toBe(0);
  });

  it('an RPC away while checking is a notice on the step, then the check goes on', async () => {
    const h = createHarness();
    let failures = 1;
    const check = h.intent.check.bind(h.intent);
    h.intent.check = (flow, txs) =>
      failures-- > 0 ? Promise.reject(new Error('fetch failed')) : check(flow, txs);
    const id = h.engine.prepare(createDefinition(h.wallet.address));
    await h.runner.settled(id);
    expect(stateOf(h.store.get(id))).toBe('review');
    expect(h.intent.checks).toHaveLength(1);
  });
});
