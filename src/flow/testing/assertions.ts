// Small readers for the engine's tests: step statuses and signatures without narrowing noise.
import { flowState, signedOf } from '../machine';
import type { Flow, Step } from '../types';
import type { createHarness } from './harness';
import type { FlowDefinition } from '../types';

export const statuses = (f: Flow | undefined) => f?.steps.map((s) => s.status);

/** The flow's state, or 'missing' when there is no such flow. */
export const stateOf = (f: Flow | undefined) => (f ? flowState(f) : 'missing');

/** The step's current signature, or undefined when it has none. */
export const sigOf = (step: Step | undefined): string | undefined =>
  step ? signedOf(step)?.signature : undefined;

/** The step's unsigned transaction (base64), or undefined. */
export const unsignedOf = (step: Step | undefined): string | undefined =>
  step?.kind === 'tx' ? step.unsigned?.base64 : undefined;

export async function startAndSettle(h: ReturnType<typeof createHarness>, def: FlowDefinition) {
  const id = h.engine.start(def);
  const result = await h.runner.settled(id);
  const flow = h.store.get(id);
  if (!flow) throw new Error('the flow vanished');
  return { id, result, flow };
}
