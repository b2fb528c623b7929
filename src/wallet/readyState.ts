import { WalletReadyState } from '@solana/wallet-adapter-base';

/** Words for a wallet's availability, as the connect dialog shows them. */
export const READY_STATE_LABELS: Record<WalletReadyState, string> = {
  [WalletReadyState.Installed]: 'Detected',
  [WalletReadyState.Loadable]: 'Ready',
  [WalletReadyState.NotDetected]: 'Not installed',
  [WalletReadyState.Unsupported]: 'Not supported in this browser',
};

export function isSelectable(state: WalletReadyState): boolean {
  return state === WalletReadyState.Installed || state === WalletReadyState.Loadable;
}

/** Installed first, then loadable (Ledger, the sandbox burner), then the rest. */
export function readyStateRank(state: WalletReadyState): number {
  switch (state) {
    case WalletReadyState.Installed:
      return 0;
    case WalletReadyState.Loadable:
      return 1;
    case WalletReadyState.NotDetected:
      return 2;
    case WalletReadyState.Unsupported:
      return 3;
  }
}
