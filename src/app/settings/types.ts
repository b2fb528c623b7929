import type { Cluster, Explorer } from '../../solana/network';

export { CLUSTERS, EXPLORERS, type Cluster, type Explorer } from '../../solana/network';

/** Everything the app needs to know about where it talks to. Shared contract: keep the names. */
export interface Settings {
  cluster: Cluster;
  rpcUrl: string;
  wsUrl: string;
  apiBase: string;
  hostPlatform: string;
  explorer: Explorer;
}

export const CLUSTER_LABELS: Record<Cluster, string> = {
  sandbox: 'Sandbox',
  devnet: 'Devnet',
  mainnet: 'Mainnet',
  custom: 'Custom',
};

export const EXPLORER_LABELS: Record<Explorer, string> = {
  'solana-explorer': 'Solana Explorer',
  solscan: 'Solscan',
};
