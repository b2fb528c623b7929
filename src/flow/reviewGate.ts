// Whether the review lets the user sign (docs/flow-engine.md rule 13): not while the simulation
// has not answered; after a failed simulation, or one the RPC could not answer, only once the user
// has read why and chosen to go on. A step not simulated because the RPC simulates one transaction
// at a time, and a blockhash that expired during the review (confirming fetches fresh
// transactions), do not hold the user back.
import type { SequenceCheck } from './simulateSequence';

export type ReviewGate =
  /** The simulation has not answered yet: Confirm is off. */
  | { state: 'simulating' }
  /** Nothing failed: Confirm is on. */
  | { state: 'clear' }
  /** These steps (0-based) failed in simulation, with why in words: Confirm waits for consent. */
  | { state: 'failed'; failures: { step: number; error: string }[] }
  /** Nothing could be simulated (the RPC did not answer, or no simulation here): the same. */
  | { state: 'unanswered'; reason: string };

export interface ReviewSimulationState {
  /** The app can simulate here (a simulation port is provided). */
  available: boolean;
  /** The simulation is under way. */
  pending: boolean;
  /** Why the simulation did not answer, when it did not. */
  error: string | null;
  check: SequenceCheck | undefined;
}

export function reviewGate({
  available,
  pending,
  error,
  check,
}: ReviewSimulationState): ReviewGate {
  if (!available) {
    return { state: 'unanswered', reason: 'this app has no connection to simulate with' };
  }
  if (error !== null) return { state: 'unanswered', reason: error };
  if (pending || !check) return { state: 'simulating' };
  const failures = check.steps.flatMap((s, step) =>
    s.simulation.status === 'error' && !s.blockhashExpired
      ? [{ step, error: s.simulation.error ?? 'The network refused it in simulation.' }]
      : [],
  );
  return failures.length > 0 ? { state: 'failed', failures } : { state: 'clear' };
}

/** Confirm waits for the user to read what went wrong and choose to go on. */
export const needsConsent = (gate: ReviewGate): boolean =>
  gate.state === 'failed' || gate.state === 'unanswered';
