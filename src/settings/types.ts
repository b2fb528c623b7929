import type { Cluster, Explorer } from '../solana/network';

export { CLUSTERS, EXPLORERS, type Cluster, type Explorer } from '../solana/network';

/** Everything the app needs to know about where it talks to. Shared contract: keep the names. */
export interface Settings {
  cluster: Cluster;
  rpcUrl: string;
  wsUrl: string;
  apiBase: string;
  hostPlatform: string;
  explorer: Explorer;
  /** Base URL of Jupiter's token and price APIs; '' turns them off (chain metadata only). */
  jupiterApiBase: string;
  /** Optional Jupiter API key, sent as x-api-key to jupiterApiBase only; '' for none. */
  jupiterApiKey: string;
  /**
   * Base URL of a DefiLlama coins API (GET /chart/<coins>: past prices); '' turns charts, returns
   * and backtests off (docs/price-history.md).
   */
  priceHistoryApiBase: string;
  /** Optional DefiLlama Pro key, put in the path of priceHistoryApiBase only; '' for none. */
  priceHistoryApiKey: string;
  /**
   * Who broadcasts: 'auto' = the wallet where it offers to send and is on this network (Phantom
   * recommends signAndSendTransaction), else this app; or always one of them.
   */
  sendMode: SendPreference;
}

export const SEND_PREFERENCES = ['auto', 'app', 'wallet'] as const;
export type SendPreference = (typeof SEND_PREFERENCES)[number];

export const SEND_PREFERENCE_LABELS: Record<SendPreference, string> = {
  auto: 'Automatic: the wallet sends where it can',
  app: 'This app sends (the wallet only signs)',
  wallet: 'The wallet sends',
};

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
