import { describe, expect, it } from 'vitest';
import {
  InvalidTransitionError,
  createFlow,
  currentStep,
  flowState,
  isActive,
  needsUserAction,
  nextAction,
  reduce,
  requestKey,
  type FlowEvent,
} from './machine';
import { createDefinition, depositDefinition } from './testing/definitions';
import type { Flow, Step } from './types';

const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const ctx = { id: 'f1', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 };
const base = () => createFlow(createDefinition(W), ctx);
const tx = (n: number) => ({ tx: `tx${n}`, lastValidBlockHeight: 100 + n });

function run(flow: Flow, ...events: FlowEvent[]): Flow {
  return events.reduce(reduce, flow);
}
const posted = () =>
  run(
    base(),
    { type: 'post-started', at: 2 },
    {
      type: 'post-succeeded',
      at: 3,
      txs: { create: tx(1), composition: tx(2), restructure: tx(3) },
    },
  );
const step = (f: Flow, key: string): Step => f.steps.find((s) => s.key === key)!;
const signed = (f: Flow, key: string, sig = `sig-${key}`) =>
  run(
    f,
    { type: 'sign-requested', stepKey: key, at: 10 },
    { type: 'signed', stepKey: key, at: 11, signedTx: `signed-${key}`, signature: sig },
  );
const confirmed = (f: Flow, key: string) =>
  run(
    signed(f, key),
    { type: 'sent', stepKey: key, at: 12 },
    { type: 'confirmed', stepKey: key, at: 13 },
  );

describe('createFlow', () => {
  it('lays out every step from the start, pending, with the wait step last', () => {
    const f = createFlow(depositDefinition(W), ctx);
    expect(f.steps.map((s) => [s.key, s.kind, s.status])).toEqual([
      ['deposit', 'tx', 'pending'],
      ['wait', 'wait', 'pending'],
    ]);
    expect(f.steps[1]!.watch).toEqual({ owner: W, mint: expect.any(String) });
    expect(flowState(f)).toBe('preparing');
  });

  it('refuses duplicate step keys and empty flows', () => {
    const def = createDefinition(W);
    expect(() => createFlow({ ...def, steps: [def.steps[0]!, def.steps[0]!] }, ctx)).toThrow(
      /duplicate/,
    );
    expect(() => createFlow({ ...def, steps: [] }, ctx)).toThrow(/no steps/);
  });
});

describe('posting', () => {
  it('post-started → posting; post-succeeded fills the steps; post-failed keeps the error', () => {
    const p = reduce(base(), { type: 'post-started', at: 2 });
    expect(p.posting).toBe(true);
    expect(nextAction(p)).toEqual({ type: 'stop' });
    const ok = posted();
    expect(ok.posting).toBe(false);
    expect(step(ok, 'composition')).toMatchObject({
      tx: 'tx2',
      lastValidBlockHeight: 102,
      txReceivedAt: 3,
    });
    const err = reduce(p, {
      type: 'post-failed',
      at: 3,
      error: { message: 'HTTP 500', status: 500 },
    });
    expect(flowState(err)).toBe('api-error');
    expect(err.apiError).toEqual({ message: 'HTTP 500', status: 500 });
    expect(needsUserAction(err)).toBe(true);
  });

  it('post-abandoned clears a request left in flight', () => {
    const p = reduce(base(), { type: 'post-started', at: 2 });
    expect(reduce(p, { type: 'post-abandoned', at: 3 }).posting).toBe(false);
  });

  it('refuses a second request in flight, and results without one', () => {
    const p = reduce(base(), { type: 'post-started', at: 2 });
    expect(() => reduce(p, { type: 'post-started', at: 3 })).toThrow(InvalidTransitionError);
    expect(() => reduce(base(), { type: 'post-failed', at: 3, error: { message: 'x' } })).toThrow(
      InvalidTransitionError,
    );
    expect(() => reduce(base(), { type: 'post-succeeded', at: 3, txs: {} })).toThrow(
      InvalidTransitionError,
    );
  });

  it('never replaces the transaction of a step that was signed', () => {
    const f = reduce(signed(posted(), 'create'), { type: 'post-started', at: 20 });
    expect(() => reduce(f, { type: 'post-succeeded', at: 21, txs: { create: tx(9) } })).toThrow(
      /sending/,
    );
  });
});

describe('tx step transitions', () => {
  it('pending → awaiting-signature → sending → confirming → confirmed', () => {
    let f = posted();
    expect(nextAction(f)).toEqual({ type: 'sign', stepKey: 'create' });
    f = reduce(f, { type: 'sign-requested', stepKey: 'create', at: 10 });
    expect(step(f, 'create')).toMatchObject({ status: 'awaiting-signature', startedAt: 10 });
    expect(flowState(f)).toBe('needs-signature');
    f = reduce(f, { type: 'signed', stepKey: 'create', at: 11, signedTx: 'S', signature: 'sig' });
    expect(step(f, 'create')).toMatchObject({ status: 'sending', signedTx: 'S', signature: 'sig' });
    expect(nextAction(f)).toEqual({ type: 'confirm', stepKey: 'create' });
    f = reduce(f, { type: 'sent', stepKey: 'create', at: 12 });
    expect(step(f, 'create')).toMatchObject({ status: 'confirming', sentAt: 12 });
    expect(flowState(f)).toBe('in-progress');
    f = reduce(f, { type: 'confirmed', stepKey: 'create', at: 13 });
    expect(step(f, 'create')).toMatchObject({ status: 'confirmed', confirmedAt: 13 });
    expect(currentStep(f)!.key).toBe('composition');
    expect(nextAction(f)).toEqual({ type: 'sign', stepKey: 'composition' });
  });

  it('confirmed may come straight from sending (a resumed step found on chain)', () => {
    const f = reduce(signed(posted(), 'create'), { type: 'confirmed', stepKey: 'create', at: 20 });
    expect(step(f, 'create').status).toBe('confirmed');
  });

  it('is strictly sequential: step 2 cannot be signed before step 1 is confirmed', () => {
    expect(() =>
      reduce(posted(), { type: 'sign-requested', stepKey: 'composition', at: 10 }),
    ).toThrow(/not the current step/);
    const f = signed(posted(), 'create');
    expect(() => reduce(f, { type: 'sign-requested', stepKey: 'composition', at: 12 })).toThrow(
      InvalidTransitionError,
    );
  });

  it('cannot sign a step without a transaction', () => {
    expect(() => reduce(base(), { type: 'sign-requested', stepKey: 'create', at: 10 })).toThrow(
      /no transaction/,
    );
  });

  it.each<[string, FlowEvent]>([
    [
      'signed from pending',
      { type: 'signed', stepKey: 'create', at: 1, signedTx: 'x', signature: 'y' },
    ],
    ['sent from pending', { type: 'sent', stepKey: 'create', at: 1 }],
    ['confirmed from pending', { type: 'confirmed', stepKey: 'create', at: 1 }],
    ['rejected from pending', { type: 'rejected', stepKey: 'create', at: 1 }],
    ['unknown step', { type: 'sent', stepKey: 'nope', at: 1 }],
    ['wait event on a tx step', { type: 'wait-done', stepKey: 'create', at: 1 }],
  ])('refuses %s', (_name, event) => {
    expect(() => reduce(posted(), event)).toThrow(InvalidTransitionError);
  });

  it('rejected (neutral): Retry keeps the same unsigned transaction', () => {
    let f = reduce(reduce(posted(), { type: 'sign-requested', stepKey: 'create', at: 10 }), {
      type: 'rejected',
      stepKey: 'create',
      at: 11,
    });
    expect(flowState(f)).toBe('rejected');
    expect(step(f, 'create').error).toBeUndefined();
    expect(nextAction(f)).toEqual({ type: 'stop' });
    f = reduce(f, { type: 'retry', at: 12 });
    expect(step(f, 'create')).toMatchObject({ status: 'pending', tx: 'tx1' });
    expect(nextAction(f)).toEqual({ type: 'sign', stepKey: 'create' });
  });

  it('expired after sending: Retry drops the spent transaction and keeps its signature on record', () => {
    let f = reduce(signed(posted(), 'create', 'old'), { type: 'sent', stepKey: 'create', at: 12 });
    f = reduce(f, { type: 'expired', stepKey: 'create', at: 30 });
    expect(flowState(f)).toBe('expired');
    f = reduce(f, { type: 'retry', at: 31 });
    expect(step(f, 'create')).toMatchObject({ status: 'pending', previousSignatures: ['old'] });
    expect(step(f, 'create').tx).toBeUndefined();
    expect(step(f, 'create').signature).toBeUndefined();
    // Later unsigned steps are as old: one fresh request refills all of them.
    expect(step(f, 'composition').tx).toBeUndefined();
    expect(nextAction(f)).toEqual({
      type: 'post',
      stepKeys: ['create', 'composition', 'restructure'],
    });
  });

  it('failed on chain keeps message and logs; Retry needs a fresh transaction', () => {
    const error = { kind: 'chain' as const, message: 'Insufficient token balance', logs: ['log'] };
    let f = reduce(confirmed(posted(), 'create'), {
      type: 'sign-requested',
      stepKey: 'composition',
      at: 20,
    });
    f = reduce(f, {
      type: 'signed',
      stepKey: 'composition',
      at: 21,
      signedTx: 's',
      signature: 'bad',
    });
    f = reduce(f, { type: 'failed', stepKey: 'composition', at: 22, error });
    expect(step(f, 'composition')).toMatchObject({ status: 'failed', error });
    expect(flowState(f)).toBe('failed');
    f = reduce(f, { type: 'retry', at: 23 });
    expect(nextAction(f)).toEqual({ type: 'post', stepKeys: ['composition', 'restructure'] });
    expect(step(f, 'create').status).toBe('confirmed');
  });

  it('a refused pre-sign check also needs a fresh transaction', () => {
    let f = reduce(posted(), { type: 'sign-requested', stepKey: 'create', at: 10 });
    f = reduce(f, {
      type: 'failed',
      stepKey: 'create',
      at: 11,
      error: { kind: 'check', message: 'fee payer' },
    });
    f = reduce(f, { type: 'retry', at: 12 });
    expect(step(f, 'create').tx).toBeUndefined();
  });

  it('a wallet error keeps the transaction for Retry', () => {
    let f = reduce(posted(), { type: 'sign-requested', stepKey: 'create', at: 10 });
    f = reduce(f, {
      type: 'failed',
      stepKey: 'create',
      at: 11,
      error: { kind: 'wallet', message: 'locked' },
    });
    expect(step(reduce(f, { type: 'retry', at: 12 }), 'create').tx).toBe('tx1');
  });

  it('tx-stale drops the unsigned transaction (and later ones) so the next action re-POSTs', () => {
    const f = reduce(confirmed(posted(), 'create'), {
      type: 'tx-stale',
      stepKey: 'composition',
      at: 20,
    });
    expect(step(f, 'create').tx).toBe('tx1');
    expect(nextAction(f)).toEqual({ type: 'post', stepKeys: ['composition', 'restructure'] });
    expect(() =>
      reduce(signed(posted(), 'create'), { type: 'tx-stale', stepKey: 'create', at: 1 }),
    ).toThrow();
  });

  it('notice shows and clears on a running step', () => {
    let f = reduce(signed(posted(), 'create'), {
      type: 'notice',
      stepKey: 'create',
      at: 12,
      notice: 'RPC down',
    });
    expect(step(f, 'create').notice).toBe('RPC down');
    f = reduce(f, { type: 'notice', stepKey: 'create', at: 13 });
    expect(step(f, 'create').notice).toBeUndefined();
    expect(() =>
      reduce(confirmed(posted(), 'create'), { type: 'notice', stepKey: 'create', at: 1 }),
    ).toThrow();
  });

  it('retry with nothing to retry is refused', () => {
    expect(() => reduce(posted(), { type: 'retry', at: 1 })).toThrow(/nothing to retry/);
  });

  it('api-error: Retry clears the error so the request is sent again', () => {
    let f = reduce(base(), { type: 'post-started', at: 2 });
    f = reduce(f, { type: 'post-failed', at: 3, error: { message: 'down' } });
    f = reduce(f, { type: 'retry', at: 4 });
    expect(f.apiError).toBeUndefined();
    expect(nextAction(f)).toEqual({
      type: 'post',
      stepKeys: ['create', 'composition', 'restructure'],
    });
  });
});

describe('wait step transitions', () => {
  const deposit = () => {
    let f = createFlow(depositDefinition(W), ctx);
    f = run(
      f,
      { type: 'post-started', at: 2 },
      { type: 'post-succeeded', at: 3, txs: { deposit: tx(1) } },
    );
    return f;
  };

  it('records a baseline, then waiting → done', () => {
    let f = reduce(deposit(), { type: 'wait-baseline', stepKey: 'wait', at: 4, baseline: '5' });
    expect(() => reduce(f, { type: 'wait-started', stepKey: 'wait', at: 5, deadline: 9 })).toThrow(
      /not the current/,
    );
    f = confirmed(f, 'deposit');
    expect(nextAction(f)).toEqual({ type: 'wait', stepKey: 'wait' });
    f = reduce(f, { type: 'wait-started', stepKey: 'wait', at: 14, deadline: 180_013 });
    expect(step(f, 'wait')).toMatchObject({
      status: 'waiting',
      baseline: '5',
      deadline: 180_013,
      startedAt: 14,
    });
    expect(flowState(f)).toBe('waiting');
    f = reduce(f, { type: 'wait-done', stepKey: 'wait', at: 20 });
    expect(step(f, 'wait')).toMatchObject({ status: 'done', confirmedAt: 20 });
    expect(flowState(f)).toBe('completed');
    expect(isActive(f)).toBe(false);
  });

  it('waiting → overdue → done', () => {
    let f = confirmed(deposit(), 'deposit');
    f = reduce(f, { type: 'wait-started', stepKey: 'wait', at: 14, deadline: 100 });
    f = reduce(f, { type: 'wait-overdue', stepKey: 'wait', at: 101 });
    expect(flowState(f)).toBe('overdue');
    expect(nextAction(f)).toEqual({ type: 'wait', stepKey: 'wait' });
    expect(() => reduce(f, { type: 'wait-overdue', stepKey: 'wait', at: 102 })).toThrow();
    f = reduce(f, { type: 'wait-done', stepKey: 'wait', at: 200 });
    expect(step(f, 'wait').status).toBe('done');
  });

  it('refuses done before waiting and a baseline once started', () => {
    const f = confirmed(deposit(), 'deposit');
    expect(() => reduce(f, { type: 'wait-done', stepKey: 'wait', at: 1 })).toThrow();
    const started = reduce(f, { type: 'wait-started', stepKey: 'wait', at: 14, deadline: 100 });
    expect(() =>
      reduce(started, { type: 'wait-baseline', stepKey: 'wait', at: 1, baseline: '1' }),
    ).toThrow();
  });
});

describe('flow-level helpers', () => {
  it('dismissed flows are inactive and stop', () => {
    const f = reduce(posted(), { type: 'dismissed', at: 5 });
    expect(isActive(f)).toBe(false);
    expect(nextAction(f)).toEqual({ type: 'stop' });
  });

  it('requestKey ignores key order and differs by wallet, cluster and body', () => {
    const a = base();
    const b = { ...a, request: Object.fromEntries(Object.entries(a.request as object).reverse()) };
    expect(requestKey(b)).toBe(requestKey(a));
    expect(requestKey({ ...a, wallet: 'other' })).not.toBe(requestKey(a));
    expect(requestKey({ ...a, cluster: 'other' })).not.toBe(requestKey(a));
    expect(requestKey({ ...a, request: { ...(a.request as object), symbol: 'X' } })).not.toBe(
      requestKey(a),
    );
  });

  it('updatedAt follows the last event', () => {
    expect(posted().updatedAt).toBe(3);
  });
});
