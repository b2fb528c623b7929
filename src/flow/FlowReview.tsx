// The review before signing: what will happen in words, each decoded transaction (TxReview) with
// its simulation and cost, and the "Confirm and sign" / "Back to the form" choice.
import { useMemo } from 'react';
import type { AddressLookupTableAccount } from '@solana/web3.js';
import { inspectTransaction } from '../solana/inspect';
import { Notice } from '../ui/Notice';
import { StatusIcon } from '../ui/StatusIcon';
import { TxReview, type TxReviewItem } from '../ui/TxReview';
import { txFromBase64 } from './codec';
import { formatSol, reviewSentence } from './reviewWords';
import { useFlows } from './FlowContext';
import { isStepFinished } from './machine';
import { ReviewActions } from './ReviewActions';
import { CheckedLines, ReviewChanges } from './ReviewChecked';
import { SequenceTotal } from './SequenceTotal';
import type { StepCheck } from './simulateSequence';
import { StepSimulationNote } from './StepSimulationNote';
import type { Flow, TxStep } from './types';
import { useTxChecks } from './useTxChecks';
import { errorMessage } from './walletErrors';

export interface FlowReviewProps {
  flow: Flow;
  /** Confirm was pressed and signing is starting. */
  starting: boolean;
  onConfirm(): void;
  onBackToForm?(): void;
}

export function FlowReview({ flow, starting, onConfirm, onBackToForm }: FlowReviewProps) {
  const { sendingPlan } = useFlows();
  // A flow reviewed again after a reload may have landed steps: only those still to sign.
  const txSteps = flow.steps.filter((s): s is TxStep => s.kind === 'tx' && !isStepFinished(s));
  const review = useTxChecks(flow, txSteps);
  const { checks } = review;
  const labels = txSteps.map((s) => s.label);
  return (
    <div className="flow-review">
      <p className="flow-review__state">
        <StatusIcon name="review" /> Ready for your review — nothing has been signed yet.
      </p>
      <ReviewChanges changes={flow.reviewChanges} />
      <p className="flow-review__sentence">{reviewSentence(flow, sendingPlan)}</p>
      <CostSummary checks={checks} />
      <SequenceTotal sequence={review.sequence} />
      <div className="flow-review__txs">
        {txSteps.map((step, i) => {
          const check = checks[i];
          return (
            <div key={step.key} className="flow-review__tx">
              <StepSimulationNote
                index={i}
                check={check}
                inOrder={!!review.sequence?.inOrder}
                labels={labels}
              />
              <TxStepReview
                step={step}
                label={txSteps.length > 1 ? `${i + 1}. ${step.label}` : step.label}
                wallet={flow.wallet}
                check={check}
                simulating={review.simulating}
              />
              <CheckedLines checked={step.unsigned?.checked} />
            </div>
          );
        })}
      </div>
      <ReviewActions
        gate={review.gate}
        labels={labels}
        starting={starting}
        onConfirm={onConfirm}
        onBackToForm={onBackToForm}
        onSimulateAgain={review.simulateAgain}
      />
    </div>
  );
}

type Inspection = { ok: true; value: TxReviewItem['inspection'] } | { ok: false; error: string };

/** The transaction in words (its lookup tables' accounts resolved when read), or why it can't be read. */
function inspect(
  base64: string | undefined,
  lookupTables: AddressLookupTableAccount[] | undefined,
): Inspection {
  try {
    if (base64 === undefined) throw new Error('The transaction has not arrived yet.');
    return {
      ok: true,
      value: inspectTransaction(txFromBase64(base64), lookupTables ? { lookupTables } : {}),
    };
  } catch (e) {
    return { ok: false, error: errorMessage(e) };
  }
}

/** A step's simulation, unless it has none (not simulated; its blockhash expired meanwhile). */
function shownSimulation(check: StepCheck | undefined): TxReviewItem['simulation'] {
  if (!check || check.blockhashExpired) return undefined;
  return check.simulation.status === 'not-simulated' ? undefined : check.simulation;
}

function TxStepReview(props: {
  step: TxStep;
  label: string;
  wallet: string;
  check?: StepCheck;
  simulating: boolean;
}) {
  const { step, label, check } = props;
  // Decoded once per transaction: the review re-renders with every state the flow passes
  // through after Confirm, and those renders sit between the click and the wallet's prompt.
  const base64 = step.unsigned?.base64;
  const lookupTables = check?.lookupTables;
  const inspection = useMemo(() => inspect(base64, lookupTables), [base64, lookupTables]);
  if (!inspection.ok) {
    return (
      <Notice tone="error" title={`${label}: the transaction can’t be read`}>
        <p>{inspection.error}</p>
      </Notice>
    );
  }
  const item: TxReviewItem = {
    label,
    inspection: inspection.value,
    simulation: props.simulating ? { status: 'pending' } : shownSimulation(check),
    feeLamports: check?.feeLamports,
    rentLamports: check?.rentLamports,
  };
  return <TxReview transactions={[item]} walletAddress={props.wallet} />;
}

/** Network fees and rent across the transactions, as far as they are known yet. */
function CostSummary({ checks }: { checks: (StepCheck | undefined)[] }) {
  const fees = checks.map((c) => c?.feeLamports);
  if (fees.every((f) => f === undefined)) return null;
  const feeTotal = fees.reduce<bigint>((sum, f) => sum + (f ?? 0n), 0n);
  const rentTotal = checks.reduce<bigint>((sum, c) => sum + (c?.rentLamports ?? 0n), 0n);
  const complete = checks.every(
    (c) => c?.feeLamports !== undefined && c.rentLamports !== undefined,
  );
  return (
    <p className="flow-review__cost">
      Estimated cost{complete ? '' : ' so far'}: <strong>{formatSol(feeTotal + rentTotal)}</strong>{' '}
      — network fees {formatSol(feeTotal)}
      {rentTotal > 0n ? ` + rent ${formatSol(rentTotal)} held by the new accounts` : ''}.
    </p>
  );
}
