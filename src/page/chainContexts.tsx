import {
  ConnectionContext,
  WalletContext,
  type WalletContextState,
} from '@solana/wallet-adapter-react';
import { useContext, useLayoutEffect, useMemo, type Context, type ReactNode } from 'react';
import { FlowContext } from '../flow/FlowContext';
import { SimulationPortContext } from '../flow/simulationPortContext';
import { TokenDisplayContext } from '../ui/tokenDisplay';
import { requestConnectDialog } from '../wallet/connectRequests';
import { ConnectModalContext, type ConnectModalContextValue } from '../wallet/connectModal';
import { ChainMountedContext } from './chainMounted';
import { RpcFetchContext } from '../solana/rpcFetchContext';

// Pages render inside these contexts from their first render, with or without the chain code
// (ChainBoundary): the chain code, once loaded, mounts its providers beside the page and reports
// their values here. So the page's tree never changes when that code arrives, and nothing the user
// typed or focused is lost. The context objects themselves are light (no web3.js, no adapters).

type ValueOf<C> = C extends Context<infer V> ? V : never;

/** What ChainProviders provides to pages. */
export interface ChainContextValues {
  wallet: ValueOf<typeof WalletContext>;
  connection: ValueOf<typeof ConnectionContext>;
  rpcFetch: ValueOf<typeof RpcFetchContext>;
  connectModal: ValueOf<typeof ConnectModalContext>;
  tokenDisplay: ValueOf<typeof TokenDisplayContext>;
  flows: ValueOf<typeof FlowContext>;
  simulation: ValueOf<typeof SimulationPortContext>;
}

function useCurrentValues(): ChainContextValues {
  const wallet = useContext(WalletContext);
  const connection = useContext(ConnectionContext);
  const rpcFetch = useContext(RpcFetchContext);
  const connectModal = useContext(ConnectModalContext);
  const tokenDisplay = useContext(TokenDisplayContext);
  const flows = useContext(FlowContext);
  const simulation = useContext(SimulationPortContext);
  return useMemo(
    () => ({ wallet, connection, rpcFetch, connectModal, tokenDisplay, flows, simulation }),
    [wallet, connection, rpcFetch, connectModal, tokenDisplay, flows, simulation],
  );
}

const notLoaded = () => Promise.reject(new Error('The wallet code has not loaded yet'));

/**
 * Before the chain code: no wallet. (wallet-adapter's own default logs an error on every read, as
 * a missing WalletProvider is a mistake; here it is only not there yet.)
 */
const NO_WALLET_YET: WalletContextState = {
  autoConnect: false,
  wallets: [],
  wallet: null,
  publicKey: null,
  connecting: false,
  connected: false,
  disconnecting: false,
  select: () => undefined,
  connect: notLoaded,
  disconnect: notLoaded,
  sendTransaction: notLoaded,
  signTransaction: undefined,
  signAllTransactions: undefined,
  signMessage: undefined,
  signIn: undefined,
};

/** Before the chain code: "Choose a wallet" loads it and the dialog opens once it is there. */
const CONNECT_BEFORE_CHAIN_CODE: ConnectModalContextValue = {
  isOpen: false,
  open: () => requestConnectDialog(),
  close: () => undefined,
};

/**
 * Provides `values` (ChainProviders' own, once reported) to `children`; until then no wallet and
 * each other context's value from outside (its default, or a test's provider).
 */
export function ChainContexts({
  values,
  children,
}: {
  values: ChainContextValues | undefined;
  children: ReactNode;
}) {
  const outside = useCurrentValues();
  const mountedOutside = useContext(ChainMountedContext);
  const v = values ?? {
    ...outside,
    wallet: NO_WALLET_YET,
    connectModal: outside.connectModal ?? CONNECT_BEFORE_CHAIN_CODE,
  };
  return (
    <ChainMountedContext.Provider value={values !== undefined || mountedOutside}>
      <RpcFetchContext.Provider value={v.rpcFetch}>
        <ConnectionContext.Provider value={v.connection}>
          <WalletContext.Provider value={v.wallet}>
            <ConnectModalContext.Provider value={v.connectModal}>
              <TokenDisplayContext.Provider value={v.tokenDisplay}>
                <FlowContext.Provider value={v.flows}>
                  <SimulationPortContext.Provider value={v.simulation}>
                    {children}
                  </SimulationPortContext.Provider>
                </FlowContext.Provider>
              </TokenDisplayContext.Provider>
            </ConnectModalContext.Provider>
          </WalletContext.Provider>
        </ConnectionContext.Provider>
      </RpcFetchContext.Provider>
    </ChainMountedContext.Provider>
  );
}

/** Inside ChainProviders: reports their values whenever one changes (before the browser paints). */
export function ReportChainContexts({
  onChange,
}: {
  onChange: (values: ChainContextValues) => void;
}) {
  const values = useCurrentValues();
  useLayoutEffect(() => onChange(values), [values, onChange]);
  return null;
}
