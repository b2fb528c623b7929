// The machine's transitions on the states they decide between (docs/flow-engine.md): what a retry
// resets, what reopening the review sends back, and what a wallet's refusal does to the rest of
// the approval. machine.test.ts walks the same transitions through whole flows.
import { describe, expect, it } from 'vitest';
import {
  awaiting,
  confirmed,
  depositFlowOf,
  expired,
  pending,
  signed,
  signedStep,
  waiting,
  withWallet,
} from '../testing/steps';
import { InvalidTransitionError } from './events';
import { reduce } from './reduce';

const statusesOf = (flow: { steps: { key: string; status: string }[] }) =>
  flow.steps.map((s) => `${s.key}:${s.status}`);

describe('retry', () => {
  it('after an expiry, this step and the later transaction steps wait for a fresh transaction; the rest stay', () => {
    const before = depositFlowOf([confirmed('a'), expired('b'), signedStep('c'), waiting('w')]);
    const after = reduce(before, { type: 'retry', at: 5 });
    expect(statusesOf(after)).toEqual(['a:confirmed', 'b:pending', 'c:pending', 'w:waiting']);
    expect(after.steps[0]).toBe(before.steps[0]);
    expect(after.steps[3]).toBe(before.steps[3]);
    // The signatures of the dropped attempts are kept; their transactions are not.
    expect(after.steps[1]).toMatchObject({ unsigned: undefined, previousSignatures: ['sig-b'] });
    expect(after.steps[2]).toMatchObject({ unsigned: undefined, previousSignatures: ['sig-c'] });
  });

  it('a finished flow has nothing to retry', () => {
    expect(() => reduce(depositFlowOf([confirmed('a')]), { type: 'retry', at: 5 })).toThrow(
      new InvalidTransitionError(
        depositFlowOf([confirmed('a')]),
        { type: 'retry', at: 5 },
        'nothing to retry',
      ),
    );
  });
});

describe('review-reopened', () => {
  it('only the steps waiting for a signature go back to pending, with their transactions', () => {
    const before = depositFlowOf([confirmed('a'), awaiting('b'), pending('c'), waiting('w')]);
    const after = reduce(before, { type: 'review-reopened', at: 5 });
    expect(after.awaitingReview).toBe(true);
    expect(statusesOf(after)).toEqual(['a:confirmed', 'b:pending', 'c:pending', 'w:waiting']);
    expect(after.steps[0]).toBe(before.steps[0]);
    expect(after.steps[2]).toBe(before.steps[2]);
    expect(after.steps[1]).toMatchObject({ unsigned: { base64: 'tx' } });
  });
});

describe('a wallet refusal', () => {
  it('rejected: the step is rejected, the rest of its approval waits again, finished steps stay', () => {
    const before = depositFlowOf([
      confirmed('a'),
      awaiting('b'),
      awaiting('c'),
      withWallet('d'),
      waiting('w'),
    ]);
    const after = reduce(before, { type: 'rejected', stepKey: 'b', at: 5 });
    expect(statusesOf(after)).toEqual([
      'a:confirmed',
      'b:rejected',
      'c:pending',
      'd:pending',
      'w:waiting',
    ]);
    expect(after.steps[0]).toBe(before.steps[0]);
  });

  it('failed while with the wallet: the rest of the approval was not signed either', () => {
    const before = depositFlowOf([withWallet('b'), awaiting('c')]);
    const error = { kind: 'wallet' as const, message: 'The wallet failed' };
    const after = reduce(before, { type: 'failed', stepKey: 'b', at: 5, error });
    expect(statusesOf(after)).toEqual(['b:failed', 'c:pending']);
    expect(after.steps[0]).toMatchObject({ error });
  });

  it('failed after signing: only that step fails, and keeps what it signed', () => {
    const before = depositFlowOf([signedStep('b'), awaiting('c')]);
    const error = { kind: 'chain' as const, message: 'The network refused it' };
    const after = reduce(before, { type: 'failed', stepKey: 'b', at: 5, error });
    expect(statusesOf(after)).toEqual(['b:failed', 'c:awaiting-signature']);
    expect(after.steps[0]).toMatchObject({ error, signed: signed('b') });
  });
});
