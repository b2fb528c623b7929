// How features declare a flow: what to POST and which response field each step signs.
import type { FlowDefinition, FlowOp, WaitWatch } from './types';

export interface FlowDeclaration<Req> {
  op: FlowOp;
  title: string;
  request: Req;
  /** In signing order; `txField` names the API response field holding the step's transaction. */
  steps: { key: string; label: string; txField: string }[];
  /** A final step that waits for the owner's balance of `mint` to rise (the deposit's mint). */
  wait?: { key?: string; label: string; watch: WaitWatch };
}

/** Validates a declaration and returns it as a definition `start()` accepts. */
export function defineFlow<Req>(decl: FlowDeclaration<Req>): FlowDefinition {
  if (decl.steps.length === 0) throw new Error(`Flow "${decl.title}" needs at least one step`);
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
    steps: decl.steps.map((s) => ({ ...s })),
    wait: decl.wait && { ...decl.wait, watch: { ...decl.wait.watch } },
  };
}
