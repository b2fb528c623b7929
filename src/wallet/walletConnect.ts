import type { Adapter } from '@solana/wallet-adapter-base';
import { useEffect, useState } from 'react';
import type { Cluster } from '../solana/network';
import type { WalletConnectNetwork } from './walletConnectAdapter';

/**
 * WalletConnect reaches a wallet on another device through WalletConnect's relay, which serves an
 * app only under a project id of its own (made in WalletConnect's dashboard): offered when the build
 * is given one (VITE_WALLETCONNECT_PROJECT_ID), hidden otherwise. Its SDK is large, so its adapter
 * loads in a chunk of its own only then (./walletConnectAdapter.ts).
 */
export const WALLETCONNECT_PROJECT_ID: string | null = projectIdOf(
  (import.meta.env as Record<string, string | undefined>).VITE_WALLETCONNECT_PROJECT_ID,
);

export function projectIdOf(value: string | undefined): string | null {
  const id = value?.trim();
  return id ? id : null;
}

export function walletConnectNetwork(
  cluster: Cluster,
  projectId: string | null,
): WalletConnectNetwork | null {
  if (projectId === null) return null;
  return cluster === 'mainnet' || cluster === 'devnet' ? cluster : null;
}

/** The WalletConnect adapter once loaded, when a project id is set and the network is one it knows. */
export function useWalletConnectAdapter(
  cluster: Cluster,
  projectId: string | null = WALLETCONNECT_PROJECT_ID,
): Adapter | null {
  const network = walletConnectNetwork(cluster, projectId);
  const [loaded, setLoaded] = useState<{ network: WalletConnectNetwork; adapter: Adapter } | null>(
    null,
  );
  useEffect(() => {
    if (network === null || projectId === null) return;
    let current = true;
    import('./walletConnectAdapter')
      .then(({ walletConnectAdapter }) => {
        if (current) setLoaded({ network, adapter: walletConnectAdapter(network, projectId) });
      })
      // Its chunk failed to download: the dialog lists the other wallets, as without a project id.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [network, projectId]);
  return loaded !== null && loaded.network === network ? loaded.adapter : null;
}
