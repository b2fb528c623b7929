import { lazy } from 'react';

// The home page's parts that read the wallet, the chain or the flow engine, in a chunk of their
// own so the page's first render needs none of that code (HomePage).
export const loadWalletParts = () => import('./walletParts');

export const FaucetSection = lazy(() =>
  loadWalletParts().then((m) => ({ default: m.FaucetPanel })),
);
export const RecentActivitySection = lazy(() =>
  loadWalletParts().then((m) => ({ default: m.RecentActivitySection })),
);
