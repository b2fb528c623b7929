import { describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { createFlow, flowState } from './machine';
import { FlowRunner } from './runner';
import { memoryTabLock } from './tabLock';
import { createDefinition, depositDefinition, BASKET_MINT } from './testing/definitions';
import { createHarness, until } from './testing/fakes';
import { txFromBase64 } from './codec';
import type { Flow } from './types';

const statuses = (f: Flow | undefined) => f?.steps.map((s) => s.status);

async function startAndSettle(
  h: ReturnType<typeof createHarness>,
  def = createDefinition(h.wallet.address),
) {
  const id = h.engine.start(def);
  const result = await h.runner.settled(id);
  return { id, result, flow: h.store.get(id)! };
}

describe('FlowRunner — happy path', () => {
  it('runs the three create steps strictly in order and confirms each once', async () => {
    const h = createHarness();
    const { flow, result } = await startAndSettle(h);
    expect(result).toBe('stopped');
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(flowState(flow)).toBe('completed');
    expect(h.api.posts).toHaveLength(1);
    const sigs = flow.steps.map((s) => s.signature!);
    expect(new Set(sigs).size).toBe(3);
    for (const sig of sigs) expect(h.chain.landed.get(sig)).toBe(1);
    // Step N+1 is only put to the wallet after step N was sent and confirmed.
    const prompts = h.log.flatMap((l, i) => (l === 'wallet:prompt' ? [i] : []));
    expect(prompts).toHaveLength(3);
    expect(h.log.indexOf(`send:${sigs[0]}`)).toBeLessThan(prompts[1]!);
    expect(h.log.indexOf(`send:${sigs[1]}`)).toBeLessThan(prompts[2]!);
    // The first send simulates (preflight); rebroadcasts don't.
    expect(h.chain.sent.filter((s) => !s.skipPreflight).map((s) => s.signature)).toEqual(sigs);
    // Journaled as completed.
    expect(
      h.journal
        .get(h.wallet.address, h.cluster, flow.id)
        ?.steps.every((s) => s.status === 'confirmed'),
    ).toBe(true);
    expect(h.errors).toEqual([]);
  });

  it('writes the signed bytes and signature to the journal before the first broadcast', async () => {
    const h = createHarness();
    const { flow } = await startAndSettle(h);
    for (const step of flow.steps) {
      const journaled = h.log.indexOf(`journal:signed:${step.signature}`);
      const firstSend = h.log.indexOf(`send:${step.signature}`);
      expect(journaled).toBeGreaterThanOrEqual(0);
      expect(journaled).toBeLessThan(firstSend);
      // The journaled bytes are exactly what the chain got, and carry the journaled signature.
      expect(txFromBase64(step.signedTx!).signatures[0]).toBeDefined();
    }
  });

  it('confirms by polling when the WebSocket never notifies', async () => {
    const h = createHarness();
    h.chain.wsEnabled = false;
    const { flow } = await startAndSettle(h);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });
});

describe('FlowRunner — rejection', () => {
  it('a wallet rejection is a neutral stop; Retry re-asks for the same transaction and completes', async () => {
    const h = createHarness();
    h.wallet.script = ['sign', 'reject'];
    const { id, flow } = await startAndSettle(h);
    expect(statuses(flow)).toEqual(['confirmed', 'rejected', 'pending']);
    expect(flowState(flow)).toBe('rejected');
    expect(flow.steps[1]!.error).toBeUndefined();
    expect(h.chain.sent.map((s) => s.signature)).not.toContain(flow.steps[1]!.signature);
    const txBefore = flow.steps[1]!.tx;

    await h.engine.retry(id);
    const done = h.store.get(id)!;
    expect(statuses(done)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(done.steps[1]!.tx).toBe(txBefore);
    expect(h.api.posts).toHaveLength(1);
  });

  it('a wallet error that is not a rejection fails the step with the wallet’s words', async () => {
    const h = createHarness();
    h.wallet.script = ['error'];
    const { flow } = await startAndSettle(h);
    expect(flow.steps[0]!.status).toBe('failed');
    expect(flow.steps[0]!.error).toMatchObject({ kind: 'wallet' });
    expect(flow.steps[0]!.error!.message).toContain('Wallet is locked');
  });
});

describe('FlowRunner — expiry', () => {
  it('re-POSTs and takes a fresh transaction when the blockhash expired before signing', async () => {
    const h = createHarness();
    const first = h.chain.landed;
    h.chain.afterLand = () => {
      if (first.size === 1) h.chain.expireBlockhashes();
    };
    const { flow } = await startAndSettle(h);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // Initial request, then one fresh request for steps 2 and 3 (both were stale).
    expect(h.api.posts.length).toBe(2);
    expect(h.api.posts[1]).toEqual(h.api.posts[0]);
    expect(h.wallet.prompts).toBe(3);
    for (const s of flow.steps) expect(h.chain.landed.get(s.signature!)).toBe(1);
  });

  it('a blockhash that expires while the wallet prompt is open: the signed bytes are dropped unsent and a fresh transaction is signed', async () => {
    const h = createHarness();
    let answer!: () => void;
    h.wallet.hold = new Promise<void>((r) => (answer = r));
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    h.chain.expireBlockhashes();
    h.wallet.hold = undefined;
    answer();
    await h.runner.settled(id);
    const flow = h.store.get(id)!;
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const [stale] = h.wallet.signed;
    expect(h.chain.sent.some((s) => s.signature === stale)).toBe(false);
    expect(flow.steps[0]!.signature).not.toBe(stale);
    expect(h.api.posts).toHaveLength(2);
    expect(h.wallet.prompts).toBe(4);
  });

  it('a sent transaction that never lands expires after lastValidBlockHeight; a fresh one completes', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const { id, flow } = await startAndSettle(h);
    const step = flow.steps[0]!;
    expect(step.status).toBe('expired');
    expect(flowState(flow)).toBe('expired');
    expect(h.chain.height()).toBeGreaterThan(step.lastValidBlockHeight!);
    // Only the same signed bytes were ever broadcast, the rebroadcasts without preflight.
    expect(new Set(h.chain.sent.map((s) => s.signature))).toEqual(new Set([step.signature]));
    expect(h.chain.sent.length).toBeGreaterThan(2);
    expect(h.chain.sent.slice(1).every((s) => s.skipPreflight)).toBe(true);
    expect(h.wallet.prompts).toBe(1);

    h.chain.landing = { kind: 'land' };
    await h.engine.retry(id);
    const done = h.store.get(id)!;
    expect(statuses(done)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(done.steps[0]!.previousSignatures).toEqual([step.signature]);
    expect(done.steps[0]!.signature).not.toBe(step.signature);
    expect(h.chain.landed.has(step.signature!)).toBe(false);
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
    const { flow } = await startAndSettle(h);
    expect(flow.steps[0]!.status).toBe('expired');
    expect(h.wallet.prompts).toBe(0);
    expect(h.api.posts.length).toBe(4);
  });
});

describe('FlowRunner — failures', () => {
  const insufficient = { InstructionError: [0, { Custom: 1 }] };
  const logs = [
    'Program 11111111111111111111111111111111 invoke [1]',
    'Transfer: insufficient lamports 0, need 1001',
  ];

  it('a failed simulation fails the step with the error in words and the program logs', async () => {
    const h = createHarness();
    h.chain.afterLand = () => {
      h.chain.landing = { kind: 'fail', err: insufficient, logs, preflight: true };
    };
    const { flow } = await startAndSettle(h);
    expect(statuses(flow)).toEqual(['confirmed', 'failed', 'pending']);
    expect(flow.steps[1]!.error).toEqual({
      kind: 'chain',
      message: 'Not enough SOL in the wallet to pay for this step.',
      logs,
      raw: JSON.stringify(insufficient),
      neverLanded: true,
    });
    expect(flowState(flow)).toBe('failed');
  });

  it('a transaction that lands with an error fails the step with logs from the chain', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'fail', err: insufficient, logs, preflight: false };
    const { id, flow } = await startAndSettle(h);
    expect(flow.steps[0]!.status).toBe('failed');
    expect(flow.steps[0]!.error!.neverLanded).toBeUndefined();
    expect(flow.steps[0]!.error!.logs).toEqual(logs);
    expect(flow.steps[0]!.error!.message).toBe(
      'Not enough SOL in the wallet to pay for this step.',
    );
    // Retry needs a fresh transaction (the signed one is spent).
    h.chain.landing = { kind: 'land' };
    await h.engine.retry(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
  });

  it('RPC errors while confirming are retried without sending a different transaction', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const notices: string[] = [];
    h.store.subscribe(() => {
      const n = h.store.list()[0]?.steps[0]?.notice;
      if (n) notices.push(n);
    });
    let sends = 0;
    h.chain.afterLand = undefined;
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
    const { flow } = await startAndSettle(h);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(notices.some((n) => n.includes('Can’t reach the Solana RPC'))).toBe(true);
    expect(flow.steps[0]!.notice).toBeUndefined();
    expect(h.wallet.prompts).toBe(3);
    const step1Sends = h.chain.sent.filter((s) => s.signature === flow.steps[0]!.signature);
    expect(step1Sends.length).toBeGreaterThan(1);
    expect(
      h.chain.sent
        .map((s) => s.signature)
        .every((s) => flow.steps.some((st) => st.signature === s)),
    ).toBe(true);
  });

  it('keeps an API failure whole and retries the same request', async () => {
    const h = createHarness();
    const body = {
      success: false,
      error: { code: 'INVALID_SYMBOL', message: 'Symbol is taken', field: 'symbol' },
    };
    h.api.failWith = Object.assign(new Error('The API said no'), {
      kind: 'unsuccessful',
      status: 200,
      body,
      bodyText: JSON.stringify(body),
      url: 'http://x/baskets/create',
    });
    const { id, flow } = await startAndSettle(h);
    expect(flowState(flow)).toBe('api-error');
    expect(flow.apiError).toEqual({
      message: 'The API said no',
      kind: 'unsuccessful',
      status: 200,
      body,
      bodyText: JSON.stringify(body),
      url: 'http://x/baskets/create',
    });
    expect(h.wallet.prompts).toBe(0);
    h.api.failWith = undefined;
    await h.engine.retry(id);
    expect(flowState(h.store.get(id)!)).toBe('completed');
    expect(h.api.posts).toEqual([flow.request, flow.request]);
  });

  it('a response without the step’s transaction is an API error, not a crash', async () => {
    const h = createHarness();
    const realPost = h.api.post;
    h.api.post = async (f) => ({ ...(await realPost(f)), compositionTransaction: 'not base64 tx' });
    const { flow } = await startAndSettle(h);
    expect(flow.apiError).toMatchObject({ kind: 'invalid-response' });
    expect(flow.apiError!.message).toContain('compositionTransaction');
  });
});

describe('FlowRunner — checks before and after signing', () => {
  it('refuses a transaction whose fee payer is not the connected wallet', async () => {
    const h = createHarness();
    h.api.payer = h.chain.height()
      ? (await import('@solana/web3.js')).Keypair.generate().publicKey
      : undefined;
    const { flow } = await startAndSettle(h);
    expect(flow.steps[0]!.status).toBe('failed');
    expect(flow.steps[0]!.error).toMatchObject({ kind: 'check' });
    expect(flow.steps[0]!.error!.message).toMatch(/fee payer/);
    expect(h.wallet.prompts).toBe(0);
    expect(h.chain.sent).toHaveLength(0);
  });

  it('refuses a transaction that also needs another signer', async () => {
    const h = createHarness();
    h.api.extraSigner = Keypair.generate().publicKey;
    const { flow } = await startAndSettle(h);
    expect(flow.steps[0]!.error!.message).toMatch(/also needs the signature/);
    expect(h.wallet.prompts).toBe(0);
  });

  it('refuses a wallet that changed the message, and sends nothing', async () => {
    const h = createHarness();
    h.wallet.script = ['modify'];
    const { flow } = await startAndSettle(h);
    expect(flow.steps[0]!.status).toBe('failed');
    expect(flow.steps[0]!.error!.message).toMatch(/changed the transaction/);
    expect(flow.steps[0]!.signature).toBeUndefined();
    expect(h.chain.sent).toHaveLength(0);
  });

  it('refuses to sign with a different connected wallet', async () => {
    const h = createHarness();
    const other = Keypair.generate().publicKey.toBase58();
    const runner = new FlowRunner({
      store: h.store,
      clock: h.clock,
      lock: memoryTabLock(),
      chain: h.chain,
      post: (f) => h.api.post(f),
      signTransaction: (tx) => h.wallet.signTransaction(tx),
      walletAddress: () => other,
    });
    const flow = createFlow(createDefinition(h.wallet.address), {
      id: 'f',
      cluster: h.cluster,
      apiBase: 'http://api',
      wallet: h.wallet.address,
      at: h.clock.now(),
    });
    h.store.add(flow);
    await runner.run('f');
    expect(h.store.get('f')!.steps[0]!.error?.message).toContain(
      `Connect the wallet ${h.wallet.address}`,
    );
    expect(h.wallet.prompts).toBe(0);
  });
});

describe('FlowRunner — reload (rebuild from the journal)', () => {
  it('awaiting signature: asks again for the same unsigned transaction while it is valid', async () => {
    const h = createHarness();
    h.wallet.hold = new Promise(() => {}); // the prompt stays open; then the tab goes away
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    const journaled = h.journal.get(h.wallet.address, h.cluster, id)!;
    expect(journaled.steps[0]!.status).toBe('awaiting-signature');
    h.runner.stopAll();

    const t = h.reload();
    h.wallet.hold = undefined;
    await t.engine.resume(id);
    const flow = t.store.get(id)!;
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(flow.steps[0]!.tx).toBe(journaled.steps[0]!.tx);
    expect(h.api.posts).toHaveLength(1);
    expect(h.wallet.prompts).toBe(4); // the abandoned prompt + three
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
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
  });

  it('sending (journaled, never broadcast): checks the signature, then sends the SAME bytes', async () => {
    const h = createHarness();
    const id = h.engine.start(createDefinition(h.wallet.address));
    // The tab dies between the journal write and the broadcast.
    const off = h.store.subscribe(() => {
      if (h.store.get(id)?.steps[0]?.status === 'sending') h.runner.stop(id);
    });
    await h.runner.settled(id);
    off();
    const journaled = h.journal.get(h.wallet.address, h.cluster, id)!.steps[0]!;
    expect(journaled.status).toBe('sending');
    expect(h.chain.sent).toHaveLength(0);

    const t = h.reload();
    const mark = h.log.length;
    await t.engine.resume(id);
    const after = h.log.slice(mark);
    expect(after.indexOf(`status:${journaled.signature}`)).toBeLessThan(
      after.indexOf(`send:${journaled.signature}`),
    );
    const flow = t.store.get(id)!;
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(flow.steps[0]!.signature).toBe(journaled.signature);
    expect(h.chain.landed.get(journaled.signature!)).toBe(1);
    expect(h.wallet.prompts).toBe(3); // never re-signed
  });

  it('sending, but it had landed: confirms by signature without sending anything', async () => {
    const h = createHarness();
    const id = h.engine.start(createDefinition(h.wallet.address));
    const off = h.store.subscribe(() => {
      if (h.store.get(id)?.steps[0]?.status === 'sending') h.runner.stop(id);
    });
    await h.runner.settled(id);
    off();
    const sig = h.store.get(id)!.steps[0]!.signature!;
    h.chain.land(sig, { err: null, logs: [] });
    const t = h.reload();
    await t.engine.resume(id);
    expect(h.chain.sent.filter((s) => s.signature === sig)).toHaveLength(0);
    expect(h.chain.landed.get(sig)).toBe(1);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('confirming: re-checks by signature and keeps rebroadcasting the same bytes', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'confirming');
    h.runner.stopAll();
    await h.runner.settled(id);
    const sig = h.store.get(id)!.steps[0]!.signature!;

    h.chain.landing = { kind: 'land' };
    const t = h.reload();
    const mark = h.log.length;
    await t.engine.resume(id);
    const after = h.log.slice(mark);
    expect(after[0]).toBe(`status:${sig}`);
    expect(h.chain.landed.get(sig)).toBe(1);
    expect(h.wallet.prompts).toBe(3);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('confirming, and its window passed while away: expired without any send', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'confirming');
    h.runner.stopAll();
    await h.runner.settled(id);
    h.clock.t += 400 * 200; // 200 blocks later
    const sentBefore = h.chain.sent.length;
    const t = h.reload();
    await t.engine.resume(id);
    expect(t.store.get(id)!.steps[0]!.status).toBe('expired');
    expect(h.chain.sent.length).toBe(sentBefore);
  });

  it('rejected / failed / api-error survive a reload and stay put until Retry', async () => {
    const h = createHarness();
    h.wallet.script = ['reject'];
    const { id } = await startAndSettle(h);
    const t = h.reload();
    expect(t.store.get(id)!.steps[0]!.status).toBe('rejected');
    expect(await t.engine.resume(id)).toBe('stopped');
    expect(h.wallet.prompts).toBe(1);
    await t.engine.retry(id);
    expect(flowState(t.store.get(id)!)).toBe('completed');
  });

  it('a request in flight when the tab closed is posted again on resume', async () => {
    const h = createHarness();
    let release!: () => void;
    const realPost = h.api.post;
    h.api.post = (f) => new Promise((r) => (release = () => r(realPost(f))));
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.posting === true && !!release);
    h.runner.stopAll();
    const t = h.reload();
    h.api.post = realPost;
    await t.engine.resume(id);
    expect(flowState(t.store.get(id)!)).toBe('completed');
  });
});

describe('FlowRunner — wait step', () => {
  it('completes when the watched balance rises above its value before the deposit', async () => {
    const h = createHarness();
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 5n);
    h.chain.afterLand = () => h.chain.setBalance(h.wallet.address, BASKET_MINT, 17n);
    const { flow } = await startAndSettle(h, depositDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'done']);
    expect(flow.steps[1]!.baseline).toBe('5');
    expect(flow.steps[1]!.deadline).toBe(flow.steps[0]!.confirmedAt! + 180_000);
  });

  it('turns overdue 3:00 after the deposit confirmed, keeps watching, and still completes', async () => {
    const h = createHarness();
    const id = h.engine.start(depositDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[1]?.status === 'overdue');
    const step = h.store.get(id)!.steps[1]!;
    expect(h.clock.now()).toBeGreaterThanOrEqual(step.deadline!);
    expect(flowState(h.store.get(id)!)).toBe('overdue');
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 1n);
    await h.runner.settled(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'done']);
  });

  it('a reload while waiting resumes the same countdown', async () => {
    const h = createHarness();
    const id = h.engine.start(depositDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[1]?.status === 'waiting');
    const deadline = h.store.get(id)!.steps[1]!.deadline;
    h.runner.stopAll();
    await h.runner.settled(id);
    const t = h.reload();
    h.chain.setBalance(h.wallet.address, BASKET_MINT, 3n);
    await t.engine.resume(id);
    const flow = t.store.get(id)!;
    expect(flow.steps[1]!.status).toBe('done');
    expect(flow.steps[1]!.deadline).toBe(deadline);
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
    expect(h.wallet.prompts).toBe(3);
    // Once finished, the same request may run again (a second deposit of the same amount).
    const c = h.engine.start(def);
    expect(c).not.toBe(a);
    await h.runner.settled(c);
  });

  it('two tabs never run the same flow at once', async () => {
    const lock = memoryTabLock(); // shared between both tabs, like Web Locks
    const h = createHarness({ lock });
    let answer!: () => void;
    h.wallet.hold = new Promise<void>((r) => (answer = r));
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'awaiting-signature');
    const other = h.reload(lock);
    expect(await other.engine.resume(id)).toBe('locked');
    expect(h.wallet.prompts).toBe(1);
    // The first tab is told to stop while its wallet prompt is open; it keeps the lock until the
    // wallet answers, journals the signature, and lets go without broadcasting.
    h.runner.stopAll();
    h.wallet.hold = undefined;
    answer();
    await h.runner.settled(id);
    expect(lock.held.size).toBe(0);
    expect(h.store.get(id)!.steps[0]!.status).toBe('sending');
    expect(h.chain.sent).toHaveLength(0);
    await other.engine.resume(id);
    expect(flowState(other.store.get(id)!)).toBe('completed');
    expect(h.wallet.prompts).toBe(3); // step 1 was never signed twice
  });

  it('dismiss hides a flow from the active ones', async () => {
    const h = createHarness();
    h.wallet.script = ['reject'];
    const { id } = await startAndSettle(h);
    h.engine.dismiss(id);
    expect(h.store.get(id)!.dismissed).toBe(true);
    expect(h.journal.get(h.wallet.address, h.cluster, id)!.dismissed).toBe(true);
  });
});
