// Reading a flow: where it is, what state it is in, what the runner should do next.
import type { Flow, FlowFields, FlowState, SignedTx, Step, TxStepStatus } from '../types';

// ── Reading a flow ───────────────────────────────────────────────────────────────────────────────

export function isStepFinished(step: Step): boolean {
  return step.status === 'confirmed' || step.status === 'done';
}

/** The first step that is not finished: the one the flow is at. */
export function currentStep(flow: Pick<Flow, 'steps'>): Step | undefined {
  return flow.steps.find((s) => !isStepFinished(s));
}

/** The transaction of a signed attempt, when the step has one (any status that carries it). */
export function signedOf(step: Step): SignedTx | undefined {
  return step.kind === 'tx' && 'signed' in step ? step.signed : undefined;
}

/** Every signature the step ever had: earlier attempts, then the current one. */
export function signaturesOf(step: Step): string[] {
  if (step.kind !== 'tx') return [];
  const current = signedOf(step)?.signature;
  return [...(step.previousSignatures ?? []), ...(current ? [current] : [])];
}

export const NEEDS_USER: ReadonlySet<TxStepStatus> = new Set(['rejected', 'failed', 'expired']);

/**
 * The step can only continue with a transaction the service has not built yet: it expired, it was
 * signed (same message, same signature: nothing new can come of it), a check refused it, or its
 * unsigned transaction was dropped as stale.
 */
export function needsFreshTransaction(step: Step): boolean {
  if (step.kind !== 'tx' || isStepFinished(step)) return false;
  switch (step.status) {
    case 'expired':
      return true;
    case 'failed':
      return !!step.signed || step.error.kind === 'check';
    case 'pending':
    case 'awaiting-signature':
    case 'rejected':
      return !step.unsigned;
    default:
      return false;
  }
}

/**
 * A fresh POST would name new accounts while the flow's point of no return has landed: the service
 * derives a basket from a fresh random seed per request (docs/flow-engine.md rule 4), so a second
 * create request would create a second basket.
 */
export function freshPostBlocked(flow: FlowFields): boolean {
  const from = flow.freshPostUnsafeFrom;
  if (from === undefined) return false;
  const step = flow.steps.find((s) => s.key === from);
  return !!step && isStepFinished(step);
}

/** The flow cannot go on: a step needs a fresh transaction that must not be asked for. */
export function isStranded(flow: FlowFields): boolean {
  const step = currentStep(flow);
  return !!step && freshPostBlocked(flow) && needsFreshTransaction(step);
}

export function flowState(flow: FlowFields): FlowState {
  if (flow.apiError) return 'api-error';
  if (flow.awaitingReview) return flow.posting || missingTx(flow) ? 'preparing' : 'review';
  const step = currentStep(flow);
  if (!step) return 'completed';
  if (isStranded(flow)) return 'stranded';
  switch (step.status) {
    case 'rejected':
    case 'failed':
    case 'expired':
      return step.status;
    case 'awaiting-signature':
    case 'with-wallet':
      return 'needs-signature';
    case 'signed':
    case 'sending':
    case 'confirming':
      return 'in-progress';
    case 'waiting':
      return 'waiting';
    case 'overdue':
      return 'overdue';
    case 'pending':
      return step.kind === 'tx' && !step.unsigned ? 'preparing' : 'in-progress';
    case 'confirmed':
    case 'done':
      return 'completed'; // not reached: currentStep skips finished steps
  }
}

function missingTx(flow: FlowFields): boolean {
  return flow.steps.some((s) => s.kind === 'tx' && !s.unsigned && !isStepFinished(s));
}

/** Still going or resumable: shown for resume, and blocks a duplicate start of the same request. */
export function isActive(flow: FlowFields): boolean {
  if (flow.dismissed) return false;
  const state = flowState(flow);
  return state !== 'completed' && state !== 'stranded';
}

/** The flow stopped on an outcome only the user can move on from (Retry / fresh transaction). */
export function needsUserAction(flow: FlowFields): boolean {
  if (flow.apiError) return true;
  const step = currentStep(flow);
  return !!step && step.kind === 'tx' && NEEDS_USER.has(step.status) && !isStranded(flow);
}

/** Same op, request, wallet and cluster: a second Confirm click for the same thing. */
export function requestKey(
  flow: Pick<Flow, 'op' | 'request' | 'wallet' | 'cluster' | 'apiBase'>,
): string {
  return stableStringify([flow.op, flow.cluster, flow.apiBase, flow.wallet, flow.request]);
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the runner should do next; 'stop' when the flow is finished or needs the user. */
export type NextAction =
  | { type: 'post'; stepKeys: string[] }
  | { type: 'sign'; stepKey: string }
  | { type: 'send'; stepKey: string }
  | { type: 'confirm'; stepKey: string }
  | { type: 'find'; stepKey: string }
  | { type: 'wait'; stepKey: string }
  | { type: 'stop' };

export function nextAction(flow: FlowFields): NextAction {
  if (flow.apiError || flow.posting || flow.dismissed) return { type: 'stop' };
  const step = currentStep(flow);
  if (!step) return { type: 'stop' };
  if (step.kind === 'wait') return { type: 'wait', stepKey: step.key };
  switch (step.status) {
    case 'rejected':
    case 'failed':
    case 'expired':
      return { type: 'stop' };
    case 'signed':
      return { type: 'send', stepKey: step.key };
    case 'sending':
    case 'confirming':
      return { type: 'confirm', stepKey: step.key };
    case 'with-wallet':
      return { type: 'find', stepKey: step.key };
    case 'pending':
    case 'awaiting-signature':
      if (!step.unsigned) {
        if (freshPostBlocked(flow)) return { type: 'stop' };
        // One POST fills every unfinished step that lacks a transaction.
        return { type: 'post', stepKeys: unsignedGaps(flow) };
      }
      // Prepared for review: nothing is signed before the user confirms.
      if (flow.awaitingReview) return { type: 'stop' };
      return { type: 'sign', stepKey: step.key };
    case 'confirmed':
      return { type: 'stop' }; // not reached: currentStep skips finished steps
  }
}

function unsignedGaps(flow: FlowFields): string[] {
  return flow.steps
    .filter(
      (s) =>
        s.kind === 'tx' &&
        !s.unsigned &&
        (s.status === 'pending' || s.status === 'awaiting-signature'),
    )
    .map((s) => s.key);
}

/**
 * The steps one wallet approval covers when the wallet can sign several transactions at once:
 * from `fromKey`, every following transaction step that is waiting for a signature and has its
 * unsigned transaction (docs/flow-engine.md rule 2: signed together, sent in order).
 */
export function signingBatch(flow: FlowFields, fromKey: string): string[] {
  const from = flow.steps.findIndex((s) => s.key === fromKey);
  const keys: string[] = [];
  for (const s of flow.steps.slice(from)) {
    if (s.kind !== 'tx' || !s.unsigned) break;
    if (s.status !== 'pending' && s.status !== 'awaiting-signature' && s.status !== 'rejected') {
      break;
    }
    keys.push(s.key);
  }
  return keys;
}
