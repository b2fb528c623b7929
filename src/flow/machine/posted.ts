// The API's answer arrived: each step takes its fresh transaction, optional ones left out go, a
// wait step learns the mint it watches; an answer that differs from what the user confirmed sends
// the flow back to the review (docs/flow-engine.md rule 12).
import type { Flow, Step, TxStep, TxStepStatus } from '../types';
import type { FlowEvent } from './events';
import { txBase } from './txBase';

type Posted = Extract<FlowEvent, { type: 'post-succeeded' }>;

interface Guards {
  txStep<S extends TxStepStatus>(
    key: string,
    allowed: readonly S[],
  ): Extract<TxStep, { status: S }>;
  fail(why: string): never;
}

export function posted(flow: Flow, event: Posted, { txStep, fail }: Guards): Partial<Flow> {
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
      // Back to the review, nothing is waiting for the wallet.
      const status = event.reviewAgain?.length ? 'pending' : s.status;
      steps.push({ ...txBase(s), unsigned: fresh, status });
    } else {
      fail(`step "${s.key}" cannot take a new transaction`);
    }
  }
  const again = event.reviewAgain?.length
    ? { awaitingReview: true, reviewChanges: event.reviewAgain }
    : {};
  return { posting: false, apiError: undefined, facts, steps, ...again };
}

/** The prints of the transactions under review, by step key: what the user confirms. */
export function reviewedPrints(flow: Flow): Record<string, string> {
  const prints: Record<string, string> = { ...flow.reviewed };
  for (const s of flow.steps) {
    const print = s.kind === 'tx' ? s.unsigned?.checked?.print : undefined;
    if (print !== undefined) prints[s.key] = print;
  }
  return prints;
}
