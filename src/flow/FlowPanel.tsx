// Everything after a feature's form is submitted: preparing (the API request in flight), the API's
// refusal, the review before signing, then the timeline and, once complete, the feature's success
// view. Features render <FlowPanel id={useFlows().prepare(definition)} … />.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { ApiErrorWords } from './ApiErrorWords';
import { useFlow, useFlows } from './FlowContext';
import { FlowReview } from './FlowReview';
import { flowState, needsUserAction, signaturesOf } from './machine';
import { Timeline } from './Timeline';
import type { Flow } from './types';
import './FlowPanel.css';

export interface FlowPanelProps {
  /** The id prepare() returned. */
  id: string;
  /** Shown under the completed timeline: what happened, what to do next. */
  renderSuccess?: (flow: Flow) => ReactNode;
  /** Return to the (still filled) form. Offered while nothing has been signed. */
  onBackToForm?: () => void;
  /** Heading level of the flow's title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** What the user can do when the flow is stranded (the operation's advice). */
  renderStranded?: (flow: Flow) => ReactNode;
}

export function FlowPanel({
  id,
  renderSuccess,
  onBackToForm,
  headingLevel = 2,
  renderStranded,
}: FlowPanelProps) {
  const flows = useFlows();
  const flow = useFlow(id);
  const state = flow ? flowState(flow) : undefined;
  const running = flows.isRunning(id);
  const { resume } = flows;
  // Synchronous guard: a double-click fires twice before React re-renders.
  const confirmedId = useRef<string | null>(null);
  const [starting, setStarting] = useState(false);
  // Back in the review (a fresh answer changed: docs/flow-engine.md rule 12): Confirm counts again.
  const reviewing = state === 'review' && !running;
  useEffect(() => {
    if (reviewing) confirmedId.current = null;
  }, [reviewing]);

  // A prepare interrupted by a reload: ask the API again (a review flow only POSTs, never signs).
  const interrupted = !!flow?.awaitingReview && state === 'preparing' && !running;
  useEffect(() => {
    if (interrupted) void resume(id);
  }, [interrupted, resume, id]);

  if (!flow || !state) {
    return (
      <section className="flow-panel" aria-label="Transaction">
        <p>
          {flows.ready
            ? 'This request is no longer available.'
            : 'Connect the wallet that made this request to continue.'}
        </p>
        {onBackToForm ? <Button onClick={onBackToForm}>Back to the form</Button> : null}
      </section>
    );
  }

  const nothingSigned = flow.steps.every(
    (s) => signaturesOf(s).length === 0 && s.status !== 'with-wallet',
  );
  const backToForm =
    onBackToForm &&
    (() => {
      // Nothing was signed: the flow is dropped so the activity list doesn't offer it again.
      if (nothingSigned && !running) flows.dismiss(flow.id);
      onBackToForm();
    });
  const confirm = () => {
    if (confirmedId.current === flow.id) return;
    confirmedId.current = flow.id;
    setStarting(true);
    void flows.confirm(flow.id).finally(() => setStarting(false));
  };

  const headingId = `flow-panel-${flow.id}`;
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={headingId} className="flow-panel__title">
      {flow.title}
    </Heading>
  );

  if (state === 'preparing') {
    return (
      <section className="flow-panel" aria-labelledby={headingId} aria-busy="true">
        {heading}
        <div className="flow-panel__preparing" role="status">
          <span className="flow-panel__spinner" aria-hidden="true" />
          <p>
            Preparing the transactions: asking the Basket API for them, then reading them so you can
            review what they do. Nothing will be signed without your approval.
          </p>
        </div>
      </section>
    );
  }

  if (state === 'api-error' && flow.apiError) {
    return (
      <section className="flow-panel" aria-labelledby={headingId}>
        {heading}
        <div className="flow-panel__api-error" role="alert">
          <ApiErrorWords flow={flow} error={flow.apiError} block="flow-panel" answerOpen />
          <p>Your form still has everything you typed.</p>
        </div>
        <div className="flow-panel__actions">
          <Button variant="primary" busy={running} onClick={() => void flows.retry(flow.id)}>
            Retry
          </Button>
          {backToForm ? <Button onClick={backToForm}>Back to the form</Button> : null}
        </div>
      </section>
    );
  }

  if (state === 'review') {
    return (
      <section className="flow-panel" aria-labelledby={headingId}>
        {heading}
        <FlowReview flow={flow} starting={starting} onConfirm={confirm} onBackToForm={backToForm} />
      </section>
    );
  }

  return (
    <div className="flow-panel">
      <Timeline
        flow={flow}
        headingLevel={headingLevel}
        strandedAdvice={state === 'stranded' ? renderStranded?.(flow) : undefined}
      />
      {state === 'completed' && renderSuccess ? (
        <div className="flow-panel__success">{renderSuccess(flow)}</div>
      ) : null}
      {backToForm && nothingSigned && needsUserAction(flow) && !running ? (
        <div className="flow-panel__actions">
          <Button onClick={backToForm}>Back to the form</Button>
        </div>
      ) : null}
    </div>
  );
}
