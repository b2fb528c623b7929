// The flow's readers, each on the step shapes it decides between (docs/flow-engine.md): which step
// needs a transaction the service has not built yet, which steps one POST fills, which one wallet
// approval covers, and a request's key whatever the order of its fields.
import { describe, expect, it } from 'vitest';
import type { Step } from '../types';
import {
  awaiting,
  confirmed,
  expired,
  failed,
  flowOf,
  pending,
  rejected,
  signedStep,
  waiting,
  waitPending,
} from '../testing/steps';
import {
  freshPostBlocked,
  isStranded,
  needsFreshTransaction,
  needsUserAction,
  nextAction,
  requestKey,
  signaturesOf,
  signedOf,
  signingBatch,
} from './read';

describe('needsFreshTransaction', () => {
  it.each<[string, Step, boolean]>([
    ['an expired step', expired('a'), true],
    ['a failed step that was signed', failed('a', 'chain', true), true],
    ['a failed step a check refused', failed('a', 'check', false), true],
    ['a failed step the wallet refused before signing', failed('a', 'wallet', false), false],
    ['a pending step without its transaction', pending('a', false), true],
    ['a pending step with its transaction', pending('a'), false],
    ['an awaiting step without its transaction', awaiting('a', false), true],
    ['an awaiting step with its transaction', awaiting('a'), false],
    ['a rejected step whose transaction was dropped', rejected('a', false), true],
    ['a rejected step that keeps its transaction', rejected('a'), false],
    ['a signed step', signedStep('a'), false],
    ['a confirmed step', confirmed('a'), false],
    ['a wait step', waiting('a'), false],
    ['a wait step not started', waitPending('a'), false],
  ])('%s', (_, step, needs) => {
    expect(needsFreshTransaction(step)).toBe(needs);
  });
});

describe('signedOf and signaturesOf', () => {
  it('a wait step has no signed transaction and no signatures', () => {
    expect(signedOf(waiting('w'))).toBeUndefined();
    expect(signaturesOf(waiting('w'))).toEqual([]);
  });

  it('a step without a signed attempt has only its earlier attempts', () => {
    expect(signedOf(pending('a'))).toBeUndefined();
    expect(signaturesOf({ ...rejected('a'), previousSignatures: ['old'] })).toEqual(['old']);
  });

  it('earlier attempts come before the current one', () => {
    expect(signaturesOf({ ...signedStep('a'), previousSignatures: ['old'] })).toEqual([
      'old',
      'sig-a',
    ]);
  });
});

describe('freshPostBlocked and isStranded', () => {
  it('no step named: a fresh POST is always allowed', () => {
    expect(freshPostBlocked(flowOf([confirmed('a'), expired('b')]))).toBe(false);
  });

  it('blocked once the named step has landed, not before, and not by another step', () => {
    expect(
      freshPostBlocked(flowOf([confirmed('a'), expired('b')], { freshPostUnsafeFrom: 'a' })),
    ).toBe(true);
    expect(
      freshPostBlocked(flowOf([confirmed('a'), expired('b')], { freshPostUnsafeFrom: 'b' })),
    ).toBe(false);
    expect(freshPostBlocked(flowOf([confirmed('a')], { freshPostUnsafeFrom: 'gone' }))).toBe(false);
  });

  it('stranded: the point of no return landed and the current step needs a fresh transaction', () => {
    expect(isStranded(flowOf([confirmed('a'), expired('b')], { freshPostUnsafeFrom: 'a' }))).toBe(
      true,
    );
    expect(isStranded(flowOf([confirmed('a'), rejected('b')], { freshPostUnsafeFrom: 'a' }))).toBe(
      false,
    );
    // A stranded flow is not one the user can move on from.
    expect(
      needsUserAction(flowOf([confirmed('a'), expired('b')], { freshPostUnsafeFrom: 'a' })),
    ).toBe(false);
    expect(needsUserAction(flowOf([confirmed('a'), expired('b')]))).toBe(true);
  });
});

describe('nextAction', () => {
  it('one POST fills every unfinished transaction step that lacks its transaction, and only those', () => {
    const flow = flowOf([
      confirmed('a'),
      pending('b', false),
      signedStep('c'),
      awaiting('d', false),
      waitPending('w'),
      pending('e'),
    ]);
    expect(nextAction(flow)).toEqual({ type: 'post', stepKeys: ['b', 'd'] });
  });

  it('a step without its transaction after the point of no return stops the flow', () => {
    expect(
      nextAction(flowOf([confirmed('a'), pending('b', false)], { freshPostUnsafeFrom: 'a' })),
    ).toEqual({ type: 'stop' });
  });

  it('a wait step is waited on', () => {
    expect(nextAction(flowOf([confirmed('a'), waiting('w')]))).toEqual({
      type: 'wait',
      stepKey: 'w',
    });
  });
});

describe('signingBatch', () => {
  it('from the step on, every transaction step waiting with its transaction', () => {
    const flow = flowOf([
      confirmed('a'),
      awaiting('b'),
      pending('c'),
      rejected('d'),
      signedStep('e'),
      awaiting('f'),
    ]);
    expect(signingBatch(flow, 'b')).toEqual(['b', 'c', 'd']);
  });

  it('ends at a step without its transaction, and at a wait step', () => {
    expect(signingBatch(flowOf([awaiting('a'), pending('b', false), pending('c')]), 'a')).toEqual([
      'a',
    ]);
    expect(signingBatch(flowOf([awaiting('a'), waiting('w'), pending('c')]), 'a')).toEqual(['a']);
  });
});

describe('requestKey', () => {
  const base = { op: 'deposit' as const, wallet: 'w', cluster: 'rpc', apiBase: 'api' };

  it('is the same whatever order the request names its fields in', () => {
    expect(requestKey({ ...base, request: { user: 'u', basket: 'b', amount: 1 } })).toBe(
      requestKey({ ...base, request: { amount: 1, basket: 'b', user: 'u' } }),
    );
  });

  it('sorts the fields by name', () => {
    expect(requestKey({ ...base, request: { user: 'u', basket: 'b', amount: 1 } })).toBe(
      '["deposit","rpc","api","w",{"amount":1,"basket":"b","user":"u"}]',
    );
  });
});
