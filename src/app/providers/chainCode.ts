import { useSyncExternalStore } from 'react';

// web3.js, the wallet adapters and the flow engine (ChainProviders and what it imports) are most
// of the app's code. Pages that show something without them (the home page: routes.tsx) render
// first and mount the chain code only once it is wanted: a wallet to reconnect, the user asking
// to connect, a page that needs it, or the browser idle after the page became interactive.

type ChainProviders = (typeof import('./ChainProviders'))['default'];

/** Where the chain code is: not asked for, downloading, there, or failed to download. */
export type ChainCodeState =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; Providers: ChainProviders }
  | { status: 'failed'; error: unknown };

let state: ChainCodeState = { status: 'idle' };
let connectDialogRequested = false;
let openConnectDialog: (() => void) | null = null;
const listeners = new Set<() => void>();

function setState(next: ChainCodeState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Downloads the chain code (once; again after a failure); ChainBoundary mounts it when there. */
export function wantChainCode(): void {
  if (state.status === 'loading' || state.status === 'loaded') return;
  setState({ status: 'loading' });
  import('./ChainProviders').then(
    (module) => setState({ status: 'loaded', Providers: module.default }),
    (error: unknown) => setState({ status: 'failed', error }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chainCodeState(): ChainCodeState {
  return state;
}

export function useChainCode(): ChainCodeState {
  return useSyncExternalStore(subscribe, chainCodeState, chainCodeState);
}

/**
 * Opens the connect dialog, from code that may run before the wallet code is there (the header's
 * stand-in button, the home page's faucet prompt): at once when ConnectModalProvider is mounted,
 * otherwise as soon as it mounts.
 */
export function requestConnectDialog(): void {
  if (openConnectDialog) {
    openConnectDialog();
    return;
  }
  connectDialogRequested = true;
  wantChainCode();
}

/**
 * For ConnectModalProvider: `open` answers requests from now on; returns whether one was made
 * before it mounted, and a function to call when it unmounts.
 */
export function answerConnectDialogRequests(open: () => void): {
  requested: boolean;
  stop: () => void;
} {
  openConnectDialog = open;
  const requested = connectDialogRequested;
  connectDialogRequested = false;
  return {
    requested,
    stop: () => {
      if (openConnectDialog === open) openConnectDialog = null;
    },
  };
}

/** wallet-adapter-react's WalletProvider keeps the last wallet's name under this key. */
const WALLET_NAME_KEY = 'walletName';
/** How long after the load event the browser must stay busy-free before the chain code loads. */
const IDLE_AFTER_LOAD_MS = 2000;

/**
 * At start: a wallet connected last time reconnects at once (autoConnect needs the adapters);
 * otherwise the chain code waits for the first request or, past the load event and a quiet
 * moment, an idle callback, so the start-up's long tasks are over before web3.js parses.
 */
export function startChainCodeWhenWanted(): void {
  if (hasWalletToReconnect()) {
    wantChainCode();
    return;
  }
  const whenIdle = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(wantChainCode, { timeout: IDLE_AFTER_LOAD_MS });
      else wantChainCode();
    }, IDLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** A wallet was connected last time; WalletProvider reconnects it once mounted. */
export function hasWalletToReconnect(): boolean {
  try {
    const value = window.localStorage.getItem(WALLET_NAME_KEY);
    return value !== null && value !== 'null';
  } catch {
    // Storage blocked (some in-app browsers): no wallet to reconnect.
    return false;
  }
}
