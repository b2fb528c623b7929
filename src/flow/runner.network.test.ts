import { describe, expect, it } from 'vitest';
import { flowState } from './machine';
import { PreflightError } from './ports';
import { REPLICA_GRACE_MS, SERVICE_ANSWER_GRACE_MS } from './replicaGrace';
import { sigOf, startAndSettle, stateOf, statuses } from './testing/assertions';
import {
  BASKET_MINT,
  claimDefinition,
  createDefinition,
  depositDefinition,
} from './testing/definitions';
import { createHarness } from './testing/harness';

const insufficient = { InstructionError: [0, { Custom: 1 }] };
const logs = [
  'Program 11111111111111111111111111111111 invoke [1]',
  'Transfer: insufficient lamports 0, need 1001',
];

/** The RPC's simulation refusing a transaction for want of SOL. */
const refusal = () => new PreflightError('Transaction simulation failed', insufficient, logs);

/** A harness whose RPC refuses every simulation, with one transaction per wallet prompt. */
function refusingHarness() {
  const h = createHarness();
  h.wallet.multiSign = 'no';
  h.chain.preflight = refusal();
  return h;
}

/** Every notice the first flow's step `index` shows, in order (the store keeps only the latest). */
function noticesOf(h: ReturnType<typeof createHarness>, index: number): string[] {
  const notices: string[] = [];
  h.store.subscribe(() => {
    const n = h.store.list()[0]?.steps[index]?.notice;
    if (n) notices.push(n);
  });
  return notices;
}

describe('FlowRunner — failures on chain', () => {
  it('a simulation that keeps failing fails the step in words with the logs (after the replica grace)', async () => {
    const h = refusingHarness();
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    const step = flow.steps[0];
    expect(step?.status === 'failed' && step.error).toEqual({
      kind: 'chain',
      message: 'Not enough SOL in the wallet to pay for this step.',
      logs,
      raw: JSON.stringify(insufficient),
      neverLanded: true,
    });
    expect(flowState(flow)).toBe('failed');
  });

  it('a simulation failing right after the previous step confirmed is tried again (a replica behind), then sent', async () => {
    const h = createHarness();
    const notices = noticesOf(h, 1);
    // The replica does not see step 1 for the first two simulations of step 2.
    let lagging = 0;
    h.chain.afterLand = () => {
      if (lagging === 0) {
        lagging = 2;
        h.chain.preflight = refusal();
      }
    };
    const realSend = h.chain.sendRawTransaction.bind(h.chain);
    h.chain.sendRawTransaction = async (bytes, opts) => {
      if (!opts.skipPreflight && h.chain.preflight && --lagging < 0) h.chain.preflight = undefined;
      return realSend(bytes, opts);
    };
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed']);
    expect(notices.some((n) => /does not see the latest changes yet/.test(n))).toBe(true);
    expect(flow.steps[1]?.notice).toBeUndefined();
  });

  it('a first step whose simulation fails right after the service built it (its RPC ahead of ours) is tried again, then sent', async () => {
    const h = refusingHarness();
    let lagging = 2;
    const realSend = h.chain.sendRawTransaction.bind(h.chain);
    h.chain.sendRawTransaction = async (bytes, opts) => {
      if (!opts.skipPreflight && --lagging < 0) h.chain.preflight = undefined;
      return realSend(bytes, opts);
    };
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed']);
  });

  it('a refusal right after the service answered is reported once the short grace has passed, not the long one', async () => {
    const h = refusingHarness();
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    const step = flow.steps[0];
    expect(step?.status).toBe('failed');
    if (step?.status !== 'failed' || !step.unsigned) return;
    // The fake clock moves only when the engine sleeps: now is when it gave up.
    const waited = h.clock.now() - step.unsigned.receivedAt;
    expect(waited).toBeGreaterThanOrEqual(SERVICE_ANSWER_GRACE_MS);
    expect(waited).toBeLessThan(REPLICA_GRACE_MS);
  });

  it('a refusal after the previous step confirmed is tried for the long grace (the chain surely changed)', async () => {
    const h = createHarness();
    h.chain.afterLand = () => {
      h.chain.preflight = refusal();
    };
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    const [first, second] = flow.steps;
    expect(first?.status).toBe('confirmed');
    expect(second?.status).toBe('failed');
    if (first?.status !== 'confirmed' || second?.status !== 'failed') return;
    expect(h.clock.now() - first.confirmedAt).toBeGreaterThanOrEqual(REPLICA_GRACE_MS);
  });

  it('a transaction that lands with an error fails the step with the chain’s logs; Retry takes a fresh one', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'fail', err: insufficient, logs, preflight: false };
    const { id, flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    const step = flow.steps[0];
    expect(step?.status).toBe('failed');
    if (step?.status !== 'failed') return;
    expect(step.error.neverLanded).toBeUndefined();
    expect(step.error.logs).toEqual(logs);
    expect(step.error.message).toBe('Not enough SOL in the wallet to pay for this step.');
    h.chain.landing = { kind: 'land' };
    await h.engine.retry(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
  });
});

describe('FlowRunner — an unreliable RPC', () => {
  it('RPC errors while confirming are retried without sending a different transaction', async () => {
    const h = createHarness();
    h.wallet.multiSign = 'no';
    h.chain.landing = { kind: 'drop' };
    const notices = noticesOf(h, 0);
    let sends = 0;
    const realSend = h.chain.sendRawTransaction.bind(h.chain);
    h.chain.sendRawTransaction = async (bytes, opts) => {
      sends++;
      if (sends === 1) {
        const sig = await realSend(bytes, opts);
        h.chain.downFor = 12; // the RPC goes away right after the first send…
        return sig;
      }
      h.chain.landing = { kind: 'land' }; // …and comes back; the rebroadcast lands
      return realSend(bytes, opts);
    };
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed']);
    expect(notices.some((n) => n.includes('Can’t reach the Solana RPC'))).toBe(true);
    expect(flow.steps[0]?.notice).toBeUndefined();
    const signatures = flow.steps.map(sigOf);
    expect(h.chain.sent.every((s) => signatures.includes(s.signature))).toBe(true);
  });

  it('the RPC limiting the rate (HTTP 429) is a notice on the running step, gone once it answers', async () => {
    const h = createHarness();
    const listeners = new Set<(ms: number) => void>();
    h.chain.onRateLimited = (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    };
    const notices = noticesOf(h, 0);
    const realStatus = h.chain.getSignatureStatus.bind(h.chain);
    let told = false;
    h.chain.getSignatureStatus = async (sig) => {
      if (!told) for (const l of listeners) l(2_000);
      told = true;
      return realStatus(sig);
    };
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed']);
    expect(notices).toContain(
      'The Solana RPC is limiting how fast this app may ask (HTTP 429): waiting 2 s, as it asked, then going on.',
    );
    expect(flow.steps[0]?.notice).toBeUndefined();
  });
});

describe('FlowRunner — the API', () => {
  it('keeps an API failure whole and retries the same request', async () => {
    const h = createHarness();
    const body = {
      success: false,
      error: { code: 'NAME_TAKEN', message: 'The name is taken', field: 'name' },
    };
    h.api.failWith = Object.assign(new Error('The API said no'), {
      kind: 'unsuccessful',
      status: 409,
      body,
      bodyText: JSON.stringify(body),
      url: 'http://x/baskets/create',
    });
    const { id, flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(flowState(flow)).toBe('api-error');
    expect(flow.apiError).toEqual({
      message: 'The API said no',
      kind: 'unsuccessful',
      status: 409,
      body,
      bodyText: JSON.stringify(body),
      url: 'http://x/baskets/create',
    });
    expect(h.wallet.prompts).toBe(0);
    h.api.failWith = undefined;
    await h.engine.retry(id);
    expect(stateOf(h.store.get(id))).toBe('completed');
    expect(h.api.posts).toEqual([flow.request, flow.request]);
  });

  it('a response without a required transaction is an API error, not a crash', async () => {
    const h = createHarness();
    const realPost = h.api.post;
    h.api.post = async (f) => ({ ...(await realPost(f)), compositionTransaction: 'not a tx' });
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(flow.apiError).toMatchObject({ kind: 'invalid-response' });
    expect(flow.apiError?.message).toContain('compositionTransaction');
  });

  it('claim without createATAsTx (nothing to create) is one step', async () => {
    const h = createHarness();
    h.api.omit.add('createATAsTx');
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(flow.steps.map((s) => s.key)).toEqual(['claim']);
    expect(statuses(flow)).toEqual(['confirmed']);
  });

  it('claim with an empty createATAsTx is one step too', async () => {
    const h = createHarness();
    const realPost = h.api.post;
    h.api.post = async (f) => ({ ...(await realPost(f)), createATAsTx: '' });
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(flow.steps.map((s) => s.key)).toEqual(['claim']);
    expect(flowState(flow)).toBe('completed');
  });
});

describe('FlowRunner — facts read once (docs/flow-engine.md rule 7)', () => {
  it('facts come from the response, then from what the confirmed transaction created', async () => {
    const seen: string[] = [];
    const h = createHarness({
      facts: {
        fromResponse: (_flow, txs) => {
          seen.push(`response:${[...txs.keys()].join(',')}`);
          return { basket: 'named-by-response' };
        },
        fromConfirmed: (_flow, key, created) => {
          seen.push(`confirmed:${key}:${created.map((c) => `${c.address}/${c.owner}`).join(',')}`);
          return key === 'create' ? { basket: created[0]?.address } : {};
        },
      },
    });
    h.chain.afterLand = (sig) => {
      h.chain.created.set(sig, [`made-by-${sig.slice(0, 4)}`]);
      h.chain.owners.set(
        `made-by-${sig.slice(0, 4)}`,
        'Owner1111111111111111111111111111111111111',
      );
    };
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    const first = sigOf(flow.steps[0]) ?? '';
    expect(seen[0]).toBe('response:create,composition,restructure');
    expect(seen).toContain(
      `confirmed:create:made-by-${first.slice(0, 4)}/Owner1111111111111111111111111111111111111`,
    );
    expect(flow.facts.basket).toBe(`made-by-${first.slice(0, 4)}`);
    const step = flow.steps[0];
    expect(step?.status === 'confirmed' && step.created).toEqual([
      {
        address: `made-by-${first.slice(0, 4)}`,
        owner: 'Owner1111111111111111111111111111111111111',
      },
    ]);
  });

  it('a deposit whose page did not know the basket mint watches the one the transaction names', async () => {
    const h = createHarness({
      facts: { fromResponse: () => ({ basketMint: BASKET_MINT }), fromConfirmed: () => ({}) },
    });
    h.chain.afterLand = () => h.chain.setBalance(h.wallet.address, BASKET_MINT, 9n);
    const { flow } = await startAndSettle(h, depositDefinition(h.wallet.address, 10, null));
    expect(statuses(flow)).toEqual(['confirmed', 'done']);
    expect(flow.steps[1]?.kind === 'wait' && flow.steps[1].watch.mint).toBe(BASKET_MINT);
  });

  it('a deposit with no mint known anywhere ends at the transaction', async () => {
    const h = createHarness();
    const { flow } = await startAndSettle(h, depositDefinition(h.wallet.address, 10, null));
    expect(flow.steps.map((s) => s.key)).toEqual(['deposit']);
    expect(flowState(flow)).toBe('completed');
  });
});
