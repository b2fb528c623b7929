import { withKeysOnTheirOrigins } from './apiKeys';
import { deriveWsUrl } from './deriveWsUrl';
import type { Cluster, Explorer, Settings } from './types';

export interface ClusterPreset {
  rpcUrl: string;
  wsUrl: string;
  apiBase: string;
  /** Where token search and USD prices come from ('' = none: names from the chain only). */
  jupiterApiBase: string;
  /** Where past prices come from ('' = none: no charts, returns or backtests). */
  priceHistoryApiBase: string;
  /** Shown under the network choice so the user knows what they are pointing at. */
  help: string;
}

/** The service's explore listing uses this host platform; it is only a default. */
export const DEFAULT_HOST_PLATFORM = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
export const DEFAULT_EXPLORER: Explorer = 'solana-explorer';

const SYMMETRY_API = 'https://api.symmetry.fi';
/**
 * Jupiter's API host. The keyless lite-api.jup.ag was retired on 31 January 2026 (dev.jup.ag,
 * "Migrate from Lite API"); api.jup.ag asks for a free key from portal.jup.ag in x-api-key. Without
 * one its answers are refused and the app shows what the chain says about each token.
 */
export const JUPITER_API = 'https://api.jup.ag';
const SANDBOX_API = 'http://127.0.0.1:8787';
/**
 * DefiLlama's coins API: past USD prices of any Solana mint it prices, no key, several mints per
 * request, readable from a browser (docs/price-history.md says why it was chosen).
 */
export const DEFILLAMA_COINS_API = 'https://coins.llama.fi';

function preset(
  rpcUrl: string,
  apiBase: string,
  jupiterApiBase: string,
  priceHistoryApiBase: string,
  help: string,
): ClusterPreset {
  return { rpcUrl, wsUrl: deriveWsUrl(rpcUrl), apiBase, jupiterApiBase, priceHistoryApiBase, help };
}

export const CLUSTER_PRESETS: Record<Cluster, ClusterPreset> = {
  sandbox: preset(
    'http://127.0.0.1:8899',
    SANDBOX_API,
    // The sandbox API serves Jupiter's two endpoints for its test tokens: one code path offline.
    SANDBOX_API,
    SANDBOX_API, // and DefiLlama's chart endpoint, from its own price history
    'The local sandbox started by npm start: a real Solana runtime and Basket API on this computer, with test funds.',
  ),
  devnet: preset(
    'https://api.devnet.solana.com',
    SYMMETRY_API,
    '', // Jupiter lists mainnet tokens only
    '', // so does DefiLlama
    'Solana devnet, a public test network. Read the note under Basket API URL.',
  ),
  mainnet: preset(
    'https://api.mainnet-beta.solana.com',
    SYMMETRY_API,
    JUPITER_API,
    DEFILLAMA_COINS_API,
    'Solana mainnet: real funds. The public RPC is rate limited; use your own RPC URL for regular use.',
  ),
  custom: preset(
    'http://127.0.0.1:8899',
    SANDBOX_API,
    SANDBOX_API,
    SANDBOX_API,
    'Any RPC, WebSocket and Basket API you choose: edit the addresses below.',
  ),
};

/**
 * The preset's connection settings, keeping the user's host platform and explorer. A Jupiter or
 * price-history key belongs to the origin it was given for: it is kept only while the preset's
 * address stays on that origin (./apiKeys.ts).
 */
export function applyPreset(settings: Settings, cluster: Cluster): Settings {
  const { rpcUrl, wsUrl, apiBase, jupiterApiBase, priceHistoryApiBase } = CLUSTER_PRESETS[cluster];
  return withKeysOnTheirOrigins(settings, {
    ...settings,
    cluster,
    rpcUrl,
    wsUrl,
    apiBase,
    jupiterApiBase,
    priceHistoryApiBase,
  });
}
