// How features declare a flow: what to POST and a label per transaction. The steps follow the
// API's signing order (TX_FIELDS), so a feature cannot reorder or skip a transaction.
import type { Command, RequestOf, TxFieldOf } from '../api/commands';
import { TX_FIELDS } from '../api/schemas';
import type { FlowDefinition, WaitWatch } from './types';

export interface FlowDeclaration<C extends Command> {
  op: C;
  /** Names the flow in the timeline, toasts and activity, e.g. "Create basket BSKT". */
  title: string;
  /** The API body, exactly as postCommand takes it; journaled and re-POSTed for fresh transactions. */
  request: RequestOf<C>;
  /** One entry per transaction field of the response, in the API's signing order. */
  steps: readonly { key: string; label: string; txField: TxFieldOf<C> }[];
  /** A final step that waits for `watch.owner`'s balance of `watch.mint` to rise (deposit's mint). */
  wait?: { key?: string; label: string; watch: WaitWatch };
}

/** Validates a declaration and returns the definition `useFlows().start()` takes. */
export function defineFlow<C extends Command>(decl: FlowDeclaration<C>): FlowDefinition {
  const expected: readonly string[] = TX_FIELDS[decl.op];
  const given = decl.steps.map((s) => s.txField as string);
  if (given.length !== expected.length || given.some((f, i) => f !== expected[i])) {
    throw new Error(
      `Flow "${decl.title}": ${decl.op} signs ${expected.join(', ')} in that order; the steps give ${given.join(', ') || 'none'}`,
    );
  }
  const keys = new Set<string>();
  for (const s of [...decl.steps, ...(decl.wait ? [{ key: decl.wait.key ?? 'wait' }] : [])]) {
    if (keys.has(s.key)) throw new Error(`Flow "${decl.title}": duplicate step key "${s.key}"`);
    keys.add(s.key);
  }
  return {
    op: decl.op,
    title: decl.title,
    // A plain-JSON copy: the request is journaled and re-POSTed as-is.
    request: JSON.parse(JSON.stringify(decl.request)) as unknown,
    steps: decl.steps.map((s) => ({ key: s.key, label: s.label, txField: s.txField })),
    wait: decl.wait && { ...decl.wait, watch: { ...decl.wait.watch } },
  };
}
