// The flow engine's pure state machine: (flow, event) → flow. No I/O, no clock, no browser —
// the runner (runner/*.ts) performs effects and reports them here as events.
import type {
  CreatedAccount,
  Flow,
  FlowApiError,
  FlowDefinition,
  FlowFacts,
  FlowFields,
  FlowState,
  SendMode,
  SignedTx,
  Step,
  StepError,
  TxStep,
  TxStepStatus,
  UnsignedTx,
  WaitStep,
  WalletChanges,
  WalletHandoff,
} from './types';

export type FlowEvent =
  | { type: 'post-started'; at: number }
  | {
      type: 'post-succeeded';
      at: number;
      /** Fresh transactions by step key; only these steps take a new transaction. */
      txs: Record<string, UnsignedTx>;
      /** Optional steps the response left out (nothing to do): removed from the flow. */
      drop?: string[];
      /** What the response's transactions name (merged into the flow's facts). */
      facts?: FlowFacts;
    }
  | { type: 'post-failed'; at: number; error: FlowApiError }
  /** A request in flight was abandoned (the tab closed mid-request); a new run may post again. */
  | { type: 'post-abandoned'; at: number }
  /** The unsigned transaction's blockhash is no longer valid: drop it (and later ones) for fresh ones. */
  | { type: 'tx-stale'; stepKey: string; at: number }
  /** The wallet is asked to sign these steps' transactions in one approval (first = current). */
  | { type: 'sign-requested'; stepKeys: string[]; at: number }
  /** Signed and journaled (rule 1): the first is being sent, the rest wait their turn. */
  | { type: 'signed'; at: number; signed: { stepKey: string; tx: SignedTx }[] }
  /** A step signed earlier in the same approval is about to be broadcast. */
  | { type: 'send-started'; stepKey: string; at: number }
  /** Handed to a wallet that sends (journaled before the wallet is asked). */
  | {
      type: 'handed-to-wallet';
      at: number;
      handoffs: { stepKey: string; handoff: WalletHandoff }[];
    }
  /** The wallet says it sent the step: its signature, to confirm. */
  | { type: 'wallet-sent'; stepKey: string; at: number; tx: SignedTx }
  | { type: 'sent'; stepKey: string; at: number }
  | { type: 'confirmed'; stepKey: string; at: number }
  /**
   * The confirmed transaction read back from the chain: what it created, the facts that settles,
   * and (when the wallet sent it) what the wallet changed.
   */
  | {
      type: 'landed-read';
      stepKey: string;
      at: number;
      created: CreatedAccount[];
      facts?: FlowFacts;
      walletChanges?: WalletChanges;
    }
  | { type: 'rejected'; stepKey: string; at: number }
  | { type: 'failed'; stepKey: string; at: number; error: StepError }
  | { type: 'expired'; stepKey: string; at: number }
  | { type: 'notice'; stepKey: string; at: number; notice?: string }
  | { type: 'wait-baseline'; stepKey: string; at: number; baseline: string }
  | { type: 'wait-started'; stepKey: string; at: number; deadline: number }
  | { type: 'wait-done'; stepKey: string; at: number }
  | { type: 'wait-overdue'; stepKey: string; at: number }
  | { type: 'retry'; at: number }
  /** The user approved the review: signing may start, sent the way chosen. */
  | { type: 'review-confirmed'; at: number; sendMode: SendMode }
  | { type: 'dismissed'; at: number }
  /** An operation's outcome (outcomes.ts) ran for this flow. */
  | { type: 'outcome-run'; at: number; key: string };

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

/** The op and its request travel together, so the union stays correlated (no cast). */
function withRequest(def: FlowDefinition, fields: FlowFields): Flow {
  switch (def.op) {
    case 'create':
      return { ...fields, op: def.op, request: def.request };
    case 'edit':
      return { ...fields, op: def.op, request: def.request };
    case 'deposit':
      return { ...fields, op: def.op, request: def.request };
    case 'withdraw':
      return { ...fields, op: def.op, request: def.request };
    case 'claim':
      return { ...fields, op: def.op, request: def.request };
    case 'mint':
      return { ...fields, op: def.op, request: def.request };
    case 'burn':
      return { ...fields, op: def.op, request: def.request };
    case 'set-metadata':
      return { ...fields, op: def.op, request: def.request };
  }
}

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

const NEEDS_USER: ReadonlySet<TxStepStatus> = new Set(['rejected', 'failed', 'expired']);

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
 * derives a basket from a fresh random seed per request (rule 4), so a second create request would
 * create a second basket.
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
 * unsigned transaction (rule 2: signed together, sent in order).
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

// ── Changing a flow ──────────────────────────────────────────────────────────────────────────────

type TxOf<S extends TxStepStatus> = Extract<TxStep, { status: S }>;

/** The step's fields every status keeps (identity, unsigned transaction, history, clock). */
function txBase(step: TxStep) {
  return {
    kind: step.kind,
    key: step.key,
    label: step.label,
    txField: step.txField,
    optional: step.optional,
    unsigned: step.unsigned,
    previousSignatures: step.previousSignatures,
    startedAt: step.startedAt,
  };
}

/** Drops the current attempt: its signature joins the earlier ones; it waits for a transaction. */
function resetForFresh(step: TxStep): TxOf<'pending'> {
  const sig = signedOf(step)?.signature;
  return {
    ...txBase(step),
    unsigned: undefined,
    previousSignatures: sig ? [...(step.previousSignatures ?? []), sig] : step.previousSignatures,
    status: 'pending',
  };
}

export function reduce(flow: Flow, event: FlowEvent): Flow {
  const fail = (why: string): never => {
    throw new InvalidTransitionError(flow, event, why);
  };
  const next = (patch: Partial<Omit<Flow, 'op' | 'request'>>): Flow => ({
    ...flow,
    ...patch,
    updatedAt: event.at,
  });
  const stepIndex = (key: string): number => {
    const i = flow.steps.findIndex((s) => s.key === key);
    if (i < 0) fail(`no step "${key}"`);
    return i;
  };
  const txStep = <S extends TxStepStatus>(key: string, allowed: readonly S[]): TxOf<S> => {
    const step = flow.steps[stepIndex(key)];
    if (!step || step.kind !== 'tx') return fail(`step "${key}" is not a transaction step`);
    if (!(allowed as readonly TxStepStatus[]).includes(step.status)) {
      return fail(`step "${key}" is ${step.status}, expected ${allowed.join(' or ')}`);
    }
    return step as TxOf<S>;
  };
  const waitStep = <S extends WaitStep['status']>(
    key: string,
    allowed: readonly S[],
  ): Extract<WaitStep, { status: S }> => {
    const step = flow.steps[stepIndex(key)];
    if (!step || step.kind !== 'wait') return fail(`step "${key}" is not a wait step`);
    if (!(allowed as readonly string[]).includes(step.status)) {
      return fail(`step "${key}" is ${step.status}, expected ${allowed.join(' or ')}`);
    }
    return step as Extract<WaitStep, { status: S }>;
  };
  // Rule 2, strictly sequential: only the first unfinished step may start.
  const mustBeCurrent = (key: string) => {
    if (currentStep(flow)?.key !== key) fail(`step "${key}" is not the current step`);
  };
  const replace = (key: string, step: Step): Flow =>
    next({ steps: flow.steps.map((s) => (s.key === key ? step : s)) });
  const replaceMany = (patch: Map<string, Step>): Flow =>
    next({ steps: flow.steps.map((s) => patch.get(s.key) ?? s) });
  const clearNotice = <T extends Step>(s: T): T => ({ ...s, notice: undefined });

  switch (event.type) {
    case 'post-started':
      if (flow.posting) return fail('a request is already in flight');
      // The runner asks nextAction, which stops first; this guards the rule against bugs.
      if (freshPostBlocked(flow)) return fail('a fresh request would create new accounts');
      return next({ posting: true, apiError: undefined });

    case 'post-succeeded': {
      if (!flow.posting) return fail('no request in flight');
      for (const key of Object.keys(event.txs)) {
        // Never replace a transaction that was signed and may still land.
        txStep(key, ['pending', 'awaiting-signature']);
      }
      const drop = new Set(event.drop ?? []);
      for (const key of drop) {
        const step = txStep(key, ['pending']);
        if (step.previousSignatures?.length) fail(`step "${key}" was signed before`);
      }
      const facts = { ...flow.facts, ...event.facts };
      const steps: Step[] = [];
      for (const s of flow.steps) {
        if (drop.has(s.key)) continue;
        if (s.kind === 'wait') {
          // The mint to watch, when the feature did not know it, is the one the response names.
          const mint = s.watch.mint ?? facts.basketMint;
          if (mint === undefined) continue; // nothing to watch: the flow ends at the transaction
          steps.push(s.watch.mint ? s : { ...s, watch: { ...s.watch, mint } });
          continue;
        }
        const fresh = event.txs[s.key];
        if (!fresh) {
          steps.push(s);
        } else if (s.status === 'pending' || s.status === 'awaiting-signature') {
          steps.push({ ...txBase(s), unsigned: fresh, status: s.status });
        } else {
          fail(`step "${s.key}" cannot take a new transaction`);
        }
      }
      return next({ posting: false, apiError: undefined, facts, steps });
    }

    case 'post-failed':
      if (!flow.posting) return fail('no request in flight');
      return next({ posting: false, apiError: event.error });

    case 'post-abandoned':
      if (!flow.posting) return fail('no request in flight');
      return next({ posting: false });

    case 'tx-stale': {
      txStep(event.stepKey, ['pending', 'awaiting-signature']);
      // Later steps came from the same response and are as old: one fresh POST serves them all.
      // Only unsigned transactions are dropped: nothing signed here was ever broadcast.
      const from = stepIndex(event.stepKey);
      return next({
        steps: flow.steps.map((s, i) => {
          if (i < from || s.kind !== 'tx' || isStepFinished(s)) return s;
          if (s.status !== 'pending' && s.status !== 'awaiting-signature') return s;
          return { ...txBase(s), unsigned: undefined, status: 'pending' };
        }),
      });
    }

    case 'sign-requested': {
      if (event.stepKeys.length === 0) return fail('nothing to sign');
      const [first] = event.stepKeys;
      if (first !== undefined) mustBeCurrent(first);
      // The approval covers exactly these steps: any other still marked as asked goes back.
      const patch = new Map<string, Step>();
      for (const s of flow.steps) {
        if (
          s.kind === 'tx' &&
          s.status === 'awaiting-signature' &&
          !event.stepKeys.includes(s.key)
        ) {
          patch.set(s.key, { ...txBase(s), status: 'pending' });
        }
      }
      for (const key of event.stepKeys) {
        const step = txStep(key, ['pending', 'awaiting-signature', 'rejected']);
        if (!step.unsigned) fail(`step "${key}" has no transaction`);
        patch.set(key, {
          ...txBase(step),
          status: 'awaiting-signature',
          startedAt: step.startedAt ?? event.at,
        });
      }
      return replaceMany(patch);
    }

    case 'signed': {
      const patch = new Map<string, Step>();
      event.signed.forEach(({ stepKey, tx }, i) => {
        const step = txStep(stepKey, ['awaiting-signature']);
        patch.set(stepKey, {
          ...txBase(step),
          status: i === 0 ? 'sending' : 'signed',
          signed: tx,
        });
      });
      return replaceMany(patch);
    }

    case 'send-started': {
      const step = txStep(event.stepKey, ['signed']);
      mustBeCurrent(step.key);
      return replace(step.key, {
        ...txBase(step),
        status: 'sending',
        signed: step.signed,
        startedAt: step.startedAt ?? event.at,
      });
    }

    case 'handed-to-wallet': {
      const [first] = event.handoffs;
      if (first) mustBeCurrent(first.stepKey);
      const patch = new Map<string, Step>();
      for (const { stepKey, handoff } of event.handoffs) {
        const step = txStep(stepKey, ['pending', 'awaiting-signature', 'rejected']);
        patch.set(stepKey, {
          ...txBase(step),
          status: 'with-wallet',
          handoff,
          startedAt: step.startedAt ?? event.at,
        });
      }
      return replaceMany(patch);
    }

    case 'wallet-sent': {
      const step = txStep(event.stepKey, ['with-wallet']);
      return replace(step.key, {
        ...txBase(step),
        status: 'confirming',
        signed: event.tx,
        sentAt: event.at,
      });
    }

    case 'sent': {
      const step = txStep(event.stepKey, ['sending']);
      return replace(step.key, {
        ...txBase(step),
        status: 'confirming',
        signed: step.signed,
        sentAt: event.at,
      });
    }

    case 'confirmed': {
      const step = txStep(event.stepKey, ['sending', 'confirming']);
      return replace(step.key, {
        ...txBase(step),
        status: 'confirmed',
        signed: step.signed,
        sentAt: step.status === 'confirming' ? step.sentAt : undefined,
        confirmedAt: event.at,
      });
    }

    case 'landed-read': {
      const step = txStep(event.stepKey, ['confirmed']);
      const signed = event.walletChanges
        ? { ...step.signed, walletChanges: event.walletChanges }
        : step.signed;
      return {
        ...replace(step.key, { ...step, signed, created: event.created }),
        facts: { ...flow.facts, ...event.facts },
      };
    }

    case 'rejected': {
      txStep(event.stepKey, ['awaiting-signature', 'with-wallet']);
      return next({ steps: afterWalletRefusal(flow.steps, event.stepKey, { status: 'rejected' }) });
    }

    case 'failed': {
      const step = txStep(event.stepKey, [
        'pending',
        'awaiting-signature',
        'signed',
        'sending',
        'confirming',
        'with-wallet',
      ]);
      if (step.status === 'awaiting-signature' || step.status === 'with-wallet') {
        // The rest of the approval was not signed either.
        return next({
          steps: afterWalletRefusal(flow.steps, step.key, {
            status: 'failed',
            error: event.error,
          }),
        });
      }
      return replace(step.key, {
        ...txBase(step),
        status: 'failed',
        error: event.error,
        signed: 'signed' in step ? step.signed : undefined,
      });
    }

    case 'expired': {
      const step = txStep(event.stepKey, [
        'pending',
        'awaiting-signature',
        'signed',
        'sending',
        'confirming',
        'with-wallet',
      ]);
      return replace(step.key, {
        ...txBase(step),
        status: 'expired',
        signed: 'signed' in step ? step.signed : undefined,
      });
    }

    case 'notice': {
      const i = stepIndex(event.stepKey);
      const step = flow.steps[i];
      if (!step || isStepFinished(step)) return fail(`step "${event.stepKey}" is not running`);
      if (step.notice === event.notice) return flow;
      return replace(step.key, { ...step, notice: event.notice });
    }

    case 'wait-baseline': {
      const step = waitStep(event.stepKey, ['pending']);
      return replace(step.key, { ...step, baseline: event.baseline });
    }

    case 'wait-started': {
      const step = waitStep(event.stepKey, ['pending']);
      mustBeCurrent(step.key);
      if (step.baseline === undefined) fail(`step "${step.key}" has no baseline`);
      return replace(step.key, {
        kind: 'wait',
        key: step.key,
        label: step.label,
        watch: step.watch,
        notice: step.notice,
        status: 'waiting',
        baseline: step.baseline ?? '0',
        startedAt: event.at,
        deadline: event.deadline,
      });
    }

    case 'wait-done': {
      const step = waitStep(event.stepKey, ['waiting', 'overdue']);
      return replace(step.key, clearNotice({ ...step, status: 'done', doneAt: event.at }));
    }

    case 'wait-overdue': {
      const step = waitStep(event.stepKey, ['waiting']);
      return replace(step.key, { ...step, status: 'overdue' });
    }

    case 'retry': {
      if (flow.apiError) return next({ apiError: undefined });
      const step = currentStep(flow);
      if (!step || step.kind !== 'tx' || !NEEDS_USER.has(step.status)) {
        return fail('nothing to retry');
      }
      if (isStranded(flow)) return fail('a fresh request would create new accounts');
      if (!needsFreshTransaction(step)) {
        // Rejected, or the wallet erred: ask again for the same transaction.
        return replace(step.key, { ...txBase(step), status: 'pending' });
      }
      // This attempt and every later one signed with it are dropped: none was broadcast after it,
      // so none can land; one fresh POST serves them all.
      const from = stepIndex(step.key);
      return next({
        steps: flow.steps.map((s, i) =>
          i >= from && s.kind === 'tx' && !isStepFinished(s) ? resetForFresh(s) : s,
        ),
      });
    }

    case 'review-confirmed':
      if (!flow.awaitingReview) return fail('the flow is not waiting for a review');
      return next({ awaitingReview: false, sendMode: event.sendMode });

    case 'dismissed':
      return next({ dismissed: true });

    case 'outcome-run':
      if (flow.outcomesRun?.includes(event.key)) return flow;
      return next({ outcomesRun: [...(flow.outcomesRun ?? []), event.key] });
  }
}

/**
 * The wallet refused or failed the approval that covered `key` (and maybe later steps): `key`
 * takes the outcome; the later steps of the same approval go back to waiting, keeping their
 * unsigned transactions.
 */
function afterWalletRefusal(
  steps: Step[],
  key: string,
  outcome: { status: 'rejected' } | { status: 'failed'; error: StepError },
): Step[] {
  return steps.map((s) => {
    if (s.kind !== 'tx') return s;
    if (s.key === key) return { ...txBase(s), ...outcome };
    if (s.status === 'awaiting-signature' || s.status === 'with-wallet') {
      return { ...txBase(s), status: 'pending' };
    }
    return s;
  });
}
