// The intent check in a run (docs/flow-engine.md rule 12): every transaction of the flow, in its
// order, against its request — when an answer arrives (each fetch and re-fetch) and again before
// the wallet is asked. Reads the chain through the intent port; an unreachable RPC is retried with
// a notice on the step, as every read of a run is.
import type { VersionedTransaction } from '@solana/web3.js';
import { txFromBase64 } from '../codec';
import { printChanges, type IntentVerdict, type StepTransaction } from '../intent';
import type { Flow, UnsignedTx } from '../types';
import type { RunContext } from './context';

/** The flow's transactions in order: `fresh` ones (just decoded) over those it holds. */
function flowTransactions(
  flow: Flow,
  fresh: ReadonlyMap<string, VersionedTransaction>,
): StepTransaction[] {
  return flow.steps.flatMap((step) => {
    if (step.kind !== 'tx') return [];
    const tx = fresh.get(step.key) ?? (step.unsigned ? txFromBase64(step.unsigned.base64) : null);
    return tx ? [{ key: step.key, label: step.label, txField: step.txField, tx }] : [];
  });
}

/** The verdict on the flow's transactions; undefined when the run stopped before it came. */
export function checkFlowIntent(
  ctx: RunContext,
  stepKey: string,
  fresh: ReadonlyMap<string, VersionedTransaction>,
): Promise<IntentVerdict | undefined> {
  const flow = ctx.flow();
  const txs = flowTransactions(flow, fresh);
  return ctx.rpc(stepKey, 'check the transactions against your request', () =>
    ctx.deps.intent.check(flow, txs),
  );
}

/**
 * How the fresh transactions differ from those the user confirmed, step by step; none while the
 * flow is in its first review, or when only the blockhash and the fresh accounts changed.
 */
export function changesSinceReview(
  flow: Flow,
  txs: Readonly<Record<string, UnsignedTx>>,
): string[] {
  if (flow.awaitingReview || !flow.reviewed) return [];
  return flow.steps.flatMap((step) => {
    const before = flow.reviewed?.[step.key];
    const after = txs[step.key]?.checked?.print;
    if (before === undefined || after === undefined) return [];
    return printChanges(before, after).map((change) => `“${step.label}”: ${change}`);
  });
}
