// The one place the flow engine meets the real world: wallet-adapter's signTransaction, the
// app's Connection, the Basket API client and the settings. Everything else in src/flow is
// written against small interfaces and tested with fakes.
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import type { VersionedTransaction } from '@solana/web3.js';
import { useCallback, useMemo, type ReactNode } from 'react';
import { postCommand } from '../api/client';
import type { Command, RequestOf } from '../api/commands';
import { useSettings } from '../app/settings';
import { explorerName, explorerTxUrl } from '../solana/explorer';
import { connectionPort } from './connectionPort';
import { FlowProvider, type FlowProviderProps } from './FlowProvider';
import { connectionSimulationPort } from './simulationPort';
import type { Flow } from './types';
import { SimulationPortContext } from './useTxChecks';

export function FlowRoot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { connection } = useConnection();
  const { publicKey, signTransaction } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;

  const deps = useMemo<FlowProviderProps['deps']>(
    () => ({
      chain: connectionPort(connection),
      async post(flow: Flow) {
        const response = await postCommand(
          flow.apiBase,
          flow.op as Command,
          flow.request as RequestOf<Command>,
        );
        return response as unknown as Record<string, unknown>;
      },
      async signTransaction(tx: VersionedTransaction) {
        if (!signTransaction) {
          throw new Error('This wallet cannot sign transactions without sending them.');
        }
        return signTransaction(tx);
      },
    }),
    [connection, signTransaction],
  );
  const simulation = useMemo(() => connectionSimulationPort(connection), [connection]);
  const txUrl = useCallback((sig: string) => explorerTxUrl(sig, settings), [settings]);

  return (
    <FlowProvider
      wallet={wallet}
      cluster={settings.rpcUrl}
      apiBase={settings.apiBase}
      deps={deps}
      explorerTxUrl={txUrl}
      explorerName={explorerName(settings)}
    >
      <SimulationPortContext.Provider value={simulation}>{children}</SimulationPortContext.Provider>
    </FlowProvider>
  );
}
