// What must happen when a flow's step confirms or the flow completes — record a created basket, a
// pending claim, refresh the queries it changed — belongs to the operation and is run here, by the
// engine, under the app root: once per flow and event, whichever page is open, or none. Each run is
// recorded in the journal ('outcome-run'), so a reload never loses one and never repeats one.
import type { Command } from '../api/commands';
import { flowState } from './machine';
import type { Flow, FlowOf } from './types';

export interface OperationOutcome<C extends Command> {
  /** A step's transaction confirmed (its facts read back from the chain where the RPC could). */
  stepConfirmed?(flow: FlowOf<C>, stepKey: string): void | Promise<void>;
  /** Every step of the flow is done. */
  completed?(flow: FlowOf<C>): void | Promise<void>;
}

/** Each command's outcome, typed by its command (the operations', given from above). */
export interface Outcomes {
  of<C extends Command>(op: C): OperationOutcome<C> | undefined;
}

export interface DueOutcome {
  /** Recorded in the flow once run. */
  key: string;
  run(): void | Promise<void>;
}

/**
 * The outcomes of `flow` not run yet. A confirmed step's outcome waits until its transaction was
 * read back (`created`), unless no run will read it any more (`running` false).
 */
export function dueOutcomes<C extends Command>(
  outcomes: Outcomes,
  flow: FlowOf<C>,
  running: boolean,
): DueOutcome[] {
  const outcome = outcomes.of(flow.op);
  if (!outcome) return [];
  const done = new Set(flow.outcomesRun ?? []);
  const due: DueOutcome[] = [];
  const { stepConfirmed, completed } = outcome;
  if (stepConfirmed) {
    for (const step of flow.steps) {
      if (step.kind !== 'tx' || step.status !== 'confirmed') continue;
      const key = `confirmed:${step.key}`;
      if (done.has(key) || (running && step.created === undefined)) continue;
      due.push({ key, run: () => stepConfirmed(flow, step.key) });
    }
  }
  if (completed && flowState(flow) === 'completed' && !done.has('completed')) {
    due.push({ key: 'completed', run: () => completed(flow) });
  }
  return due;
}

/** `dueOutcomes` for any flow of the union. */
export function dueOutcomesOf(outcomes: Outcomes, flow: Flow, running: boolean): DueOutcome[] {
  return dueOutcomes(outcomes, flow, running);
}
