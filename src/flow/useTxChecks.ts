// react-query over checkTransaction for the review: one query per transaction, keyed by the RPC,
// the wallet and the transaction itself. The port comes from context (FlowRoot provides the app's
// Connection; tests provide a fake).
import { useQueries } from '@tanstack/react-query';
import { useContext } from 'react';
import { systemClock, type Clock } from './clock';
import { txFromBase64 } from './codec';
import { PREFLIGHT_RETRY_MS, SERVICE_ANSWER_GRACE_MS } from './replicaGrace';
import { checkTransaction, type SimulationPort, type TxCheck } from './simulate';
import { SimulationPortContext } from './simulationPortContext';

export { SimulationPortContext } from './simulationPortContext';

export const txCheckKey = (rpcUrl: string, wallet: string, tx: string) =>
  ['flow', 'tx-check', rpcUrl, wallet, tx] as const;

/** A transaction under review, as the service returned it. */
export interface ReviewedTx {
  base64: string;
  /** When the service answered: a failing simulation soon after may be our replica's lag. */
  receivedAt: number;
  /**
   * Whether a failing simulation should be tried again while it may be lag (the first step; a
   * later one fails until the steps before it land, which no waiting here changes).
   */
  retryLag: boolean;
}

/**
 * docs/flow-engine.md rule 6 for the review: the service built the transaction against its own view
 * of the chain, and our RPC may be a slot or two behind it (accounts the service just funded not
 * there yet). A failed simulation is checked again until the short grace after the answer has
 * passed, so the review does not call "most likely fails" a transaction that lands.
 */
export async function checkReviewedTx(
  port: SimulationPort,
  tx: ReviewedTx,
  wallet: string,
  clock: Clock = systemClock,
): Promise<TxCheck> {
  for (;;) {
    const check = await checkTransaction(port, txFromBase64(tx.base64), wallet);
    const failed = check.simulation.status === 'error' && !check.blockhashExpired;
    if (!failed || !tx.retryLag) return check;
    if (clock.now() + PREFLIGHT_RETRY_MS > tx.receivedAt + SERVICE_ANSWER_GRACE_MS) return check;
    await clock.sleep(PREFLIGHT_RETRY_MS);
  }
}

/** Simulation, fee and rent of each transaction (undefined entries are not checked). */
export function useTxChecks(
  rpcUrl: string,
  wallet: string,
  txs: readonly (ReviewedTx | undefined)[],
) {
  const port = useContext(SimulationPortContext);
  const results = useQueries({
    queries: txs.map((tx) => ({
      queryKey: txCheckKey(rpcUrl, wallet, tx?.base64 ?? ''),
      queryFn: () => {
        if (!port || !tx) throw new Error('Nothing to check');
        return checkReviewedTx(port, tx, wallet);
      },
      enabled: !!port && !!tx,
      // A simulation describes the chain at one moment; the review asks once per transaction.
      staleTime: Infinity,
      retry: 1,
    })),
  });
  return { available: !!port, results };
}
