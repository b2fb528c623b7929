// docs/flow-engine.md rule 13: when "Confirm and sign" is on, off, or waits for the user's consent.
import { describe, expect, it } from 'vitest';
import { needsConsent, reviewGate, type ReviewSimulationState } from './reviewGate';
import type { SequenceCheck, StepCheck } from './simulateSequence';

const ok: StepCheck = { simulation: { status: 'ok', logs: [] } };
const failed: StepCheck = {
  simulation: { status: 'error', error: 'Insufficient token balance for this amount.', logs: [] },
};
const expired: StepCheck = {
  simulation: { status: 'error', error: 'Blockhash not found.', logs: [] },
  blockhashExpired: true,
};
const needsStep1: StepCheck = {
  simulation: { status: 'not-simulated', why: 'needs-earlier-step', step: 0 },
};
const afterFailure: StepCheck = {
  simulation: { status: 'not-simulated', why: 'earlier-step-failed', step: 1 },
};

const answered = (...steps: StepCheck[]): ReviewSimulationState => ({
  available: true,
  pending: false,
  error: null,
  check: { inOrder: true, steps } satisfies SequenceCheck,
});

describe('reviewGate', () => {
  it('is shut while the simulation has not answered', () => {
    const gate = reviewGate({ available: true, pending: true, error: null, check: undefined });
    expect(gate).toEqual({ state: 'simulating' });
    expect(needsConsent(gate)).toBe(false);
  });

  it('is open when every step simulated without error', () => {
    expect(reviewGate(answered(ok, ok, ok))).toEqual({ state: 'clear' });
  });

  it('waits for consent after a failed step, naming it and why', () => {
    const gate = reviewGate(answered(ok, failed, afterFailure));
    expect(gate).toEqual({
      state: 'failed',
      failures: [{ step: 1, error: 'Insufficient token balance for this amount.' }],
    });
    expect(needsConsent(gate)).toBe(true);
  });

  it('waits for consent when the RPC did not answer, or nothing can simulate here', () => {
    const unanswered = reviewGate({
      available: true,
      pending: false,
      error: 'no answer within 45 s',
      check: undefined,
    });
    expect(unanswered).toEqual({ state: 'unanswered', reason: 'no answer within 45 s' });
    expect(needsConsent(unanswered)).toBe(true);
    const none = reviewGate({ available: false, pending: false, error: null, check: undefined });
    expect(none.state).toBe('unanswered');
  });

  it('does not hold back for a step the RPC cannot simulate alone, or an expired blockhash', () => {
    expect(reviewGate(answered(ok, needsStep1))).toEqual({ state: 'clear' });
    expect(
      reviewGate(
        answered(expired, {
          simulation: { status: 'not-simulated', why: 'earlier-step-expired', step: 0 },
        }),
      ),
    ).toEqual({ state: 'clear' });
  });
});
