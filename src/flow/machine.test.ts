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
  signaturesOf,
  signingBatch,
  type FlowEvent,
} from './machine';
import { sigOf, statuses, unsignedOf } from './testing/assertions';
import {
  BASKET,
  BASKET_MINT,
  claimDefinition,
  claimListDefinition,
  createDefinition,
  depositDefinition,
} from './testing/definitions';
import type { Flow, FlowDefinition, SignedTx, UnsignedTx } from './types';

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

/** `keys` signed in one approval (the first is being sent). */
const signedTogether = (f: Flow, keys: string[], at: number) =>
  run(
    f,
    { type: 'sign-requested', stepKeys: keys, at },
    { type: 'signed', at: at + 1, signed: keys.map((k) => ({ stepKey: k, tx: signedTx(k) })) },
  );
/** The deposit signed, sent and confirmed: its wait step is next. */
const depositLanded = (f: Flow) => confirm(signedTogether(f, ['deposit'], 5), 'deposit');

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

describe('every refused transition says why', () => {
  const refused = (flow: Flow, event: FlowEvent, why: string) =>
    expect(() => reduce(flow, event)).toThrow(new InvalidTransitionError(flow, event, why).message);
  const fresh = () => createFlow(createDefinition(W), ctx);
  const deposit = () => post(createFlow(depositDefinition(W), ctx), { deposit: tx(1) });

  it('names the flow and the event', () => {
    const f = fresh();
    const event: FlowEvent = { type: 'post-succeeded', at: 3, txs: {} };
    expect(() => reduce(f, event)).toThrow(
      'Flow f1: cannot apply "post-succeeded": no request in flight',
    );
    const error = new InvalidTransitionError(f, event, 'why');
    expect(error.name).toBe('InvalidTransitionError');
  });

  it('posting', () => {
    const posting = reduce(fresh(), { type: 'post-started', at: 2 });
    refused(posting, { type: 'post-started', at: 3 }, 'a request is already in flight');
    refused(
      fresh(),
      { type: 'post-failed', at: 3, error: { message: 'x' } },
      'no request in flight',
    );
    refused(fresh(), { type: 'post-abandoned', at: 3 }, 'no request in flight');
    const landed = confirm(signedAll(), 'create');
    refused(landed, { type: 'post-started', at: 20 }, 'a fresh request would create new accounts');
    const abandoned = reduce(posting, { type: 'post-abandoned', at: 4 });
    expect([abandoned.posting, abandoned.updatedAt]).toEqual([false, 4]);
    expect(reduce(abandoned, { type: 'post-started', at: 5 }).posting).toBe(true);
  });

  it('an answer may not replace, drop or fill what it must not', () => {
    const posting = reduce(fresh(), { type: 'post-started', at: 2 });
    refused(posting, { type: 'post-succeeded', at: 3, txs: { nope: tx(1) } }, 'no step "nope"');
    const claim = run(
      createFlow(claimDefinition(W), ctx),
      { type: 'post-started', at: 2 },
      { type: 'post-succeeded', at: 3, txs: { accounts: tx(1), claim: tx(2) } },
      { type: 'sign-requested', stepKeys: ['accounts'], at: 4 },
      { type: 'signed', at: 5, signed: [{ stepKey: 'accounts', tx: signedTx('accounts') }] },
      { type: 'expired', stepKey: 'accounts', at: 6 },
      { type: 'retry', at: 7 },
      { type: 'post-started', at: 8 },
    );
    refused(
      claim,
      { type: 'post-succeeded', at: 9, txs: { claim: tx(3) }, drop: ['accounts'] },
      'step "accounts" was signed before',
    );
    const asked = run(
      createFlow(claimDefinition(W), ctx),
      { type: 'post-started', at: 2 },
      { type: 'post-succeeded', at: 3, txs: { accounts: tx(1), claim: tx(2) } },
      { type: 'sign-requested', stepKeys: ['accounts'], at: 4 },
      { type: 'post-started', at: 5 },
    );
    refused(
      asked,
      { type: 'post-succeeded', at: 6, txs: {}, drop: ['accounts'] },
      'step "accounts" is awaiting-signature, expected pending',
    );
  });

  it('an answer that differs from the one reviewed goes back to the review, nothing asked', () => {
    const asked = run(
      created(),
      { type: 'review-reopened', at: 4 },
      { type: 'review-confirmed', at: 5, sendMode: 'app' },
      { type: 'sign-requested', stepKeys: ['create'], at: 6 },
      { type: 'post-started', at: 7 },
    );
    const again = reduce(asked, {
      type: 'post-succeeded',
      at: 8,
      txs: { create: tx(7) },
      reviewAgain: ['it now also has a System instruction'],
    });
    expect(statuses(again)).toEqual(['pending', 'pending', 'pending']);
    expect([again.awaitingReview, again.reviewChanges]).toEqual([
      true,
      ['it now also has a System instruction'],
    ]);
    const same = reduce(asked, {
      type: 'post-succeeded',
      at: 8,
      txs: { create: tx(7) },
      reviewAgain: [],
    });
    expect(statuses(same)).toEqual(['awaiting-signature', 'pending', 'pending']);
    expect([same.awaitingReview, same.reviewChanges]).toEqual([false, undefined]);
    expect(same.steps.map(unsignedOf)).toEqual(['tx7', 'tx2', 'tx3']);
  });

  it('steps that are not there, not of the kind, or not in the status', () => {
    refused(created(), { type: 'tx-stale', stepKey: 'nope', at: 5 }, 'no step "nope"');
    refused(
      deposit(),
      { type: 'tx-stale', stepKey: 'wait', at: 5 },
      'step "wait" is not a transaction step',
    );
    refused(
      signedAll(),
      { type: 'tx-stale', stepKey: 'create', at: 20 },
      'step "create" is sending, expected pending or awaiting-signature',
    );
    refused(
      deposit(),
      { type: 'wait-baseline', stepKey: 'deposit', at: 5, baseline: '1' },
      'step "deposit" is not a wait step',
    );
    refused(
      deposit(),
      { type: 'wait-done', stepKey: 'wait', at: 5 },
      'step "wait" is pending, expected waiting or overdue',
    );
    refused(
      deposit(),
      { type: 'wait-overdue', stepKey: 'wait', at: 5 },
      'step "wait" is pending, expected waiting',
    );
  });

  it('signing', () => {
    refused(created(), { type: 'sign-requested', stepKeys: [], at: 10 }, 'nothing to sign');
    refused(
      fresh(),
      { type: 'sign-requested', stepKeys: ['create'], at: 10 },
      'step "create" has no transaction',
    );
    refused(
      created(),
      { type: 'signed', at: 10, signed: [{ stepKey: 'create', tx: signedTx('create') }] },
      'step "create" is pending, expected awaiting-signature',
    );
    refused(
      signedAll(),
      { type: 'send-started', stepKey: 'create', at: 12 },
      'step "create" is sending, expected signed',
    );
    refused(
      created(),
      { type: 'sent', stepKey: 'create', at: 12 },
      'step "create" is pending, expected sending',
    );
    refused(
      created(),
      { type: 'confirmed', stepKey: 'create', at: 12 },
      'step "create" is pending, expected sending or confirming',
    );
    refused(
      created(),
      { type: 'rejected', stepKey: 'create', at: 12 },
      'step "create" is pending, expected awaiting-signature or with-wallet',
    );
    refused(
      confirm(signedAll(), 'create'),
      { type: 'expired', stepKey: 'create', at: 20 },
      'step "create" is confirmed, expected pending or awaiting-signature or signed or sending or confirming or with-wallet',
    );
  });

  it('a step already finished takes no notice; the same notice changes nothing', () => {
    refused(
      confirm(signedAll(), 'create'),
      { type: 'notice', stepKey: 'create', at: 20, notice: 'x' },
      'step "create" is not running',
    );
    const f = reduce(signedAll(), {
      type: 'notice',
      stepKey: 'create',
      at: 12,
      notice: 'RPC away',
    });
    expect(reduce(f, { type: 'notice', stepKey: 'create', at: 13, notice: 'RPC away' })).toBe(f);
  });

  it('a wait starts only with its baseline, when it is the current step', () => {
    const withoutBaseline = depositLanded(deposit());
    refused(
      withoutBaseline,
      { type: 'wait-started', stepKey: 'wait', at: 14, deadline: 99 },
      'step "wait" has no baseline',
    );
    const early = reduce(deposit(), {
      type: 'wait-baseline',
      stepKey: 'wait',
      at: 4,
      baseline: '5',
    });
    refused(
      early,
      { type: 'wait-started', stepKey: 'wait', at: 14, deadline: 99 },
      'step "wait" is not the current step',
    );
  });

  it('retry and review', () => {
    refused(created(), { type: 'retry', at: 5 }, 'nothing to retry');
    refused(signedAll(), { type: 'retry', at: 20 }, 'nothing to retry');
    const stranded = reduce(
      reduce(confirm(signedAll(), 'create'), {
        type: 'send-started',
        stepKey: 'composition',
        at: 14,
      }),
      { type: 'expired', stepKey: 'composition', at: 30 },
    );
    refused(stranded, { type: 'retry', at: 31 }, 'a fresh request would create new accounts');
    refused(
      created(),
      { type: 'review-confirmed', at: 5, sendMode: 'app' },
      'the flow is not waiting for a review',
    );
    const reviewing = reduce(created(), { type: 'review-reopened', at: 5 });
    refused(
      reviewing,
      { type: 'review-reopened', at: 6 },
      'the flow is already waiting for a review',
    );
    const apiError = run(
      fresh(),
      { type: 'post-started', at: 2 },
      { type: 'post-failed', at: 3, error: { message: 'HTTP 500' } },
    );
    const cleared = reduce(apiError, { type: 'retry', at: 4 });
    expect([cleared.apiError, cleared.updatedAt]).toEqual([undefined, 4]);
  });
});

describe('createFlow — every field, nothing more', () => {
  const def: FlowDefinition = {
    op: 'deposit',
    title: 'T',
    request: { user: W, basket: BASKET, amount: 1 },
    steps: [
      { key: 'a', label: 'A', txField: 'transaction', optional: true },
      { key: 'b', label: 'B', txField: 'transaction', txIndex: 1 },
      { key: 'c', label: 'C', txField: 'transaction', txIndex: 0, optional: false },
    ],
    wait: { label: 'Wait', watch: { owner: W } },
    freshPostUnsafeFrom: 'b',
    names: { basket: 'BSKT' },
  };

  it('lays out the steps, the wait, the point of no return, the names and the review', () => {
    const f = createFlow(def, { ...ctx, review: true });
    expect(f).toStrictEqual({
      v: 2,
      id: 'f1',
      title: 'T',
      cluster: 'rpc',
      apiBase: 'api',
      wallet: W,
      createdAt: 1,
      updatedAt: 1,
      steps: [
        {
          kind: 'tx',
          key: 'a',
          label: 'A',
          txField: 'transaction',
          optional: true,
          status: 'pending',
        },
        { kind: 'tx', key: 'b', label: 'B', txField: 'transaction', txIndex: 1, status: 'pending' },
        { kind: 'tx', key: 'c', label: 'C', txField: 'transaction', status: 'pending' },
        { kind: 'wait', key: 'wait', label: 'Wait', watch: { owner: W }, status: 'pending' },
      ],
      facts: {},
      freshPostUnsafeFrom: 'b',
      names: { basket: 'BSKT' },
      awaitingReview: true,
      op: 'deposit',
      request: { user: W, basket: BASKET, amount: 1 },
    });
    expect(f.names).not.toBe(def.names);
    const wait = f.steps[3];
    expect(wait?.kind === 'wait' && wait.watch).not.toBe(def.wait?.watch);
    const plain = createFlow(
      { ...def, wait: undefined, names: undefined, freshPostUnsafeFrom: undefined },
      ctx,
    );
    expect(Object.keys(plain).sort()).toEqual(
      [
        'v',
        'id',
        'title',
        'cluster',
        'apiBase',
        'wallet',
        'createdAt',
        'updatedAt',
        'steps',
        'facts',
        'op',
        'request',
      ].sort(),
    );
  });

  it('a wait may have its own key, which no step may share; each refusal names the flow', () => {
    const own = createFlow(
      { ...def, wait: { ...def.wait, key: 'tokens', label: 'Wait', watch: { owner: W } } },
      ctx,
    );
    expect(own.steps.map((s) => s.key)).toEqual(['a', 'b', 'c', 'tokens']);
    expect(() =>
      createFlow({ ...def, wait: { key: 'a', label: 'Wait', watch: { owner: W } } }, ctx),
    ).toThrow('Flow "T": duplicate step key "a"');
    expect(() => createFlow({ ...def, steps: [], wait: undefined }, ctx)).toThrow(
      'Flow "T" has no steps',
    );
    expect(() => createFlow({ ...def, freshPostUnsafeFrom: 'zz' }, ctx)).toThrow(
      'Flow "T": no step "zz"',
    );
    expect(createFlow({ ...def, steps: [], freshPostUnsafeFrom: 'wait' }, ctx).steps).toHaveLength(
      1,
    );
  });
});

describe('reading a flow', () => {
  const confirmAll = (s: Flow) =>
    ['composition', 'restructure'].reduce(
      (f, key) => confirm(reduce(f, { type: 'send-started', stepKey: key, at: 14 }), key),
      confirm(s, 'create'),
    );
  const step = (f: Flow, key: string) => f.steps.find((s) => s.key === key);

  it('flowState of every status', () => {
    const f = created();
    expect(flowState({ ...f, apiError: { message: 'x' } })).toBe('api-error');
    expect(flowState({ ...f, awaitingReview: true })).toBe('review');
    expect(flowState({ ...f, awaitingReview: true, posting: true })).toBe('preparing');
    expect(
      flowState({
        ...reduce(f, { type: 'tx-stale', stepKey: 'restructure', at: 4 }),
        awaitingReview: true,
      }),
    ).toBe('preparing');
    expect(flowState(f)).toBe('in-progress');
    expect(flowState(createFlow(createDefinition(W), ctx))).toBe('preparing');
    const asked = reduce(f, { type: 'sign-requested', stepKeys: ['create'], at: 10 });
    expect(flowState(asked)).toBe('needs-signature');
    const s = signedAll(f);
    expect(flowState(s)).toBe('in-progress');
    const one = confirm(s, 'create');
    expect(flowState(one)).toBe('in-progress'); // composition signed, not yet sent
    expect(flowState(reduce(one, { type: 'send-started', stepKey: 'composition', at: 14 }))).toBe(
      'in-progress',
    );
    expect(flowState(run(s, { type: 'sent', stepKey: 'create', at: 12 }))).toBe('in-progress');
    const failed = reduce(s, {
      type: 'failed',
      stepKey: 'create',
      at: 20,
      error: { kind: 'chain', message: 'x' },
    });
    expect(flowState(failed)).toBe('failed');
    const all = confirmAll(s);
    expect(flowState(all)).toBe('completed');
    const waiting = post(createFlow(depositDefinition(W), ctx), { deposit: tx(1) });
    expect(flowState(depositLanded(waiting))).toBe('in-progress');
    expect(step(all, 'create')?.status).toBe('confirmed');
  });

  it('nextAction of every status', () => {
    const f = created();
    expect(nextAction({ ...f, apiError: { message: 'x' } })).toEqual({ type: 'stop' });
    expect(nextAction({ ...f, posting: true })).toEqual({ type: 'stop' });
    expect(nextAction({ ...f, awaitingReview: true })).toEqual({ type: 'stop' });
    expect(nextAction(f)).toEqual({ type: 'sign', stepKey: 'create' });
    const asked = reduce(f, { type: 'sign-requested', stepKeys: ['create'], at: 10 });
    expect(nextAction(asked)).toEqual({ type: 'sign', stepKey: 'create' });
    expect(nextAction(reduce(asked, { type: 'rejected', stepKey: 'create', at: 11 }))).toEqual({
      type: 'stop',
    });
    const s = signedAll(f);
    expect(nextAction(run(s, { type: 'sent', stepKey: 'create', at: 12 }))).toEqual({
      type: 'confirm',
      stepKey: 'create',
    });
    expect(nextAction(reduce(s, { type: 'expired', stepKey: 'create', at: 20 }))).toEqual({
      type: 'stop',
    });
    const all = confirmAll(s);
    expect(nextAction(all)).toEqual({ type: 'stop' });
    // Only the steps without a transaction are asked for; a stale one among them.
    const stale = reduce(f, { type: 'tx-stale', stepKey: 'composition', at: 4 });
    expect(
      nextAction(reduce(stale, { type: 'sign-requested', stepKeys: ['create'], at: 5 })),
    ).toEqual({
      type: 'sign',
      stepKey: 'create',
    });
    const landed = confirm(signedAll(), 'create');
    const dropped = reduce(landed, { type: 'send-started', stepKey: 'composition', at: 14 });
    const expired = reduce(dropped, { type: 'expired', stepKey: 'composition', at: 30 });
    expect(nextAction(expired)).toEqual({ type: 'stop' });
    const deposit = post(createFlow(depositDefinition(W), ctx), { deposit: tx(1) });
    const done = depositLanded(deposit);
    expect(nextAction(done)).toEqual({ type: 'wait', stepKey: 'wait' });
  });

  it('a fresh POST asks for the unfinished steps without a transaction, not the finished or signed ones', () => {
    const f = post(createFlow(claimListDefinition(W), ctx), {
      accounts: tx(1),
      claim: tx(2),
      'claim-2': tx(3),
      'claim-3': tx(4),
    });
    const landed = confirm(signedTogether(f, ['accounts', 'claim'], 10), 'accounts');
    const stale = reduce(landed, { type: 'tx-stale', stepKey: 'claim-2', at: 12 });
    expect(stale.steps.map(unsignedOf)).toEqual(['tx1', 'tx2', undefined, undefined]);
    const expired = reduce(reduce(stale, { type: 'send-started', stepKey: 'claim', at: 13 }), {
      type: 'expired',
      stepKey: 'claim',
      at: 14,
    });
    expect(nextAction(reduce(expired, { type: 'retry', at: 15 }))).toEqual({
      type: 'post',
      stepKeys: ['claim', 'claim-2', 'claim-3'],
    });
  });

  it('signingBatch: from the step on, while each has its transaction and waits for a signature', () => {
    const f = created();
    expect(signingBatch(f, 'composition')).toEqual(['composition', 'restructure']);
    const stale = reduce(f, { type: 'tx-stale', stepKey: 'restructure', at: 4 });
    expect(signingBatch(stale, 'create')).toEqual(['create', 'composition']);
    const rejected = run(
      f,
      { type: 'sign-requested', stepKeys: ['create', 'composition'], at: 10 },
      { type: 'rejected', stepKey: 'create', at: 11 },
    );
    expect(signingBatch(rejected, 'create')).toEqual(['create', 'composition', 'restructure']);
    expect(signingBatch(signedAll(f), 'create')).toEqual([]);
    const deposit = post(createFlow(depositDefinition(W), ctx), { deposit: tx(1) });
    expect(signingBatch(deposit, 'deposit')).toEqual(['deposit']);
  });

  it('signaturesOf: the earlier attempts, then the current one', () => {
    const expired = reduce(signedAll(), { type: 'expired', stepKey: 'create', at: 20 });
    const again = reduce(expired, { type: 'retry', at: 21 });
    const step0 = again.steps[0];
    expect(step0 && signaturesOf(step0)).toEqual(['sig-create']);
    const resigned = run(
      post(again, { create: tx(5), composition: tx(6), restructure: tx(7) }),
      { type: 'sign-requested', stepKeys: ['create'], at: 30 },
      { type: 'signed', at: 31, signed: [{ stepKey: 'create', tx: signedTx('again') }] },
    );
    const first = resigned.steps[0];
    expect(first && signaturesOf(first)).toEqual(['sig-create', 'sig-again']);
    const wait = createFlow(depositDefinition(W), ctx).steps[1];
    expect(wait && signaturesOf(wait)).toEqual([]);
    const pending = created().steps[0];
    expect(pending && signaturesOf(pending)).toEqual([]);
  });

  it('isActive and needsUserAction', () => {
    const f = created();
    expect(isActive(f)).toBe(true);
    expect(needsUserAction(f)).toBe(false);
    const s = signedAll(f);
    const all = confirmAll(s);
    expect(isActive(all)).toBe(false);
    expect(needsUserAction(all)).toBe(false);
    const rejected = run(
      f,
      { type: 'sign-requested', stepKeys: ['create'], at: 10 },
      { type: 'rejected', stepKey: 'create', at: 11 },
    );
    expect(needsUserAction(rejected)).toBe(true);
    expect(isActive(rejected)).toBe(true);
    expect(needsUserAction(s)).toBe(false);
  });

  it('requestKey: undefined fields left out, keys in order, arrays kept in theirs', () => {
    const a = createFlow(createDefinition(W), ctx);
    const withUndefined = { ...a, request: { ...a.request, uri: undefined } } as unknown as Flow;
    const withoutUri = { ...a, request: { ...a.request } } as unknown as Flow & {
      request: { uri?: string };
    };
    delete withoutUri.request.uri;
    expect(requestKey(withUndefined)).toBe(requestKey(withoutUri));
    const reordered = {
      ...a,
      request: Object.fromEntries(Object.entries(a.request).reverse()),
    } as unknown as Flow;
    expect(requestKey(reordered)).toBe(requestKey(a));
    const composition = [
      { token: 'A', weight: 50 },
      { token: 'B', weight: 50 },
    ];
    const withComposition = (c: typeof composition) =>
      requestKey({ ...a, request: { ...a.request, composition: c } } as unknown as Flow);
    expect(withComposition(composition)).not.toBe(withComposition([...composition].reverse()));
    expect(requestKey({ ...a, cluster: 'other' })).not.toBe(requestKey(a));
    expect(requestKey({ ...a, apiBase: 'other' })).not.toBe(requestKey(a));
    const key = requestKey({ ...a, request: { b: 1, a: [1, 'x'], c: null } } as unknown as Flow);
    expect(key).toBe(`["create","rpc","api","${W}",{"a":[1,"x"],"b":1,"c":null}]`);
  });
});

describe('the review and what lands', () => {
  it('review-confirmed keeps the prints of the transactions under review, the earlier ones too', () => {
    const withPrint = (n: number, print?: string): UnsignedTx => ({
      ...tx(n),
      ...(print === undefined ? {} : { checked: { does: [], print } as never }),
    });
    const f = post(
      { ...createFlow(createDefinition(W), { ...ctx, review: true }), reviewed: { old: 'p0' } },
      { create: withPrint(1, 'p1'), composition: withPrint(2), restructure: withPrint(3, 'p3') },
    );
    const confirmed = reduce(f, { type: 'review-confirmed', at: 5, sendMode: 'wallet' });
    expect(confirmed.reviewed).toStrictEqual({ old: 'p0', create: 'p1', restructure: 'p3' });
    expect([confirmed.awaitingReview, confirmed.sendMode, confirmed.reviewChanges]).toEqual([
      false,
      'wallet',
      undefined,
    ]);
  });

  it('review-reopened puts the asked steps back to waiting, keeping their transactions', () => {
    const asked = reduce(created(), {
      type: 'sign-requested',
      stepKeys: ['create', 'composition'],
      at: 10,
    });
    const reopened = reduce(asked, { type: 'review-reopened', at: 11 });
    expect(statuses(reopened)).toEqual(['pending', 'pending', 'pending']);
    expect(reopened.steps.map(unsignedOf)).toEqual(['tx1', 'tx2', 'tx3']);
    expect(reopened.awaitingReview).toBe(true);
  });

  it('confirmed keeps when it was sent; landed-read adds what it created, the facts and the wallet’s changes', () => {
    const sent = run(signedAll(), { type: 'sent', stepKey: 'create', at: 12 });
    const confirmedStep = reduce(sent, { type: 'confirmed', stepKey: 'create', at: 13 }).steps[0];
    expect(
      confirmedStep?.status === 'confirmed' && [confirmedStep.sentAt, confirmedStep.confirmedAt],
    ).toEqual([12, 13]);
    const direct = reduce(signedAll(), { type: 'confirmed', stepKey: 'create', at: 13 }).steps[0];
    expect(direct?.status === 'confirmed' && direct.sentAt).toBeUndefined();
    const landed = reduce(confirm(signedAll(), 'create'), {
      type: 'landed-read',
      stepKey: 'create',
      at: 14,
      created: [],
      facts: { basket: 'B' },
      walletChanges: { wallet: 'Phantom', computeBudget: true, lighthouse: 0 },
    });
    const first = landed.steps[0];
    expect(first?.status === 'confirmed' && first.signed.walletChanges).toEqual({
      wallet: 'Phantom',
      computeBudget: true,
      lighthouse: 0,
    });
    expect(first?.status === 'confirmed' && first.created).toEqual([]);
    expect(landed.facts).toEqual({ basket: 'B' });
    const plain = reduce(confirm(signedAll(), 'create'), {
      type: 'landed-read',
      stepKey: 'create',
      at: 14,
      created: [],
    });
    const p = plain.steps[0];
    expect(p?.status === 'confirmed' && p.signed).toEqual(signedTx('create'));
  });

  it('failed while sending keeps the signed transaction; failed while asked sends the rest back', () => {
    const error = { kind: 'chain' as const, message: 'x' };
    const failed = reduce(signedAll(), { type: 'failed', stepKey: 'create', at: 20, error });
    expect(statuses(failed)).toEqual(['failed', 'signed', 'signed']);
    const asked = reduce(created(), {
      type: 'sign-requested',
      stepKeys: ['create', 'composition'],
      at: 10,
    });
    const walletFailed = reduce(asked, { type: 'failed', stepKey: 'create', at: 11, error });
    expect(statuses(walletFailed)).toEqual(['failed', 'pending', 'pending']);
    const first = walletFailed.steps[0];
    expect(first?.status === 'failed' && first.error).toEqual(error);
  });

  it('sign-requested keeps when the step started; signed sends the first and holds the rest', () => {
    const asked = reduce(created(), { type: 'sign-requested', stepKeys: ['create'], at: 10 });
    const again = reduce(asked, { type: 'sign-requested', stepKeys: ['create'], at: 20 });
    expect(again.steps[0]?.kind === 'tx' && again.steps[0].startedAt).toBe(10);
    expect(again.updatedAt).toBe(20);
  });
});
