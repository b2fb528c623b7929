// react-query over checkSequence for the review: one query for all of a flow's transactions, keyed
// by the RPC, the wallet and the transactions themselves, and the gate on Confirm it decides. The port comes from context (FlowRoot
// provides the app's Connection; tests provide a fake).
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { systemClock, type Clock } from './clock';
import { txFromBase64 } from './codec';
import { PREFLIGHT_RETRY_MS, SERVICE_ANSWER_GRACE_MS } from './replicaGrace';
import { checkSequence, type SequenceCheck } from './simulateSequence';
import type { SimulationPort } from './simulationTypes';
import { SimulationPortContext } from './simulationPortContext';
import { reviewGate } from './reviewGate';
import type { Flow, TxStep } from './types';
import { errorMessage } from './walletErrors';

export { SimulationPortContext } from './simulationPortContext';

/** A transaction under review, as the service returned it. */
export interface ReviewedTx {
  base64: string;
  /** When the service answered: a failing simulation soon after may be our replica's lag. */
  receivedAt: number;
}

/**
 * A simulation that has not answered by then is reported as unanswered, so the review never waits
 * for ever (a rate-limited RPC asks to wait up to 30 s: src/solana/rateLimitedFetch.ts).
 */
export const SIMULATION_TIMEOUT_MS = 45_000;

/**
 * docs/flow-engine.md rule 6 for the review: the service built the transactions against its own
 * view of the chain, and our RPC may be a slot or two behind it (accounts the service just funded
 * not there yet). While a step's simulation fails, the sequence is simulated again until the short
 * grace after the answer has passed, so the review does not call "most likely fails" a
 * transaction that lands. A blockhash that expired is not a failure: confirming fetches a fresh one.
 */
export async function checkReviewedSequence(
  port: SimulationPort,
  txs: readonly ReviewedTx[],
  wallet: string,
  clock: Clock = systemClock,
): Promise<SequenceCheck> {
  const decoded = txs.map((tx) => txFromBase64(tx.base64));
  const receivedAt = Math.min(...txs.map((tx) => tx.receivedAt));
  for (;;) {
    const check = await checkSequence(port, decoded, wallet);
    const failed = check.steps.some((s) => s.simulation.status === 'error' && !s.blockhashExpired);
    if (!failed) return check;
    if (clock.now() + PREFLIGHT_RETRY_MS > receivedAt + SERVICE_ANSWER_GRACE_MS) return check;
    await clock.sleep(PREFLIGHT_RETRY_MS);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The review's simulation of a flow's `txSteps` (those still to sign): each one's check
 * (undefined while it has no transaction or no answer yet), in order, the whole sequence, and the
 * gate on "Confirm and sign".
 */
export function useTxChecks(flow: Flow, txSteps: readonly TxStep[]) {
  const port = useContext(SimulationPortContext);
  const reviewed = txSteps.flatMap((s) =>
    s.unsigned ? [{ base64: s.unsigned.base64, receivedAt: s.unsigned.receivedAt }] : [],
  );
  const query = useQuery({
    queryKey: [
      'flow',
      'sequence-check',
      flow.cluster,
      flow.wallet,
      ...reviewed.map((t) => t.base64),
    ],
    queryFn: () => {
      if (!port) throw new Error('Nothing to check');
      return withTimeout(checkReviewedSequence(port, reviewed, flow.wallet), SIMULATION_TIMEOUT_MS);
    },
    enabled: !!port && reviewed.length > 0,
    // A simulation describes the chain at one moment; the review asks once per answer.
    staleTime: Infinity,
    retry: 1,
  });
  // The sequence holds the steps that have a transaction, in order.
  let next = 0;
  const checks = txSteps.map((s) => (s.unsigned ? query.data?.steps[next++] : undefined));
  const pending = query.isPending || query.isFetching;
  const gate = reviewGate({
    available: !!port,
    pending,
    error: query.isError && !query.isFetching ? errorMessage(query.error) : null,
    check: query.data,
  });
  return {
    checks,
    sequence: query.data,
    /** Each step shows "Simulating…" meanwhile. */
    simulating: !!port && pending,
    gate,
    simulateAgain: () => void query.refetch(),
  };
}
