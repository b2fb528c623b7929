import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { txFromBase64 } from './codec';
import { createFlow, flowState } from './machine';
import { FlowRunner } from './runner';
import { memoryTabLock } from './tabLock';
import { sigOf, startAndSettle, statuses, unsignedOf } from './testing/assertions';
import { claimDefinition, createDefinition, depositDefinition } from './testing/definitions';
import { walletPortOf } from './testing/fakeWallet';
import { createHarness, until } from './testing/harness';

describe('FlowRunner — signing all of a flow in one approval (docs/flow-engine.md rule 2)', () => {
  it('create: one wallet prompt for three transactions, sent strictly in order, each landing once', async () => {
    const h = createHarness();
    const { flow, result } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(result).toBe('stopped');
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.promptSizes).toEqual([3]);
    expect(h.api.posts).toHaveLength(1);
    const sigs = flow.steps.map(sigOf);
    expect(new Set(sigs).size).toBe(3);
    for (const sig of sigs) expect(h.chain.landed.get(sig ?? '')).toBe(1);
    // All three signatures are journaled before the first broadcast (docs/flow-engine.md rule 1)…
    const firstSend = h.log.indexOf(`send:${sigs[0]}`);
    for (const sig of sigs) {
      expect(h.log.indexOf(`journal:signed:${sig}`)).toBeGreaterThanOrEqual(0);
      expect(h.log.indexOf(`journal:signed:${sig}`)).toBeLessThan(firstSend);
    }
    // …and step N+1 is sent only after step N is confirmed (its status was read as landed).
    expect(h.log.indexOf(`send:${sigs[0]}`)).toBeLessThan(h.log.indexOf(`send:${sigs[1]}`));
    expect(h.log.indexOf(`send:${sigs[1]}`)).toBeLessThan(h.log.indexOf(`send:${sigs[2]}`));
    // The first send of each simulates (preflight); rebroadcasts don't.
    expect(h.chain.sent.filter((s) => !s.skipPreflight).map((s) => s.signature)).toEqual(sigs);
    expect(h.errors).toEqual([]);
  });

  it('a wallet without signAllTransactions is asked once per transaction, each after the previous confirmed', async () => {
    const h = createHarness();
    h.wallet.multiSign = 'no';
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.promptSizes).toEqual([1, 1, 1]);
    const prompts = h.log.flatMap((l, i) => (l === 'wallet:prompt' ? [i] : []));
    expect(h.log.indexOf(`send:${sigOf(flow.steps[0])}`)).toBeLessThan(prompts[1] ?? -1);
  });

  it('a wallet that refuses several at once is asked again one at a time, without a failure', async () => {
    const h = createHarness();
    h.wallet.multiSign = 'refuse';
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // The wallet refused the three before showing anything; then one at a time.
    expect(h.wallet.promptSizes).toEqual([1, 1, 1]);
    expect(h.wallet.signed).toHaveLength(3);
  });

  it('signed steps wait their turn: the timeline shows them signed, not sent', async () => {
    const h = createHarness();
    h.chain.landing = { kind: 'drop' };
    const id = h.engine.start(createDefinition(h.wallet.address));
    await until(() => h.store.get(id)?.steps[0]?.status === 'confirming');
    const flow = h.store.get(id);
    expect(statuses(flow)).toEqual(['confirming', 'signed', 'signed']);
    expect(h.chain.sent.map((s) => s.signature)).not.toContain(sigOf(flow?.steps[1]));
    h.runner.stopAll();
    await h.runner.settled(id);
  });
});

describe('FlowRunner — the wallet declines or fails', () => {
  it('a rejection of the approval is a neutral stop; Retry asks once again for the same transactions', async () => {
    const h = createHarness();
    h.wallet.script = ['reject'];
    const { id, flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['rejected', 'pending', 'pending']);
    expect(flowState(flow)).toBe('rejected');
    expect(h.chain.sent).toHaveLength(0);
    const before = flow.steps.map(unsignedOf);
    await h.engine.retry(id);
    const done = h.store.get(id);
    expect(statuses(done)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(done?.steps.map(unsignedOf)).toEqual(before);
    expect(h.api.posts).toHaveLength(1);
    expect(h.wallet.promptSizes).toEqual([3, 3]);
  });

  it('a wallet error that is not a rejection fails the step with the wallet’s words', async () => {
    const h = createHarness();
    h.wallet.multiSign = 'no';
    h.wallet.script = ['error'];
    const { flow } = await startAndSettle(h, depositDefinition(h.wallet.address));
    const step = flow.steps[0];
    expect(step?.status).toBe('failed');
    expect(step?.status === 'failed' && step.error).toMatchObject({ kind: 'wallet' });
    expect(step?.status === 'failed' && step.error.message).toContain('Wallet is locked');
  });
});

describe('FlowRunner — checks before and after signing (docs/flow-engine.md rule 5)', () => {
  it('refuses a transaction whose fee payer is not the connected wallet, before any prompt', async () => {
    const h = createHarness();
    h.api.payer = Keypair.generate().publicKey;
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    const step = flow.steps[0];
    expect(step?.status === 'failed' && step.error.kind).toBe('check');
    expect(step?.status === 'failed' && step.error.message).toMatch(/fee payer/);
    expect(h.wallet.prompts).toBe(0);
    expect(h.chain.sent).toHaveLength(0);
  });

  it('refuses a transaction that also needs another signer', async () => {
    const h = createHarness();
    h.api.extraSigner = Keypair.generate().publicKey;
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    const step = flow.steps[0];
    expect(step?.status === 'failed' && step.error.message).toMatch(/also needs the signature/);
    expect(h.wallet.prompts).toBe(0);
  });

  it.each([
    ['modify', /another blockhash/],
    ['redirect', /does something else/],
  ] as const)(
    'refuses a wallet that changed what the transaction does (%s), and sends nothing of the approval',
    async (mode, words) => {
      const h = createHarness();
      h.wallet.script = [mode];
      const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
      const step = flow.steps[0];
      expect(step?.status).toBe('failed');
      expect(step?.status === 'failed' && step.error.message).toMatch(/changed the transaction/);
      expect(step?.status === 'failed' && step.error.message).toMatch(words);
      expect(sigOf(step)).toBeUndefined();
      expect(h.chain.sent).toHaveLength(0);
    },
  );

  it('accepts a priority fee added by the wallet, says so, and sends the wallet’s bytes', async () => {
    const h = createHarness();
    h.wallet.mode = 'phantom';
    const { flow } = await startAndSettle(h, createDefinition(h.wallet.address));
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    for (const step of flow.steps) {
      const signed = step.status === 'confirmed' ? step.signed : undefined;
      expect(signed?.walletChanges).toEqual({
        wallet: 'Fake Wallet',
        computeBudget: true,
        lighthouse: 0,
        priorityFeeLamports: '20000',
      });
      // What was sent is what the wallet signed: compute budget first, then the original.
      const sent = txFromBase64(signed?.base64 ?? '');
      expect(sent.message.compiledInstructions).toHaveLength(3);
      expect(h.chain.landed.get(signed?.signature ?? '')).toBe(1);
    }
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
      intent: h.intent,
      wallet: walletPortOf(h.wallet, () => other),
    });
    h.store.add(
      createFlow(claimDefinition(h.wallet.address), {
        id: 'f',
        cluster: h.cluster,
        apiBase: 'http://api',
        wallet: h.wallet.address,
        at: h.clock.now(),
      }),
    );
    await runner.run('f');
    const step = h.store.get('f')?.steps[0];
    expect(step?.status === 'failed' && step.error.message).toContain(
      `Connect the wallet ${h.wallet.address}`,
    );
    expect(h.wallet.prompts).toBe(0);
  });
});
