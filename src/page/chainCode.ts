import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { hasWalletToReconnect, whenConnectRequestedEarly } from '../wallet/connectRequests';
import type { ChainContextValues } from './chainContexts';

export {
  answerConnectDialogRequests,
  hasWalletToReconnect,
  requestConnectDialog,
} from '../wallet/connectRequests';

// web3.js, the wallet adapters and the flow engine (ChainProviders and what it imports) are most
// of the app's code. Pages render without it (no page's first view needs it: app/providers/
// ChainBoundary.tsx) and mount it only once it is wanted: a wallet to reconnect, or the user
// asking to connect. The shell says where that code is (provideChainCode): pages, below the shell,
// only ask for it.

/** The chain code's root: mounted beside the page, it reports its contexts' values. */
export type ChainProviders = ComponentType<{ onContexts: (values: ChainContextValues) => void }>;

/** Downloads the chain code's module. */
export type ChainCodeLoader = () => Promise<{ default: ChainProviders }>;

/** Where the chain code is: not asked for, downloading, there, or failed to download. */
export type ChainCodeState =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; Providers: ChainProviders }
  | { status: 'failed'; error: unknown };

let state: ChainCodeState = { status: 'idle' };
let loader: ChainCodeLoader | null = null;
const listeners = new Set<() => void>();

function setState(next: ChainCodeState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Downloads the chain code (once; again after a failure); ChainBoundary mounts it when there. */
export function wantChainCode(): void {
  if (state.status === 'loading' || state.status === 'loaded') return;
  setState({ status: 'loading' });
  if (loader) download(loader);
}

function download(load: ChainCodeLoader): void {
  load().then(
    (module) => setState({ status: 'loaded', Providers: module.default }),
    (error: unknown) => setState({ status: 'failed', error }),
  );
}

/**
 * For the shell (app/providers/ChainBoundary.tsx), once at start: where the chain code is. A want
 * made before (none is, as the entry imports the shell first) downloads it now.
 */
export function provideChainCode(load: ChainCodeLoader): void {
  loader = load;
  if (state.status === 'loading') download(load);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chainCodeState(): ChainCodeState {
  return state;
}

/**
 * The chain code's state, its changes rendered as transitions: mounting the wallet code around a
 * page is a large render, which React then splits into short tasks (useSyncExternalStore's
 * updates would render in one long task).
 */
export function useChainCode(): ChainCodeState {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(state));
    update(); // a change between this render and this effect
    return subscribe(update);
  }, []);
  return current;
}

/**
 * At start: a wallet connected last time reconnects at once (autoConnect needs the adapters).
 * Otherwise nothing loads the chain code until it is needed: not even when idle, since on a phone
 * parsing and mounting it is a long task (most of a second at 4× CPU slowdown) that would land
 * just as the visitor starts to tap.
 */
export function startChainCodeIfReconnecting(): void {
  if (hasWalletToReconnect()) wantChainCode();
}

// A connect request made before the wallet code is there loads it. Reads need none of it: they go
// through the plain JSON-RPC reader (solana/jsonRpc.ts).
whenConnectRequestedEarly(wantChainCode);
