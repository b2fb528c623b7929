// The flow's timeline: every step from the start, its state in words and icon, elapsed time,
// signature (copy + explorer), and the action that fits.
import { useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { ExplorerLink } from '../ui/ExplorerLink';
import { shortenAddress } from '../ui/format';
import { apiErrorView } from './apiErrorView';
import { useFlows } from './FlowContext';
import { currentStep, flowState, isActive, needsUserAction } from './machine';
import { formatCountdown, formatDuration, stepStateView } from './stepWords';
import type { Flow, Step } from './types';
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
}

/** Connected to the FlowProvider. */
export function Timeline({ flow, headingLevel }: { flow: Flow; headingLevel?: 2 | 3 | 4 }) {
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
  const neverLanded = step.status === 'failed' && step.error?.neverLanded === true;
  return (
    <li
      className={`flow-step flow-step--${view.tone}`}
      aria-current={isCurrent && isActive(flow) ? 'step' : undefined}
    >
      <span className="flow-step__icon" aria-hidden="true">
        {view.icon}
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
        {step.signature ? (
          <p className="flow-step__signature">
            <span>Signature </span>
            {neverLanded ? (
              // No explorer has a transaction the network refused before forwarding it.
              <>
                <code className="flow-step__signature-text" title={step.signature}>
                  {shortenAddress(step.signature)}
                </code>
                <span className="flow-step__signature-note"> (never reached the chain)</span>
              </>
            ) : (
              <ExplorerLink
                signature={step.signature}
                resolve={props.explorerTxUrl}
                explorerName={props.explorerName}
              />
            )}
            <CopyButton text={step.signature} what={`signature of “${step.label}”`} />
          </p>
        ) : null}
        {step.notice ? <p className="flow-step__notice">{step.notice}</p> : null}
        {step.kind === 'wait' ? <WaitDetail step={step} now={now} /> : null}
        {step.status === 'failed' && step.error ? (
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
        {step.status === 'expired' ? (
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

function StepAction(props: TimelineViewProps & { step: Step }) {
  const { step, running } = props;
  if (running) return null;
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

function WaitDetail({ step, now }: { step: Step; now: number }) {
  if (step.status === 'waiting' && step.deadline !== undefined) {
    return (
      <p className="flow-step__countdown">
        Usually within 3 minutes: <span>{formatCountdown(step.deadline - now)}</span> left.
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

function ApiErrorPanel({ flow, onRetry }: { flow: Flow; onRetry(): void }) {
  const view = apiErrorView(flow, flow.apiError!);
  return (
    <div className="flow-timeline__api-error" role="alert">
      <p className="flow-timeline__api-error-title">
        <span aria-hidden="true">✕ </span>
        {view.title}
      </p>
      <p className="flow-timeline__api-error-detail">{view.detail}</p>
      {view.body ? (
        <details>
          <summary>What the service answered</summary>
          <pre>{view.body}</pre>
        </details>
      ) : null}
      <Button variant="primary" onClick={onRetry}>
        Retry the request
      </Button>
    </div>
  );
}

const RUNNING = new Set(['awaiting-signature', 'sending', 'confirming', 'waiting', 'overdue']);

function elapsedText(step: Step, now: number, running: boolean): string | null {
  if (step.startedAt === undefined) return null;
  if (step.confirmedAt !== undefined) {
    return `took ${formatDuration(step.confirmedAt - step.startedAt)}`;
  }
  // No wallet prompt is open for a paused signature step: a clock would suggest one is.
  if (step.status === 'awaiting-signature' && !running) return null;
  return RUNNING.has(step.status) ? `${formatDuration(now - step.startedAt)} so far` : null;
}
