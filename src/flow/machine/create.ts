// A new flow from a feature's definition.
import type { Flow, FlowDefinition, FlowFields, Step, TxStep } from '../types';

export function createFlow(
  def: FlowDefinition,
  ctx: {
    id: string;
    cluster: string;
    apiBase: string;
    wallet: string;
    at: number;
    /** Stop for the user's review once the transactions are in (prepare, not start). */
    review?: boolean;
  },
): Flow {
  const steps: Step[] = def.steps.map((s): TxStep => ({
    kind: 'tx',
    key: s.key,
    label: s.label,
    txField: s.txField,
    ...(s.optional ? { optional: true } : {}),
    status: 'pending',
  }));
  if (def.wait) {
    steps.push({
      kind: 'wait',
      key: def.wait.key ?? 'wait',
      label: def.wait.label,
      watch: { ...def.wait.watch },
      status: 'pending',
    });
  }
  const keys = new Set<string>();
  for (const s of steps) {
    if (keys.has(s.key)) throw new Error(`Flow "${def.title}": duplicate step key "${s.key}"`);
    keys.add(s.key);
  }
  if (steps.length === 0) throw new Error(`Flow "${def.title}" has no steps`);
  if (def.freshPostUnsafeFrom !== undefined && !keys.has(def.freshPostUnsafeFrom)) {
    throw new Error(`Flow "${def.title}": no step "${def.freshPostUnsafeFrom}"`);
  }
  const fields: FlowFields = {
    v: 2,
    id: ctx.id,
    title: def.title,
    cluster: ctx.cluster,
    apiBase: ctx.apiBase,
    wallet: ctx.wallet,
    createdAt: ctx.at,
    updatedAt: ctx.at,
    steps,
    facts: {},
    ...(def.freshPostUnsafeFrom ? { freshPostUnsafeFrom: def.freshPostUnsafeFrom } : {}),
    ...(def.names ? { names: { ...def.names } } : {}),
    ...(ctx.review ? { awaitingReview: true } : {}),
  };
  return withRequest(def, fields);
}

/**
 * The op and its request travel together (the rest of the definition, per command of the union),
 * so the union stays correlated without a cast or a switch per command.
 */
function withRequest(def: FlowDefinition, fields: FlowFields): Flow {
  const { title, steps, wait, freshPostUnsafeFrom, names, ...opAndRequest } = def;
  return { ...fields, ...opAndRequest };
}
