// The one place the flow engine meets the real world: wallet-adapter's wallet, the app's
// Connection and the Basket API client. What it runs on (RPC, API, explorer) and what each
// operation knows (facts, outcomes) come from the app as props. Everything else in src/flow is
// written against small interfaces and tested with fakes.
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { useMemo, type ReactNode } from 'react';
import { postCommand } from '../api/client';
import type { RateLimitedFetch } from '../solana/rateLimitedFetch';
import { connectionPort } from './connectionPort';
import { FlowProvider, type FlowProviderProps } from './FlowProvider';
import type { Outcomes } from './outcomes';
import type { ApiResponse, FactsPort, IntentPort } from './ports';
import type { SendingPlan } from './reviewWords';
import { connectionSimulationPort } from './simulationPort';
import type { FlowOf, SendMode } from './types';
import { SimulationPortContext } from './useTxChecks';
import { walletPort, walletSending } from './walletPort';
import type { Command } from '../api/commands';

/** Who sends: 'auto' = the wallet where it can on this network, else this app. */
export type SendPreference = 'auto' | SendMode;

export interface FlowRootProps {
  /** The RPC URL flows run on (flows are kept per wallet and RPC). */
  rpcUrl: string;
  apiBase: string;
  explorerTxUrl(signature: string): string;
  explorerName: string;
  sendPreference: SendPreference;
  facts?: FactsPort;
  /** The operations' intent rules over the flow's RPC (docs/flow-engine.md rule 12). */
  intent: IntentPort;
  outcomes?: Outcomes;
  /**
   * The Connection's fetch, when it is the rate-limit-aware one (the engine says why it waits; the
   * review's JSON-RPC requests that web3.js lacks go through it).
   */
  rateLimits?: RateLimitedFetch;
  children: ReactNode;
}

/** POSTs a flow's request with its own command's types (no cast: op and request stay together). */
function postFlow<C extends Command>(flow: FlowOf<C>): Promise<ApiResponse> {
  return postCommand(flow.apiBase, flow.op, flow.request);
}

export function FlowRoot(props: FlowRootProps) {
  const { rpcUrl, sendPreference, rateLimits } = props;
  const { connection } = useConnection();
  const { publicKey, signTransaction, signAllTransactions, wallet } = useWallet();
  const address = publicKey?.toBase58() ?? null;
  const adapter = wallet?.adapter;
  const sending = useMemo(
    () => walletSending(adapter, publicKey, rpcUrl),
    [adapter, publicKey, rpcUrl],
  );

  const deps = useMemo<FlowProviderProps['deps']>(
    () => ({
      chain: connectionPort(connection, rateLimits),
      post: postFlow,
      intent: props.intent,
      facts: props.facts,
      wallet: walletPort({ adapter, signTransaction, signAllTransactions, sending }),
    }),
    [
      connection,
      rateLimits,
      props.facts,
      props.intent,
      adapter,
      signTransaction,
      signAllTransactions,
      sending,
    ],
  );
  // Automatic and "the wallet" alike let a wallet that can send do so.
  const mode: SendMode = sendPreference === 'app' || !sending ? 'app' : 'wallet';
  const sendingPlan = useMemo<SendingPlan>(
    () => ({
      mode,
      wallet: adapter?.name ?? 'your wallet',
      oneApproval: mode === 'wallet' ? !!sending?.sendAll : !!signAllTransactions,
    }),
    [mode, adapter?.name, sending, signAllTransactions],
  );
  const simulation = useMemo(
    () =>
      connectionSimulationPort(connection, {
        url: connection.rpcEndpoint,
        fetch: rateLimits?.fetch ?? ((...args) => globalThis.fetch(...args)),
      }),
    [connection, rateLimits],
  );

  return (
    <FlowProvider
      wallet={address}
      cluster={rpcUrl}
      apiBase={props.apiBase}
      deps={deps}
      sendMode={() => sendingPlan.mode}
      sendingPlan={sendingPlan}
      outcomes={props.outcomes}
      explorerTxUrl={props.explorerTxUrl}
      explorerName={props.explorerName}
    >
      <SimulationPortContext.Provider value={simulation}>
        {props.children}
      </SimulationPortContext.Provider>
    </FlowProvider>
  );
}
