// The flow's timeline: every step from the start, its state in words and icon, elapsed time,
// signature (copy + explorer), and the action that fits.
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { ExplorerLink } from '../ui/ExplorerLink';
import { shortenAddress } from '../ui/format';
import { StatusIcon } from '../ui/StatusIcon';
import { ApiErrorWords } from './ApiErrorWords';
import { useFlows } from './FlowContext';
import {
  WAIT_DEADLINE_MS,
  currentStep,
  flowState,
  isActive,
  isStepFinished,
  needsUserAction,
  signedOf,
} from './machine';
import { formatCountdown, formatDuration, stepStateView } from './stepWords';
import type { Flow, Step, WaitStep } from './types';
import { walletChangeWords } from './walletChangeWords';
import './Timeline.css';

export interface TimelineViewProps {
  flow: Flow;
  /** Current time (ms); the connected Timeline ticks it every second. */
  now: number;
  /** This tab is running the flow right now. */
  running: boolean;
  /** Another tab holds the flow. */
  elsewhere?: boolean;
  explorerTxUrl(signature: string): string;
  explorerName: string;
  onRetry(): void;
  onResume(): void;
  /** Heading level of the flow title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** What the user can do when the flow is stranded (the operation's own advice). */
  strandedAdvice?: ReactNode;
}

/** Connected to the FlowProvider. */
export function Timeline({
  flow,
  headingLevel,
  strandedAdvice,
}: {
  flow: Flow;
  headingLevel?: 2 | 3 | 4;
  strandedAdvice?: ReactNode;
}) {
  const flows = useFlows();
  const now = useNow(isActive(flow));
  return (
    <TimelineView
      flow={flow}
      now={now}
      running={flows.isRunning(flow.id)}
      elsewhere={flows.isElsewhere(flow.id)}
      explorerTxUrl={flows.explorerTxUrl}
      explorerName={flows.explorerName}
      onRetry={() => void flows.retry(flow.id)}
      onResume={() => void flows.resume(flow.id)}
      headingLevel={headingLevel}
      strandedAdvice={strandedAdvice}
    />
  );
}

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** What a screen reader hears when the flow moves on. */
export function flowAnnouncement(flow: Flow, running = true): string {
  const state = flowState(flow);
  const step = currentStep(flow);
  const index = step ? flow.steps.indexOf(step) + 1 : flow.steps.length;
  const of = `step ${index} of ${flow.steps.length}`;
  switch (state) {
    case 'completed':
      return `${flow.title}: all ${flow.steps.length} steps done.`;
    case 'api-error':
      return `${flow.title}: the request failed.`;
    case 'preparing':
      return `${flow.title}: preparing the transactions.`;
    case 'review':
      return `${flow.title}: ready for your review. Nothing has been signed.`;
    case 'stranded':
      return `${flow.title}: stopped — ${step?.label ?? 'a step'} can no longer land.`;
    default:
      return `${flow.title}, ${of}, ${step?.label}: ${step ? stepStateView(step, running).words : ''}.`;
  }
}

export function TimelineView(props: TimelineViewProps) {
  const { flow, running, elsewhere } = props;
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const state = flowState(flow);
  const current = currentStep(flow);
  const canResume =
    !running &&
    isActive(flow) &&
    !needsUserAction(flow) &&
    !flow.posting &&
    state !== 'completed' &&
    state !== 'review';
  const headingId = `flow-${flow.id}-title`;
  return (
    <section className="flow-timeline" aria-labelledby={headingId}>
      <Heading id={headingId} className="flow-timeline__title">
        {flow.title}
      </Heading>
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {flowAnnouncement(flow, running)}
      </p>
      {flow.apiError ? <ApiErrorPanel flow={flow} onRetry={props.onRetry} /> : null}
      {state === 'preparing' ? (
        <p className="flow-timeline__note">
          {flow.posting || running ? 'Preparing the transactions…' : 'Not started yet.'}
        </p>
      ) : null}
      {state === 'review' ? (
        <p className="flow-timeline__note">Ready for your review — nothing has been signed yet.</p>
      ) : null}
      {state === 'stranded' ? <StrandedPanel flow={flow} advice={props.strandedAdvice} /> : null}
      {canResume ? (
        <div className="flow-timeline__resume">
          <p>
            {elsewhere
              ? 'This flow is running in another tab. Close that tab first, then resume here.'
              : 'This flow stopped before it finished (the page was reloaded or closed). Resuming checks each transaction on chain before anything is sent again.'}
          </p>
          <Button variant="primary" onClick={props.onResume}>
            Resume {flow.title}
          </Button>
        </div>
      ) : null}
      <ol className="flow-timeline__steps">
        {flow.steps.map((step, i) => (
          <StepItem
            key={step.key}
            step={step}
            index={i}
            total={flow.steps.length}
            isCurrent={step.key === current?.key}
            {...props}
          />
        ))}
      </ol>
    </section>
  );
}

function StepItem(
  props: TimelineViewProps & { step: Step; index: number; total: number; isCurrent: boolean },
) {
  const { step, now, isCurrent, flow } = props;
  const view = stepStateView(step, props.running);
  const elapsed = elapsedText(step, now, props.running);
  const neverLanded = step.status === 'failed' && step.error.neverLanded === true;
  const signed = signedOf(step);
  return (
    <li
      className={`flow-step flow-step--${view.tone}`}
      aria-current={isCurrent && isActive(flow) ? 'step' : undefined}
    >
      <span className="flow-step__icon">
        <StatusIcon name={view.icon} />
      </span>
      <div className="flow-step__body">
        <p className="flow-step__head">
          <span className="flow-step__label">
            <span className="ui-visually-hidden">
              Step {props.index + 1} of {props.total}:{' '}
            </span>
            {step.label}
          </span>
          <span className="flow-step__state">{view.words}</span>
          {elapsed ? <span className="flow-step__elapsed">{elapsed}</span> : null}
        </p>
        {signed ? (
          <p className="flow-step__signature">
            <span>Signature </span>
            {neverLanded || step.status === 'signed' ? (
              // No explorer has a transaction that never reached the network.
              <>
                <code className="flow-step__signature-text" title={signed.signature}>
                  {shortenAddress(signed.signature)}
                </code>
                <span className="flow-step__signature-note">
                  {neverLanded ? ' (never reached the chain)' : ' (not sent yet)'}
                </span>
              </>
            ) : (
              <ExplorerLink
                signature={signed.signature}
                resolve={props.explorerTxUrl}
                explorerName={props.explorerName}
              />
            )}
            <CopyButton text={signed.signature} what={`signature of “${step.label}”`} />
          </p>
        ) : null}
        {signed?.walletChanges ? (
          <p className="flow-step__wallet-change">{walletChangeWords(signed.walletChanges)}</p>
        ) : null}
        {step.status === 'with-wallet' && props.running ? (
          <p className="flow-step__hint">
            Your wallet signs and sends this transaction itself; the app then confirms it on chain.
          </p>
        ) : null}
        {step.notice ? <p className="flow-step__notice">{step.notice}</p> : null}
        {step.kind === 'wait' ? <WaitDetail step={step} now={now} /> : null}
        {step.status === 'failed' ? (
          <div className="flow-step__error">
            <p>{step.error.message}</p>
            {step.error.logs && step.error.logs.length > 0 ? (
              <details>
                <summary>Program logs ({step.error.logs.length} lines)</summary>
                <pre>{step.error.logs.join('\n')}</pre>
              </details>
            ) : null}
          </div>
        ) : null}
        {step.status === 'expired' && !isCurrentStranded(props) ? (
          <p className="flow-step__hint">
            The network stopped accepting this transaction before it was processed, so it can no
            longer land. Get a fresh one and approve it again.
          </p>
        ) : null}
        {isCurrent ? <StepAction {...props} /> : null}
      </div>
    </li>
  );
}

/** This step is where a stranded flow stopped: the stranded panel explains it. */
function isCurrentStranded(props: TimelineViewProps & { isCurrent?: boolean }): boolean {
  return !!props.isCurrent && flowState(props.flow) === 'stranded';
}

function StepAction(props: TimelineViewProps & { step: Step; isCurrent: boolean }) {
  const { step, running } = props;
  if (running || isCurrentStranded(props)) return null;
  switch (step.status) {
    case 'rejected':
      return (
        <Button variant="primary" onClick={props.onRetry}>
          Try “{step.label}” again
        </Button>
      );
    case 'failed':
      return (
        <Button variant="primary" onClick={props.onRetry}>
          Retry “{step.label}”
        </Button>
      );
    case 'expired':
      return (
        <Button variant="primary" onClick={props.onRetry}>
          Get a fresh transaction for “{step.label}”
        </Button>
      );
    default:
      return null;
  }
}

function WaitDetail({ step, now }: { step: WaitStep; now: number }) {
  if (step.status === 'waiting') {
    return (
      <p className="flow-step__countdown">
        Usually within 3 minutes:{' '}
        <span>{formatCountdown(step.deadline - now, WAIT_DEADLINE_MS)}</span> left.
      </p>
    );
  }
  if (step.status === 'overdue') {
    return (
      <div className="flow-step__hint">
        <p>
          Taking longer than expected. Your deposit is on chain (see the signature above) and is
          safe; the service’s automation has not delivered yet.
        </p>
        <p>
          Keep this page open — this step completes by itself when the tokens arrive — or come back
          later: your balance shows them once delivered. If nothing arrives within the hour, contact
          the basket’s service with the deposit signature.
        </p>
      </div>
    );
  }
  return null;
}

/**
 * The flow stopped for good: a step after its point of no return can no longer land, and a new
 * request to the service would create new accounts instead of finishing these
 * (docs/flow-engine.md rule 4).
 */
function StrandedPanel({ flow, advice }: { flow: Flow; advice?: ReactNode }) {
  const done = flow.steps.filter(isStepFinished).map((s) => `“${s.label}”`);
  const missing = flow.steps.filter((s) => !isStepFinished(s)).map((s) => `“${s.label}”`);
  return (
    <div className="flow-timeline__stranded" role="alert">
      <p className="flow-timeline__stranded-title">
        <StatusIcon name="stop" /> This flow cannot be finished
      </p>
      <p>
        {done.join(' and ')} landed
        {flow.facts.basket ? (
          <>
            {' '}
            — the basket <code>{flow.facts.basket}</code> exists on chain
          </>
        ) : null}
        . {missing.join(' and ')} did not:{' '}
        {missing.length === 1 ? 'its transaction' : 'their transactions'} expired before the network
        took {missing.length === 1 ? 'it' : 'them'}. Asking the Basket API again would create new
        accounts rather than finish these, so the app stops here.
      </p>
      {advice}
    </div>
  );
}

function ApiErrorPanel({ flow, onRetry }: { flow: Flow; onRetry(): void }) {
  if (!flow.apiError) return null;
  return (
    <div className="flow-timeline__api-error" role="alert">
      <ApiErrorWords flow={flow} error={flow.apiError} block="flow-timeline" />
      <Button variant="primary" onClick={onRetry}>
        Retry the request
      </Button>
    </div>
  );
}

const RUNNING: ReadonlySet<string> = new Set([
  'awaiting-signature',
  'with-wallet',
  'sending',
  'confirming',
  'waiting',
  'overdue',
]);

function elapsedText(step: Step, now: number, running: boolean): string | null {
  const startedAt = step.kind === 'tx' || step.status !== 'pending' ? step.startedAt : undefined;
  if (startedAt === undefined) return null;
  const finishedAt =
    step.status === 'confirmed'
      ? step.confirmedAt
      : step.status === 'done'
        ? step.doneAt
        : undefined;
  if (finishedAt !== undefined) return `took ${formatDuration(finishedAt - startedAt)}`;
  // No wallet prompt is open for a paused step: a clock would suggest one is.
  if ((step.status === 'awaiting-signature' || step.status === 'with-wallet') && !running) {
    return null;
  }
  return RUNNING.has(step.status) ? `${formatDuration(now - startedAt)} so far` : null;
}
