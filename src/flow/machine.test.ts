import { describe, expect, it } from 'vitest';
import {
  InvalidTransitionError,
  createFlow,
  flowState,
  isActive,
  needsUserAction,
  nextAction,
  reduce,
  requestKey,
  signingBatch,
  type FlowEvent,
} from './machine';
import { sigOf, statuses, unsignedOf } from './testing/assertions';
import {
  BASKET_MINT,
  claimDefinition,
  createDefinition,
  depositDefinition,
} from './testing/definitions';
import type { Flow, SignedTx, UnsignedTx } from './types';

const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const ctx = { id: 'f1', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 };
const tx = (n: number): UnsignedTx => ({
  base64: `tx${n}`,
  receivedAt: 3,
  blockhash: 'hash',
  lastValidBlockHeight: 100 + n,
});
const signedTx = (key: string): SignedTx => ({
  signature: `sig-${key}`,
  base64: `signed-${key}`,
  blockhash: 'hash',
  lastValidBlockHeight: 100,
  sentBy: 'app',
});

const run = (flow: Flow, ...events: FlowEvent[]): Flow => events.reduce(reduce, flow);
const post = (flow: Flow, txs: Record<string, UnsignedTx>, extra: Partial<FlowEvent> = {}) =>
  run(flow, { type: 'post-started', at: 2 }, {
    type: 'post-succeeded',
    at: 3,
    txs,
    ...extra,
  } as FlowEvent);
const created = () =>
  post(createFlow(createDefinition(W), ctx), {
    create: tx(1),
    composition: tx(2),
    restructure: tx(3),
  });
/** All three signed in one approval; the first is being sent. */
const signedAll = (f = created()) =>
  run(
    f,
    { type: 'sign-requested', stepKeys: ['create', 'composition', 'restructure'], at: 10 },
    {
      type: 'signed',
      at: 11,
      signed: ['create', 'composition', 'restructure'].map((k) => ({
        stepKey: k,
        tx: signedTx(k),
      })),
    },
  );
const confirm = (f: Flow, key: string) =>
  run(f, { type: 'sent', stepKey: key, at: 12 }, { type: 'confirmed', stepKey: key, at: 13 });

describe('createFlow', () => {
  it('lays out every step from the start, pending, with the wait step last', () => {
    const f = createFlow(depositDefinition(W), ctx);
    expect(f.steps.map((s) => [s.key, s.kind, s.status])).toEqual([
      ['deposit', 'tx', 'pending'],
      ['wait', 'wait', 'pending'],
    ]);
    expect(f.v).toBe(2);
    expect(f.facts).toEqual({});
    expect(flowState(f)).toBe('preparing');
  });

  it('refuses duplicate step keys, empty flows and an unknown point of no return', () => {
    const def = createDefinition(W);
    const [first] = def.steps;
    if (!first) throw new Error('no step');
    expect(() => createFlow({ ...def, steps: [first, first] }, ctx)).toThrow(/duplicate/);
    expect(() => createFlow({ ...def, steps: [] }, ctx)).toThrow(/no steps/);
    expect(() => createFlow({ ...def, freshPostUnsafeFrom: 'nope' }, ctx)).toThrow(/no step/);
  });
});

describe('posting', () => {
  it('post-succeeded fills the steps and merges the facts; post-failed keeps the error', () => {
    const ok = post(
      createFlow(createDefinition(W), ctx),
      { create: tx(1), composition: tx(2), restructure: tx(3) },
      {
        facts: { basket: 'B' },
      },
    );
    expect(ok.posting).toBe(false);
    expect(ok.steps.map(unsignedOf)).toEqual(['tx1', 'tx2', 'tx3']);
    expect(ok.facts).toEqual({ basket: 'B' });
    const p = reduce(createFlow(createDefinition(W), ctx), { type: 'post-started', at: 2 });
    expect(nextAction(p)).toEqual({ type: 'stop' });
    const err = reduce(p, { type: 'post-failed', at: 3, error: { message: 'HTTP 500' } });
    expect(flowState(err)).toBe('api-error');
    expect(needsUserAction(err)).toBe(true);
  });

  it('refuses a second request in flight, and results without one', () => {
    const p = reduce(createFlow(createDefinition(W), ctx), { type: 'post-started', at: 2 });
    expect(() => reduce(p, { type: 'post-started', at: 3 })).toThrow(InvalidTransitionError);
    expect(() =>
      reduce(createFlow(createDefinition(W), ctx), { type: 'post-succeeded', at: 3, txs: {} }),
    ).toThrow(InvalidTransitionError);
  });

  it('never replaces the transaction of a step that was signed', () => {
    const f = reduce(signedAll(), { type: 'post-started', at: 20 });
    expect(() => reduce(f, { type: 'post-succeeded', at: 21, txs: { create: tx(9) } })).toThrow(
      /sending/,
    );
  });

  it('an optional step the response left out is dropped', () => {
    const f = post(createFlow(claimDefinition(W), ctx), { claim: tx(1) }, { drop: ['accounts'] });
    expect(f.steps.map((s) => s.key)).toEqual(['claim']);
    expect(nextAction(f)).toEqual({ type: 'sign', stepKey: 'claim' });
  });

  it('a wait without a mint takes the one the response names, or is dropped', () => {
    const fromFacts = post(
      createFlow(depositDefinition(W, 1, null), ctx),
      { deposit: tx(1) },
      {
        facts: { basketMint: BASKET_MINT },
      },
    );
    const wait = fromFacts.steps[1];
    expect(wait?.kind === 'wait' && wait.watch.mint).toBe(BASKET_MINT);
    const none = post(createFlow(depositDefinition(W, 1, null), ctx), { deposit: tx(1) });
    expect(none.steps.map((s) => s.key)).toEqual(['deposit']);
  });
});

describe('signing and sending', () => {
  it('one approval for every step that has its transaction; the first is sent, the rest wait', () => {
    const f = created();
    expect(signingBatch(f, 'create')).toEqual(['create', 'composition', 'restructure']);
    expect(nextAction(f)).toEqual({ type: 'sign', stepKey: 'create' });
    const s = signedAll(f);
    expect(statuses(s)).toEqual(['sending', 'signed', 'signed']);
    expect(nextAction(s)).toEqual({ type: 'confirm', stepKey: 'create' });
    const one = confirm(s, 'create');
    expect(nextAction(one)).toEqual({ type: 'send', stepKey: 'composition' });
    const sending = reduce(one, { type: 'send-started', stepKey: 'composition', at: 14 });
    expect(statuses(sending)).toEqual(['confirmed', 'sending', 'signed']);
  });

  it('is strictly sequential: a later step cannot start before the one before it', () => {
    const f = created();
    expect(() => reduce(f, { type: 'sign-requested', stepKeys: ['composition'], at: 10 })).toThrow(
      /not the current step/,
    );
    expect(() =>
      reduce(signedAll(f), { type: 'send-started', stepKey: 'composition', at: 12 }),
    ).toThrow(/not the current step/);
  });

  it('a new approval covering fewer steps puts the others back', () => {
    const asked = reduce(created(), {
      type: 'sign-requested',
      stepKeys: ['create', 'composition', 'restructure'],
      at: 10,
    });
    const single = reduce(asked, { type: 'sign-requested', stepKeys: ['create'], at: 11 });
    expect(statuses(single)).toEqual(['awaiting-signature', 'pending', 'pending']);
  });

  it('a rejection of the approval: the first step is rejected, the rest wait; Retry keeps the transactions', () => {
    const asked = reduce(created(), {
      type: 'sign-requested',
      stepKeys: ['create', 'composition', 'restructure'],
      at: 10,
    });
    const rejected = reduce(asked, { type: 'rejected', stepKey: 'create', at: 11 });
    expect(statuses(rejected)).toEqual(['rejected', 'pending', 'pending']);
    expect(flowState(rejected)).toBe('rejected');
    const again = reduce(rejected, { type: 'retry', at: 12 });
    expect(again.steps.map(unsignedOf)).toEqual(['tx1', 'tx2', 'tx3']);
    expect(nextAction(again)).toEqual({ type: 'sign', stepKey: 'create' });
  });

  it('expired after sending: Retry drops it and the unsent ones signed with it, keeping their signatures', () => {
    const expired = reduce(signedAll(), { type: 'expired', stepKey: 'create', at: 20 });
    expect(flowState(expired)).toBe('expired');
    const again = reduce(expired, { type: 'retry', at: 21 });
    expect(statuses(again)).toEqual(['pending', 'pending', 'pending']);
    expect(again.steps.map(unsignedOf)).toEqual([undefined, undefined, undefined]);
    expect(again.steps.map((s) => s.kind === 'tx' && s.previousSignatures)).toEqual([
      ['sig-create'],
      ['sig-composition'],
      ['sig-restructure'],
    ]);
    expect(nextAction(again)).toEqual({
      type: 'post',
      stepKeys: ['create', 'composition', 'restructure'],
    });
  });

  it('failed on chain keeps message and logs; a refused check also needs a fresh transaction', () => {
    const failed = reduce(signedAll(), {
      type: 'failed',
      stepKey: 'create',
      at: 20,
      error: { kind: 'chain', message: 'No SOL', logs: ['log'] },
    });
    expect(sigOf(failed.steps[0])).toBe('sig-create');
    expect(reduce(failed, { type: 'retry', at: 21 }).steps.map(unsignedOf)[0]).toBeUndefined();
    const checked = reduce(
      reduce(created(), { type: 'sign-requested', stepKeys: ['create'], at: 10 }),
      { type: 'failed', stepKey: 'create', at: 11, error: { kind: 'check', message: 'x' } },
    );
    expect(reduce(checked, { type: 'retry', at: 12 }).steps.map(unsignedOf)[0]).toBeUndefined();
  });

  it('a wallet error keeps the transaction for Retry', () => {
    const f = reduce(reduce(created(), { type: 'sign-requested', stepKeys: ['create'], at: 10 }), {
      type: 'failed',
      stepKey: 'create',
      at: 11,
      error: { kind: 'wallet', message: 'locked' },
    });
    expect(reduce(f, { type: 'retry', at: 12 }).steps.map(unsignedOf)[0]).toBe('tx1');
  });

  it('tx-stale drops the unsigned transactions from that step on, so the next action re-POSTs', () => {
    const f = reduce(created(), { type: 'tx-stale', stepKey: 'create', at: 5 });
    expect(f.steps.map(unsignedOf)).toEqual([undefined, undefined, undefined]);
    expect(nextAction(f)).toEqual({
      type: 'post',
      stepKeys: ['create', 'composition', 'restructure'],
    });
  });

  it('a notice shows and clears on a running step', () => {
    const f = reduce(signedAll(), {
      type: 'notice',
      stepKey: 'create',
      at: 12,
      notice: 'RPC away',
    });
    expect(f.steps[0]?.notice).toBe('RPC away');
    expect(
      reduce(f, { type: 'notice', stepKey: 'create', at: 13 }).steps[0]?.notice,
    ).toBeUndefined();
  });
});

describe('the point of no return (docs/flow-engine.md rule 4)', () => {
  it('create: once step 1 landed, a step that can no longer land strands the flow; Retry is refused', () => {
    const landed = confirm(signedAll(), 'create');
    const sent = reduce(landed, { type: 'send-started', stepKey: 'composition', at: 14 });
    const expired = reduce(sent, { type: 'expired', stepKey: 'composition', at: 30 });
    expect(flowState(expired)).toBe('stranded');
    expect(isActive(expired)).toBe(false);
    expect(needsUserAction(expired)).toBe(false);
    expect(nextAction(expired)).toEqual({ type: 'stop' });
    expect(() => reduce(expired, { type: 'retry', at: 31 })).toThrow(/new accounts/);
  });

  it('create: a fresh POST is still fine while step 1 has not landed', () => {
    const expired = reduce(signedAll(), { type: 'expired', stepKey: 'create', at: 20 });
    expect(flowState(expired)).toBe('expired');
    expect(needsUserAction(expired)).toBe(true);
  });

  it('claim has no point of no return: its second step expiring asks again', () => {
    const f = post(createFlow(claimDefinition(W), ctx), { accounts: tx(1), claim: tx(2) });
    const signed = run(
      f,
      { type: 'sign-requested', stepKeys: ['accounts', 'claim'], at: 10 },
      {
        type: 'signed',
        at: 11,
        signed: [
          { stepKey: 'accounts', tx: signedTx('accounts') },
          { stepKey: 'claim', tx: signedTx('claim') },
        ],
      },
    );
    const expired = reduce(confirm(signed, 'accounts'), {
      type: 'expired',
      stepKey: 'claim',
      at: 20,
    });
    expect(flowState(expired)).toBe('expired');
    expect(nextAction(reduce(expired, { type: 'retry', at: 21 }))).toEqual({
      type: 'post',
      stepKeys: ['claim'],
    });
  });
});

describe('the wallet sends', () => {
  const handoff = { at: 10, blockhash: 'hash', lastValidBlockHeight: 100, instructions: [] };
  it('handed-to-wallet → with-wallet (find after a reload) → wallet-sent → confirming', () => {
    const f = reduce(created(), {
      type: 'handed-to-wallet',
      at: 10,
      handoffs: [{ stepKey: 'create', handoff }],
    });
    expect(statuses(f)).toEqual(['with-wallet', 'pending', 'pending']);
    expect(flowState(f)).toBe('needs-signature');
    expect(nextAction(f)).toEqual({ type: 'find', stepKey: 'create' });
    const sent = reduce(f, {
      type: 'wallet-sent',
      stepKey: 'create',
      at: 11,
      tx: { signature: 's', blockhash: 'hash', lastValidBlockHeight: 100, sentBy: 'wallet' },
    });
    expect(statuses(sent)).toEqual(['confirming', 'pending', 'pending']);
    expect(sigOf(sent.steps[0])).toBe('s');
  });
});

describe('wait steps', () => {
  const deposited = () =>
    confirm(
      run(
        post(createFlow(depositDefinition(W), ctx), { deposit: tx(1) }),
        { type: 'wait-baseline', stepKey: 'wait', at: 4, baseline: '5' },
        { type: 'sign-requested', stepKeys: ['deposit'], at: 5 },
        { type: 'signed', at: 6, signed: [{ stepKey: 'deposit', tx: signedTx('deposit') }] },
      ),
      'deposit',
    );

  it('waiting → overdue → done, keeping the baseline', () => {
    let f = reduce(deposited(), { type: 'wait-started', stepKey: 'wait', at: 14, deadline: 99 });
    expect(flowState(f)).toBe('waiting');
    f = reduce(f, { type: 'wait-overdue', stepKey: 'wait', at: 100 });
    expect(flowState(f)).toBe('overdue');
    f = reduce(f, { type: 'wait-done', stepKey: 'wait', at: 101 });
    expect(flowState(f)).toBe('completed');
    const wait = f.steps[1];
    expect(wait?.status === 'done' && [wait.baseline, wait.doneAt]).toEqual(['5', 101]);
  });

  it('refuses done before waiting', () => {
    expect(() => reduce(deposited(), { type: 'wait-done', stepKey: 'wait', at: 14 })).toThrow(
      InvalidTransitionError,
    );
  });
});

describe('flow-level helpers', () => {
  it('dismissed flows are inactive and stop', () => {
    const f = reduce(created(), { type: 'dismissed', at: 5 });
    expect(isActive(f)).toBe(false);
    expect(nextAction(f)).toEqual({ type: 'stop' });
  });

  it('requestKey ignores key order and differs by wallet, cluster and body', () => {
    const a = createFlow(createDefinition(W), ctx);
    expect(requestKey(a)).toBe(requestKey(createFlow(createDefinition(W), ctx)));
    expect(requestKey(a)).not.toBe(requestKey({ ...a, wallet: 'other' }));
    expect(requestKey(a)).not.toBe(requestKey(createFlow(createDefinition(W, 'OTHER'), ctx)));
  });

  it('an outcome is recorded once', () => {
    const f = run(
      created(),
      { type: 'outcome-run', at: 5, key: 'completed' },
      {
        type: 'outcome-run',
        at: 6,
        key: 'completed',
      },
    );
    expect(f.outcomesRun).toEqual(['completed']);
  });
});
