// Changing a flow: (flow, event) → flow, refusing any transition the rules forbid.
import type { Flow, SignedTx, Step, StepError, TxStep, TxStepStatus, WaitStep } from '../types';
import { InvalidTransitionError, type FlowEvent } from './events';
import { posted, reviewedPrints } from './posted';
import { txBase } from './txBase';
import {
  currentStep,
  freshPostBlocked,
  isStepFinished,
  isStranded,
  NEEDS_USER,
  needsFreshTransaction,
  signedOf,
} from './read';

// ── Changing a flow ──────────────────────────────────────────────────────────────────────────────

type TxOf<S extends TxStepStatus> = Extract<TxStep, { status: S }>;

/** The statuses a transaction step may fail or expire from: every one not yet finished. */
const UNFINISHED = [
  'pending',
  'awaiting-signature',
  'signed',
  'sending',
  'confirming',
  'with-wallet',
] as const satisfies readonly TxStepStatus[];

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
  // Strictly sequential (docs/flow-engine.md rule 2): only the first unfinished step may start.
  const mustBeCurrent = (key: string) => {
    if (currentStep(flow)?.key !== key) fail(`step "${key}" is not the current step`);
  };
  const replace = (key: string, step: Step): Flow =>
    next({ steps: flow.steps.map((s) => (s.key === key ? step : s)) });
  const replaceMany = (patch: Map<string, Step>): Flow =>
    next({ steps: flow.steps.map((s) => patch.get(s.key) ?? s) });
  const clearNotice = <T extends Step>(s: T): T => ({ ...s, notice: undefined });
  /** `signed` is on its way: the step waits for its confirmation from now. */
  const confirming = (step: TxStep, signed: SignedTx): Flow =>
    replace(step.key, { ...txBase(step), status: 'confirming', signed, sentAt: event.at });

  switch (event.type) {
    case 'post-started':
      if (flow.posting) return fail('a request is already in flight');
      // The runner asks nextAction, which stops first; this guards the rule against bugs.
      if (freshPostBlocked(flow)) return fail('a fresh request would create new accounts');
      return next({ posting: true, apiError: undefined });

    case 'post-succeeded':
      if (!flow.posting) return fail('no request in flight');
      return next(posted(flow, event, { txStep, fail }));

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

    // The wallet sent the transaction it signed, or this app broadcast the one it holds.
    case 'wallet-sent':
      return confirming(txStep(event.stepKey, ['with-wallet']), event.tx);

    case 'sent': {
      const step = txStep(event.stepKey, ['sending']);
      return confirming(step, step.signed);
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
      const step = txStep(event.stepKey, UNFINISHED);
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
      const step = txStep(event.stepKey, UNFINISHED);
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
      return next({
        awaitingReview: false,
        sendMode: event.sendMode,
        reviewed: reviewedPrints(flow),
        reviewChanges: undefined,
      });

    case 'review-reopened':
      if (flow.awaitingReview) return fail('the flow is already waiting for a review');
      return next({
        awaitingReview: true,
        steps: flow.steps.map((s) =>
          s.kind === 'tx' && s.status === 'awaiting-signature'
            ? { ...txBase(s), status: 'pending' }
            : s,
        ),
      });

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
