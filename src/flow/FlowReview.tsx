// The review before signing: what will happen in words, each decoded transaction (TxReview) with
// its simulation and cost, and the "Confirm and sign" / "Back to the form" choice.
import { useMemo } from 'react';
import type { AddressLookupTableAccount } from '@solana/web3.js';
import { inspectTransaction } from '../solana/inspect';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { StatusIcon } from '../ui/StatusIcon';
import { TxReview, type TxReviewItem } from '../ui/TxReview';
import { txFromBase64 } from './codec';
import { formatSol, reviewSentence } from './reviewWords';
import type { TxCheck } from './simulate';
import { useFlows } from './FlowContext';
import { isStepFinished } from './machine';
import { CheckedLines, ReviewChanges } from './ReviewChecked';
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
  const { available, results } = useTxChecks(
    flow.cluster,
    flow.wallet,
    txSteps.map((s, i) =>
      s.unsigned
        ? { base64: s.unsigned.base64, receivedAt: s.unsigned.receivedAt, retryLag: i === 0 }
        : undefined,
    ),
  );
  const checks = results.map((r) => r.data);
  return (
    <div className="flow-review">
      <p className="flow-review__state">
        <StatusIcon name="review" /> Ready for your review — nothing has been signed yet.
      </p>
      <ReviewChanges changes={flow.reviewChanges} />
      <p className="flow-review__sentence">{reviewSentence(flow, sendingPlan)}</p>
      <CostSummary checks={checks} />
      <div className="flow-review__txs">
        {txSteps.map((step, i) => {
          const query = results[i];
          const check = query?.data;
          // A later step usually needs accounts an earlier one creates: it can't simulate yet.
          const deferred = i > 0 && check?.simulation.status === 'error';
          // The review outlived the blockhash: not a failure, confirming gets a fresh one.
          const expired = !!check?.blockhashExpired;
          return (
            <div key={step.key} className="flow-review__tx">
              <TxStepReview
                step={step}
                label={txSteps.length > 1 ? `${i + 1}. ${step.label}` : step.label}
                wallet={flow.wallet}
                check={check}
                showSimulation={!deferred && !expired}
                simulating={available && !!query?.isPending}
              />
              <CheckedLines checked={step.unsigned?.checked} />
              {expired ? (
                <p className="flow-review__deferred">
                  <strong>This transaction’s blockhash has expired</strong> while it waited for your
                  review, so it can’t be simulated as it is. Confirming asks the Basket API for a
                  fresh one with the same accounts, checks it and then asks your wallet to sign.
                </p>
              ) : deferred ? (
                <p className="flow-review__deferred">
                  <strong>Simulated after step {i} confirms.</strong> This transaction uses accounts
                  that the earlier steps create, so the network can’t simulate it yet. When it is
                  sent, the network simulates it first and refuses it if it would fail.
                  {check?.rentEstimated ? ' Its rent is read from its instructions.' : ''}
                </p>
              ) : null}
              {query?.isError ? (
                <Notice
                  tone="warn"
                  title="Couldn’t simulate this transaction"
                  actions={
                    <Button size="sm" onClick={() => void query.refetch()}>
                      Simulate “{step.label}” again
                    </Button>
                  }
                >
                  <p>
                    The Solana RPC did not answer the simulation ({errorMessage(query.error)}). You
                    can still review the transaction above.
                  </p>
                </Notice>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flow-review__actions">
        <Button variant="primary" busy={starting} onClick={onConfirm}>
          Confirm and sign
        </Button>
        {onBackToForm ? <Button onClick={onBackToForm}>Back to the form</Button> : null}
      </div>
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

function TxStepReview(props: {
  step: TxStep;
  label: string;
  wallet: string;
  check?: TxCheck;
  /** False while the transaction can't be simulated meaningfully (deferred, expired). */
  showSimulation: boolean;
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
    simulation: props.simulating
      ? { status: 'pending' }
      : props.showSimulation
        ? check?.simulation
        : undefined,
    feeLamports: check?.feeLamports,
    rentLamports: check?.rentLamports,
  };
  return <TxReview transactions={[item]} walletAddress={props.wallet} />;
}

/** Network fees and rent across the transactions, as far as they are known yet. */
function CostSummary({ checks }: { checks: (TxCheck | undefined)[] }) {
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
