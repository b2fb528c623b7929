// Network profiles: how the JSON-RPC treats its clients (wallets, the app, tests). The chain itself
// is the same in both; in-process users (the service's keeper and faucet) use it directly.
//
// instant (default): a sent transaction runs at once and every read sees it — fast tests and demos.
// mainnet-like: what docs/real-service.md lists for a real network — a sent transaction lands in a
// later slot, a share of sends is never forwarded, reads and preflight come from a replica two
// slots behind, and bursts are answered with HTTP 429.
import type { RateLimit } from './rate-limit';

export const NETWORK_PROFILES = ['instant', 'mainnet-like'] as const;
export type NetworkProfileName = (typeof NETWORK_PROFILES)[number];

/** When an accepted, not dropped, transaction runs. */
export type Landing = 'immediate' | 'next-block';

/** What a running sandbox lets tests change (POST /sandbox/network). */
export interface NetworkSettings {
  /** Share of sendTransaction calls accepted (signature returned) and never forwarded, 0–1. */
  dropRate: number;
  /** Slots the replica serving reads, simulation and preflight is behind the chain. */
  replicaLagSlots: number;
  /** Requests admitted per client per window; null = no limit. */
  rateLimit: RateLimit | null;
}

export interface NetworkProfile {
  landing: Landing;
  settings: NetworkSettings;
}

/** The most a replica may lag (its history of older account versions is kept this long). */
export const MAX_REPLICA_LAG_SLOTS = 64;

export const PROFILES: Record<NetworkProfileName, NetworkProfile> = {
  instant: {
    landing: 'immediate',
    settings: { dropRate: 0, replicaLagSlots: 0, rateLimit: null },
  },
  'mainnet-like': {
    landing: 'next-block',
    settings: {
      // A sent transaction is not guaranteed to be forwarded (docs/real-service.md, "A real
      // network"); one in five makes a client that does not rebroadcast fail within a few
      // operations.
      dropRate: 0.2,
      // "RPC providers load-balance over replicas that can be a slot or two behind".
      replicaLagSlots: 2,
      // A normal app session stays under this; a polling loop without backoff does not.
      rateLimit: { requests: 40, windowMs: 1_000 },
    },
  },
};

export function isNetworkProfileName(value: unknown): value is NetworkProfileName {
  return typeof value === 'string' && (NETWORK_PROFILES as readonly string[]).includes(value);
}
