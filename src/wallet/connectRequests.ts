// Requests to open the connect dialog or to connect a named wallet, from code that runs before the
// wallet code is there (the header's stand-in button, the home page's faucet prompt), and whether a
// wallet is to reconnect.
// The chain-code switch (../page/chainCode.ts) registers itself to hear early requests.
import type { WalletName } from '@solana/wallet-adapter-base';

/** A connect request made before the dialog existed: the id of the control that made it. */
let connectDialogRequest: { returnFocusTo?: string } | null = null;
let openConnectDialog: (() => void) | null = null;
let loadWalletCode: (() => void) | null = null;

/** For the chain-code loader: called when a request comes before the dialog exists. */
export function whenConnectRequestedEarly(load: () => void): void {
  loadWalletCode = load;
}

/**
 * Opens the connect dialog, from code that may run before the wallet code is there (the header's
 * stand-in button, the home page's faucet prompt): at once when ConnectModalProvider is mounted,
 * otherwise as soon as it mounts.
 */
export function requestConnectDialog(returnFocusTo?: string): void {
  if (openConnectDialog) {
    openConnectDialog();
    return;
  }
  connectDialogRequest = { returnFocusTo };
  loadWalletCode?.();
}

/**
 * For ConnectModalProvider: `open` answers requests from now on; returns the request made before
 * it mounted, if any (with the id of the control that made it: the page re-rendered meanwhile, so
 * focus is to go back to the control now bearing that id), and a function to call when it
 * unmounts.
 */
export function answerConnectDialogRequests(open: () => void): {
  requested: { returnFocusTo?: string } | null;
  stop: () => void;
} {
  openConnectDialog = open;
  const requested = connectDialogRequest;
  connectDialogRequest = null;
  return {
    requested,
    stop: () => {
      if (openConnectDialog === open) openConnectDialog = null;
    },
  };
}

/** wallet-adapter-react's WalletProvider keeps the last wallet's name under this key. */
const WALLET_NAME_KEY = 'walletName';

/** The wallet WalletProvider is to reconnect after a reload, or null (none, or storage blocked). */
export function rememberedWalletName(): string | null {
  try {
    const stored = window.localStorage.getItem(WALLET_NAME_KEY);
    const name: unknown = stored === null ? null : JSON.parse(stored);
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

let selectWallet: ((name: WalletName) => void) | null = null;

/**
 * Connects the wallet of this name (one the app lists itself, e.g. the Sandbox demo wallet), from
 * code that may run before the wallet code is there. Mounted, WalletProvider selects it, and a
 * wallet the user selected connects at once. Before that, it is stored as the wallet to reconnect,
 * which WalletProvider connects when it mounts, as after a reload; with storage blocked, the
 * connect dialog opens instead.
 */
export function requestWallet(name: WalletName): void {
  if (selectWallet) {
    selectWallet(name);
    return;
  }
  try {
    window.localStorage.setItem(WALLET_NAME_KEY, JSON.stringify(name));
  } catch {
    requestConnectDialog();
    return;
  }
  loadWalletCode?.();
}

/**
 * For a component under WalletProvider: `select` answers requestWallet from now on; call the
 * function returned when it unmounts.
 */
export function answerWalletRequests(select: (name: WalletName) => void): () => void {
  selectWallet = select;
  return () => {
    if (selectWallet === select) selectWallet = null;
  };
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
