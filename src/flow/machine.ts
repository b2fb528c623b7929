// The flow engine's pure state machine: (flow, event) → flow. No I/O, no clock, no browser —
// the runner (runner.ts) performs effects and reports them here as events.
import type {
  Flow,
  FlowApiError,
  FlowDefinition,
  FlowState,
  Step,
  StepError,
  StepStatus,
} from './types';

export type FlowEvent =
  | { type: 'post-started'; at: number }
  | {
      type: 'post-succeeded';
      at: number;
      /** Fresh transactions by step key; only these steps take a new transaction. */
      txs: Record<string, { tx: string; lastValidBlockHeight: number }>;
    }
  | { type: 'post-failed'; at: number; error: FlowApiError }
  /** A request in flight was abandoned (the tab closed mid-request); a new run may post again. */
  | { type: 'post-abandoned'; at: number }
  /** The unsigned transaction's blockhash is no longer valid: drop it and fetch a fresh one. */
  | { type: 'tx-stale'; stepKey: string; at: number }
  | { type: 'sign-requested'; stepKey: string; at: number }
  | { type: 'signed'; stepKey: string; at: number; signedTx: string; signature: string }
  | { type: 'sent'; stepKey: string; at: number }
  | { type: 'confirmed'; stepKey: string; at: number }
  | { type: 'rejected'; stepKey: string; at: number }
  | { type: 'failed'; stepKey: string; at: number; error: StepError }
  | { type: 'expired'; stepKey: string; at: number }
  | { type: 'notice'; stepKey: string; at: number; notice?: string }
  | { type: 'wait-baseline'; stepKey: string; at: number; baseline: string }
  | { type: 'wait-started'; stepKey: string; at: number; deadline: number }
  | { type: 'wait-done'; stepKey: string; at: number }
  | { type: 'wait-overdue'; stepKey: string; at: number }
  | { type: 'retry'; at: number }
  /** The user approved the review: signing may start. */
  | { type: 'review-confirmed'; at: number }
  | { type: 'dismissed'; at: number };

export class InvalidTransitionError extends Error {
  constructor(flow: Flow, event: FlowEvent, why: string) {
    super(`Flow ${flow.id}: cannot apply "${event.type}": ${why}`);
    this.name = 'InvalidTransitionError';
  }
}

/** A wait step turns overdue this long after the step before it confirmed (the spec's 3 minutes). */
export const WAIT_DEADLINE_MS = 180_000;

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
  const keys = new Set<string>();
  const steps: Step[] = def.steps.map((s) => ({
    key: s.key,
    label: s.label,
    kind: 'tx',
    txField: s.txField,
    status: 'pending',
  }));
  if (def.wait) {
    steps.push({
      key: def.wait.key ?? 'wait',
      label: def.wait.label,
      kind: 'wait',
      watch: { ...def.wait.watch },
      status: 'pending',
    });
  }
  for (const s of steps) {
    if (keys.has(s.key)) throw new Error(`Flow "${def.title}": duplicate step key "${s.key}"`);
    keys.add(s.key);
  }
  if (steps.length === 0) throw new Error(`Flow "${def.title}" has no steps`);
  return {
    id: ctx.id,
    op: def.op,
    title: def.title,
    cluster: ctx.cluster,
    apiBase: ctx.apiBase,
    wallet: ctx.wallet,
    request: def.request,
    createdAt: ctx.at,
    updatedAt: ctx.at,
    steps,
    ...(ctx.review ? { awaitingReview: true } : {}),
  };
}

const FINISHED: ReadonlySet<StepStatus> = new Set(['confirmed', 'done']);
const NEEDS_USER: ReadonlySet<StepStatus> = new Set(['rejected', 'failed', 'expired']);

export function isStepFinished(step: Step): boolean {
  return FINISHED.has(step.status);
}

/** The first step that is not finished: the one the flow is at. */
export function currentStep(flow: Flow): Step | undefined {
  return flow.steps.find((s) => !isStepFinished(s));
}

export function flowState(flow: Flow): FlowState {
  if (flow.apiError) return 'api-error';
  if (flow.awaitingReview) return flow.posting || missingTx(flow) ? 'preparing' : 'review';
  const step = currentStep(flow);
  if (!step) return 'completed';
  switch (step.status) {
    case 'rejected':
    case 'failed':
    case 'expired':
      return step.status;
    case 'awaiting-signature':
      return 'needs-signature';
    case 'sending':
    case 'confirming':
      return 'in-progress';
    case 'waiting':
      return 'waiting';
    case 'overdue':
      return 'overdue';
    default:
      return step.kind === 'tx' && !step.tx ? 'preparing' : 'in-progress';
  }
}

function missingTx(flow: Flow): boolean {
  return flow.steps.some((s) => s.kind === 'tx' && !s.tx && !isStepFinished(s));
}

/** Not completed and not dismissed: shown for resume, and blocks a duplicate start. */
export function isActive(flow: Flow): boolean {
  return !flow.dismissed && flowState(flow) !== 'completed';
}

/** The flow stopped on an outcome only the user can move on from (Retry / fresh transaction). */
export function needsUserAction(flow: Flow): boolean {
  if (flow.apiError) return true;
  const step = currentStep(flow);
  return !!step && NEEDS_USER.has(step.status);
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
    const entries = Object.entries(value as Record<string, unknown>)
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
  | { type: 'confirm'; stepKey: string }
  | { type: 'wait'; stepKey: string }
  | { type: 'stop' };

export function nextAction(flow: Flow): NextAction {
  if (flow.apiError || flow.posting || flow.dismissed) return { type: 'stop' };
  const step = currentStep(flow);
  if (!step || NEEDS_USER.has(step.status)) return { type: 'stop' };
  if (step.kind === 'wait') return { type: 'wait', stepKey: step.key };
  if (step.status === 'sending' || step.status === 'confirming') {
    return { type: 'confirm', stepKey: step.key };
  }
  if (!step.tx) {
    // One POST fills every unfinished step that lacks a transaction.
    const stepKeys = flow.steps
      .filter((s) => s.kind === 'tx' && !s.tx && !isStepFinished(s))
      .map((s) => s.key);
    return { type: 'post', stepKeys };
  }
  // Prepared for review: nothing is signed before the user confirms.
  if (flow.awaitingReview) return { type: 'stop' };
  return { type: 'sign', stepKey: step.key };
}

export function reduce(flow: Flow, event: FlowEvent): Flow {
  const fail = (why: string): never => {
    throw new InvalidTransitionError(flow, event, why);
  };
  const next = (patch: Partial<Flow>): Flow => ({ ...flow, ...patch, updatedAt: event.at });

  const stepOf = (key: string, kind: Step['kind'], allowed: readonly StepStatus[]): Step => {
    const step = flow.steps.find((s) => s.key === key);
    if (!step) return fail(`no step "${key}"`);
    if (step.kind !== kind) return fail(`step "${key}" is not a ${kind} step`);
    if (!allowed.includes(step.status)) {
      return fail(`step "${key}" is ${step.status}, expected ${allowed.join(' or ')}`);
    }
    return step;
  };
  // Rule 2, strictly sequential: only the first unfinished step may start.
  const mustBeCurrent = (step: Step) => {
    if (currentStep(flow)?.key !== step.key) fail(`step "${step.key}" is not the current step`);
  };
  const withStep = (key: string, patch: Partial<Step>): Flow =>
    next({ steps: flow.steps.map((s) => (s.key === key ? { ...s, ...patch } : s)) });

  switch (event.type) {
    case 'post-started':
      if (flow.posting) return fail('a request is already in flight');
      return next({ posting: true, apiError: undefined });

    case 'post-succeeded': {
      if (!flow.posting) return fail('no request in flight');
      for (const key of Object.keys(event.txs)) {
        // Never replace a transaction that was signed and may still land.
        stepOf(key, 'tx', ['pending', 'awaiting-signature']);
      }
      return next({
        posting: false,
        apiError: undefined,
        steps: flow.steps.map((s) => {
          const fresh = event.txs[s.key];
          if (!fresh) return s;
          return {
            ...s,
            tx: fresh.tx,
            txReceivedAt: event.at,
            lastValidBlockHeight: fresh.lastValidBlockHeight,
            signedTx: undefined,
            signature: undefined,
            error: undefined,
          };
        }),
      });
    }

    case 'post-failed':
      if (!flow.posting) return fail('no request in flight');
      return next({ posting: false, apiError: event.error });

    case 'post-abandoned':
      if (!flow.posting) return fail('no request in flight');
      return next({ posting: false });

    case 'tx-stale': {
      const step = stepOf(event.stepKey, 'tx', ['pending', 'awaiting-signature']);
      // Later steps came from the same response and are as old: one fresh POST serves them all.
      return next({ steps: dropUnsignedFrom(flow.steps, step.key) });
    }

    case 'sign-requested': {
      const step = stepOf(event.stepKey, 'tx', ['pending', 'awaiting-signature']);
      mustBeCurrent(step);
      if (!step.tx) return fail(`step "${step.key}" has no transaction`);
      return withStep(step.key, {
        status: 'awaiting-signature',
        startedAt: step.startedAt ?? event.at,
        error: undefined,
      });
    }

    case 'signed':
      stepOf(event.stepKey, 'tx', ['awaiting-signature']);
      return withStep(event.stepKey, {
        status: 'sending',
        signedTx: event.signedTx,
        signature: event.signature,
      });

    case 'sent':
      stepOf(event.stepKey, 'tx', ['sending']);
      return withStep(event.stepKey, { status: 'confirming', sentAt: event.at });

    case 'confirmed':
      stepOf(event.stepKey, 'tx', ['sending', 'confirming']);
      return withStep(event.stepKey, {
        status: 'confirmed',
        confirmedAt: event.at,
        notice: undefined,
        error: undefined,
      });

    case 'rejected':
      stepOf(event.stepKey, 'tx', ['awaiting-signature']);
      return withStep(event.stepKey, { status: 'rejected' });

    case 'failed':
      stepOf(event.stepKey, 'tx', ['pending', 'awaiting-signature', 'sending', 'confirming']);
      return withStep(event.stepKey, { status: 'failed', error: event.error, notice: undefined });

    case 'expired':
      stepOf(event.stepKey, 'tx', ['pending', 'awaiting-signature', 'sending', 'confirming']);
      return withStep(event.stepKey, { status: 'expired', notice: undefined });

    case 'notice': {
      const step = flow.steps.find((s) => s.key === event.stepKey);
      if (!step || isStepFinished(step)) return fail(`step "${event.stepKey}" is not running`);
      return withStep(event.stepKey, { notice: event.notice });
    }

    case 'wait-baseline':
      stepOf(event.stepKey, 'wait', ['pending']);
      return withStep(event.stepKey, { baseline: event.baseline });

    case 'wait-started': {
      const step = stepOf(event.stepKey, 'wait', ['pending']);
      mustBeCurrent(step);
      return withStep(step.key, {
        status: 'waiting',
        startedAt: event.at,
        deadline: event.deadline,
      });
    }

    case 'wait-done':
      stepOf(event.stepKey, 'wait', ['waiting', 'overdue']);
      return withStep(event.stepKey, { status: 'done', confirmedAt: event.at });

    case 'wait-overdue':
      stepOf(event.stepKey, 'wait', ['waiting']);
      return withStep(event.stepKey, { status: 'overdue' });

    case 'retry': {
      if (flow.apiError) return next({ apiError: undefined });
      const step = currentStep(flow);
      if (!step || !NEEDS_USER.has(step.status)) return fail('nothing to retry');
      // A signed attempt can't be re-signed into anything new (same message, same signature), and
      // a refused check would refuse the same bytes again: both need a fresh transaction.
      const needsFresh = !!step.signature || step.error?.kind === 'check';
      const reset: Partial<Step> = needsFresh
        ? {
            tx: undefined,
            txReceivedAt: undefined,
            lastValidBlockHeight: undefined,
            signedTx: undefined,
            signature: undefined,
            sentAt: undefined,
            previousSignatures: step.signature
              ? [...(step.previousSignatures ?? []), step.signature]
              : step.previousSignatures,
          }
        : {};
      const steps = needsFresh ? dropUnsignedFrom(flow.steps, step.key) : flow.steps;
      return next({
        steps: steps.map((s) =>
          s.key === step.key
            ? { ...s, ...reset, status: 'pending', error: undefined, notice: undefined }
            : s,
        ),
      });
    }

    case 'review-confirmed':
      if (!flow.awaitingReview) return fail('the flow is not waiting for a review');
      return next({ awaitingReview: false });

    case 'dismissed':
      return next({ dismissed: true });
  }
}

/** Drops the unsigned transaction of `fromKey`'s step and of every later tx step not yet signed. */
function dropUnsignedFrom(steps: Step[], fromKey: string): Step[] {
  const from = steps.findIndex((s) => s.key === fromKey);
  return steps.map((s, i) => {
    const later = i > from && s.kind === 'tx' && !s.signature && !isStepFinished(s);
    if (i !== from && !later) return s;
    return { ...s, tx: undefined, txReceivedAt: undefined, lastValidBlockHeight: undefined };
  });
}
