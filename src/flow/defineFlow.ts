// How features declare a flow: what to POST and a label per transaction. The steps follow the
// API's signing order (TX_FIELDS), so a feature cannot reorder or skip a transaction.
import type { Command, RequestOf, TxFieldOf } from '../api/commands';
import { OPTIONAL_TX_FIELDS, TX_FIELDS } from '../api/schemas';
import type { FlowDefinitionOf, FlowNames, WaitWatch } from './types';

export interface FlowDeclaration<C extends Command> {
  op: C;
  /** Names the flow in the timeline, toasts and activity, e.g. "Create basket BSKT". */
  title: string;
  /** The API body, exactly as postCommand takes it; journaled and re-POSTed for fresh transactions. */
  request: RequestOf<C>;
  /**
   * One entry per transaction field of the response, in the API's signing order; a field that may
   * hold a list of transactions has one entry per transaction taken (`txIndex` 1, 2, … after the
   * first), each dropped when the list is shorter.
   */
  steps: readonly { key: string; label: string; txField: TxFieldOf<C>; txIndex?: number }[];
  /** A final step that waits for `watch.owner`'s balance of `watch.mint` to rise (deposit's mint). */
  wait?: { key?: string; label: string; watch: WaitWatch };
  /**
   * The step from whose landing on a fresh POST is unsafe: the service derives new accounts from a
   * fresh random seed per request, so asking again would create them again
   * (docs/flow-engine.md rule 4).
   */
  freshPostUnsafeFrom?: string;
  /** The basket's and the token's symbols, when known (journaled, for words). */
  names?: FlowNames;
}

/** Validates a declaration and returns the definition `useFlows().prepare()` takes. */
export function defineFlow<C extends Command>(decl: FlowDeclaration<C>): FlowDefinitionOf<C> {
  const expected: readonly string[] = TX_FIELDS[decl.op];
  const optional: readonly string[] = OPTIONAL_TX_FIELDS[decl.op] ?? [];
  const given = decl.steps.filter((s) => !s.txIndex).map((s) => String(s.txField));
  decl.steps.forEach((s, i) => {
    const before = decl.steps[i - 1];
    const follows = before?.txField === s.txField && (before.txIndex ?? 0) + 1 === s.txIndex;
    if (s.txIndex && !follows) {
      throw new Error(
        `Flow "${decl.title}": step "${s.key}" takes transaction ${s.txIndex} of ${String(s.txField)} out of order`,
      );
    }
  });
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
  if (decl.freshPostUnsafeFrom !== undefined && !keys.has(decl.freshPostUnsafeFrom)) {
    throw new Error(`Flow "${decl.title}": no step "${decl.freshPostUnsafeFrom}"`);
  }
  return {
    op: decl.op,
    title: decl.title,
    // A plain-data copy: the request is journaled and re-POSTed as-is.
    request: structuredClone(decl.request),
    steps: decl.steps.map((s) => ({
      key: s.key,
      label: s.label,
      txField: String(s.txField),
      ...(s.txIndex ? { txIndex: s.txIndex } : {}),
      // A list may be shorter than the steps declared for it.
      ...(optional.includes(String(s.txField)) || s.txIndex ? { optional: true } : {}),
    })),
    ...(decl.wait ? { wait: { ...decl.wait, watch: { ...decl.wait.watch } } } : {}),
    ...(decl.freshPostUnsafeFrom ? { freshPostUnsafeFrom: decl.freshPostUnsafeFrom } : {}),
    ...(decl.names ? { names: { ...decl.names } } : {}),
  };
}
