// "Confirm and sign" and "Back to the form" under the review, and the gate on Confirm
// (docs/flow-engine.md rule 13): off while the simulation has not answered; after a failed
// simulation, or one the RPC could not answer, off until the user has opened what went wrong and
// chosen to go on.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { needsConsent, type ReviewGate } from './reviewGate';
import './ReviewActions.css';

export interface ReviewActionsProps {
  gate: ReviewGate;
  /** Every transaction step's label, in order. */
  labels: readonly string[];
  /** Confirm was pressed and signing is starting. */
  starting: boolean;
  onConfirm(): void;
  onBackToForm?(): void;
  onSimulateAgain(): void;
}

/** What the user must open to read it: its content is there only once it is opened. */
function WhyDetails({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="flow-review__why" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

/** Why the gate is shut, and the choice to go on, inside what the user must open to read it. */
function ConsentNotice({
  gate,
  labels,
  consented,
  onConsent,
  onSimulateAgain,
  id,
}: {
  gate: Extract<ReviewGate, { state: 'failed' | 'unanswered' }>;
  labels: readonly string[];
  consented: boolean;
  onConsent(on: boolean): void;
  onSimulateAgain(): void;
  id: string;
}) {
  const checkboxId = `${id}-consent`;
  const consent = (words: string) => (
    <div className="checkbox-row flow-review__consent">
      <input
        id={checkboxId}
        type="checkbox"
        checked={consented}
        onChange={(e) => onConsent(e.target.checked)}
      />
      <label htmlFor={checkboxId}>{words}</label>
    </div>
  );
  if (gate.state === 'unanswered') {
    return (
      <Notice
        tone="warn"
        title="Signing is on hold: these transactions could not be checked"
        actions={
          <Button size="sm" onClick={onSimulateAgain}>
            Simulate again
          </Button>
        }
      >
        <p id={id}>
          Before you sign, this app asks the Solana network to try the transactions without sending
          them. That check did not happen, so nothing is known yet about what they would do.
        </p>
        <WhyDetails summary="Read what went wrong">
          <p>The Solana RPC did not answer the simulation: {gate.reason}.</p>
          {consent('I understand these transactions were not checked — sign anyway')}
        </WhyDetails>
      </Notice>
    );
  }
  const steps = gate.failures.map((f) => f.step + 1).join(' and ');
  const named = gate.failures.map((f) => labels[f.step]).join('”, “');
  const which =
    labels.length === 1
      ? 'this transaction'
      : `${gate.failures.length === 1 ? 'step' : 'steps'} ${steps} (“${named}”)`;
  return (
    <Notice tone="error" title="Signing is on hold: the network says this would fail">
      <p id={id}>
        The Solana network tried {which} without sending anything, and it did not go through. If you
        sign anyway, it will most likely fail on chain, and you would still pay the network fee.
      </p>
      <WhyDetails summary="Read why it would fail">
        <ul>
          {gate.failures.map((f) => (
            <li key={f.step}>
              {labels.length > 1 ? `Step ${f.step + 1}: ` : ''}
              {f.error}
            </li>
          ))}
        </ul>
        <p>The program’s own log lines are under “Program logs” in the transaction above.</p>
        {consent('I have read why it would fail — sign anyway')}
      </WhyDetails>
    </Notice>
  );
}

export function ReviewActions(props: ReviewActionsProps) {
  const { gate, starting } = props;
  const id = useId();
  // The consent is to what was read: a new failure (simulated again) asks again.
  const [consentedTo, setConsentedTo] = useState<string | null>(null);
  const shown = JSON.stringify(gate);
  const consented = consentedTo === shown;
  const open = gate.state === 'clear' || (needsConsent(gate) && consented);
  const noteId = `${id}-why`;
  return (
    <>
      {gate.state === 'failed' || gate.state === 'unanswered' ? (
        <ConsentNotice
          gate={gate}
          labels={props.labels}
          consented={consented}
          onConsent={(on) => setConsentedTo(on ? shown : null)}
          onSimulateAgain={props.onSimulateAgain}
          id={noteId}
        />
      ) : null}
      <div className="flow-review__actions">
        <Button
          variant="primary"
          busy={starting}
          disabled={!open}
          aria-describedby={open ? undefined : noteId}
          onClick={props.onConfirm}
        >
          Confirm and sign
        </Button>
        {props.onBackToForm ? <Button onClick={props.onBackToForm}>Back to the form</Button> : null}
      </div>
      {gate.state === 'simulating' ? (
        <p id={noteId} className="flow-review__gate" role="status">
          Simulating the transactions: “Confirm and sign” turns on once the network has answered.
        </p>
      ) : null}
    </>
  );
}
