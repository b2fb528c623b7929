// react-query over checkTransaction for the review: one query per transaction, keyed by the RPC,
// the wallet and the transaction itself. The port comes from context (FlowRoot provides the app's
// Connection; tests provide a fake).
import { useQueries } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { txFromBase64 } from './codec';
import { checkTransaction, type SimulationPort } from './simulate';

export const SimulationPortContext = createContext<SimulationPort | null>(null);

export const txCheckKey = (rpcUrl: string, wallet: string, tx: string) =>
  ['flow', 'tx-check', rpcUrl, wallet, tx] as const;

/** Simulation, fee and rent of each transaction (undefined entries are not checked). */
export function useTxChecks(rpcUrl: string, wallet: string, txs: readonly (string | undefined)[]) {
  const port = useContext(SimulationPortContext);
  const results = useQueries({
    queries: txs.map((tx) => ({
      queryKey: txCheckKey(rpcUrl, wallet, tx ?? ''),
      queryFn: () => checkTransaction(port!, txFromBase64(tx!), wallet),
      enabled: !!port && !!tx,
      // A simulation describes the chain at one moment; the review asks once per transaction.
      staleTime: Infinity,
      retry: 1,
    })),
  });
  return { available: !!port, results };
}
