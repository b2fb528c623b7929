import { deriveWsUrl } from './deriveWsUrl';
import type { Cluster, Explorer, Settings } from './types';

export interface ClusterPreset {
  rpcUrl: string;
  wsUrl: string;
  apiBase: string;
  /** Shown under the network choice so the user knows what they are pointing at. */
  help: string;
}

/** The service's explore listing uses this host platform; it is only a default. */
export const DEFAULT_HOST_PLATFORM = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
export const DEFAULT_EXPLORER: Explorer = 'solana-explorer';

const SYMMETRY_API = 'https://api.symmetry.fi';

function preset(rpcUrl: string, apiBase: string, help: string): ClusterPreset {
  return { rpcUrl, wsUrl: deriveWsUrl(rpcUrl), apiBase, help };
}

export const CLUSTER_PRESETS: Record<Cluster, ClusterPreset> = {
  sandbox: preset(
    'http://127.0.0.1:8899',
    'http://127.0.0.1:8787',
    'The local sandbox started by npm start: a real Solana runtime and Basket API on this computer, with test funds.',
  ),
  devnet: preset(
    'https://api.devnet.solana.com',
    SYMMETRY_API,
    'Solana devnet, a public test network. Read the note under Basket API URL.',
  ),
  mainnet: preset(
    'https://api.mainnet-beta.solana.com',
    SYMMETRY_API,
    'Solana mainnet: real funds. The public RPC is rate limited; use your own RPC URL for regular use.',
  ),
  custom: preset(
    'http://127.0.0.1:8899',
    'http://127.0.0.1:8787',
    'Any RPC, WebSocket and Basket API you choose: edit the addresses below.',
  ),
};

/** The preset's connection settings, keeping the user's host platform and explorer. */
export function applyPreset(settings: Settings, cluster: Cluster): Settings {
  const { rpcUrl, wsUrl, apiBase } = CLUSTER_PRESETS[cluster];
  return { ...settings, cluster, rpcUrl, wsUrl, apiBase };
}
