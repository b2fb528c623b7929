import { describe, expect, it } from 'vitest';
import { createFlow } from './machine';
import { sigOf, stateOf, statuses } from './testing/assertions';
import { claimDefinition, createDefinition } from './testing/definitions';
import { buildTx } from './testing/fakeApi';
import { createHarness, until } from './testing/harness';
import type { FlowDefinition } from './types';

/** Starts a flow the wallet sends (signAndSend), as confirm() does when the wallet can. */
function startWalletSends(h: ReturnType<typeof createHarness>, def: FlowDefinition) {
  return h.engine.start(def, 'wallet');
}

describe('FlowRunner — the wallet sends (signAndSend)', () => {
  it('create with a wallet that sends in series: one approval, each landing once, the app only confirms', async () => {
    const h = createHarness();
    h.wallet.sends = 'send';
    const id = startWalletSends(h, createDefinition(h.wallet.address));
    await h.runner.settled(id);
    const flow = h.store.get(id);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.promptSizes).toEqual([3]);
    // Every broadcast came from the wallet; the app never had the bytes.
    expect(h.chain.sent.every((s) => !s.skipPreflight)).toBe(true);
    for (const step of flow?.steps ?? []) {
      expect(h.chain.landed.get(sigOf(step) ?? '')).toBe(1);
      expect(step.status === 'confirmed' && step.signed.sentBy).toBe('wallet');
      expect(step.status === 'confirmed' && step.signed.base64).toBeUndefined();
    }
  });

  it('what is handed to the wallet is journaled before the wallet is asked', async () => {
    const h = createHarness();
    h.wallet.sends = 'send';
    h.wallet.hold = new Promise(() => {});
    const id = startWalletSends(h, claimDefinition(h.wallet.address));
    await until(() => h.wallet.prompts === 1);
    const journaled = h.journal.get(h.wallet.address, h.cluster, id);
    expect(statuses(journaled)).toEqual(['with-wallet', 'with-wallet']);
    const first = journaled?.steps[0];
    expect(first?.status === 'with-wallet' && first.handoff.instructions).toHaveLength(1);
    h.runner.stopAll();
  });

  it('a wallet that sends one at a time gets one approval per step, each after the previous confirmed', async () => {
    const h = createHarness();
    h.wallet.sends = 'send';
    h.wallet.serial = false;
    const id = startWalletSends(h, createDefinition(h.wallet.address));
    await h.runner.settled(id);
    expect(statuses(h.store.get(id))).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(h.wallet.promptSizes).toEqual([1, 1, 1]);
  });

  it('the priority fee the wallet added is found on chain and said, after it landed', async () => {
    const h = createHarness();
    h.wallet.sends = 'send';
    h.wallet.mode = 'phantom';
    const id = startWalletSends(h, claimDefinition(h.wallet.address));
    await h.runner.settled(id);
    const step = h.store.get(id)?.steps[0];
    expect(step?.status === 'confirmed' && step.signed.walletChanges).toEqual({
      wallet: 'Fake Wallet',
      computeBudget: true,
      lighthouse: 0,
      priorityFeeLamports: '20000',
    });
  });
});

describe('FlowRunner — resuming without the signature (the wallet had the transaction)', () => {
  it('reloaded while the wallet held step 1, which it then sent: found on chain, confirmed, sent once', async () => {
    const h = createHarness();
    h.wallet.sends = 'send';
    h.wallet.mode = 'phantom'; // the wallet's additions must not hide the transaction
    let approve = () => {};
    h.wallet.hold = new Promise<void>((r) => (approve = r));
    const id = startWalletSends(h, claimDefinition(h.wallet.address));
    await until(() => h.wallet.prompts === 1);
    h.runner.stopAll(); // the tab goes away while the wallet's prompt is open…
    approve(); // …and the user approves in the wallet, which sends both
    await until(() => h.chain.landed.size === 2);

    const t = h.reload();
    await t.engine.resume(id);
    const flow = t.store.get(id);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed']);
    for (const step of flow?.steps ?? []) expect(h.chain.landed.get(sigOf(step) ?? '')).toBe(1);
    expect(h.wallet.prompts).toBe(1);
  });

  it('reloaded while the wallet held a step it never sends: expired once its blockhash passed, then a fresh one', async () => {
    const h = createHarness();
    h.wallet.sends = 'never';
    h.wallet.hold = new Promise(() => {});
    const id = startWalletSends(h, claimDefinition(h.wallet.address));
    await until(() => h.wallet.prompts === 1);
    h.runner.stopAll();

    const t = h.reload();
    const notices: string[] = [];
    t.store.subscribe(() => {
      const n = t.store.get(id)?.steps[0]?.notice;
      if (n) notices.push(n);
    });
    h.wallet.hold = undefined;
    await t.engine.resume(id);
    const flow = t.store.get(id);
    expect(stateOf(flow)).toBe('expired');
    expect(notices.some((n) => /nothing will be asked again before then/.test(n))).toBe(true);
    expect(h.wallet.prompts).toBe(1); // not asked again while it could still land
    expect(h.chain.landed.size).toBe(0);

    h.wallet.sends = 'send';
    await t.engine.retry(id);
    expect(statuses(t.store.get(id))).toEqual(['confirmed', 'confirmed']);
    expect(h.api.posts).toHaveLength(2);
    expect(h.chain.landed.size).toBe(2);
  });

  it('another transaction of the wallet with the same blockhash is not mistaken for the handed-off one', async () => {
    const h = createHarness();
    h.wallet.sends = 'send';
    const flow = createFlow(claimDefinition(h.wallet.address), {
      id: 'f',
      cluster: h.cluster,
      apiBase: 'http://api',
      wallet: h.wallet.address,
      at: h.clock.now(),
    });
    h.store.add({ ...flow, sendMode: 'wallet' });
    h.wallet.hold = new Promise(() => {});
    void h.engine.resume('f');
    await until(() => h.wallet.prompts === 1);
    h.runner.stopAll();
    const step = h.store.get('f')?.steps[0];
    if (step?.status !== 'with-wallet') throw new Error('not handed off');
    // The wallet sends something else, with the same blockhash, in the meantime.
    const other = buildTx({
      payer: h.wallet.keypair.publicKey,
      blockhash: step.handoff.blockhash,
      lamports: 777,
    });
    other.sign([h.wallet.keypair]);
    await h.chain.sendRawTransaction(other.serialize(), { skipPreflight: false });

    const t = h.reload();
    h.wallet.hold = undefined;
    h.clock.t += 400 * 400; // long past its window
    await t.engine.resume('f');
    expect(t.store.get('f')?.steps[0]?.status).toBe('expired');
  });
});
