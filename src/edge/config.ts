// What the edge handler talks to, from its host's environment variables (docs/edge.md, "Settings"):
// the same endpoints the app's Settings hold, named for a server.
import type { PriceHistoryConfig } from '../priceHistory/client';
import type { JupiterConfig } from '../tokens/jupiter/client';

export interface EdgeConfig {
  /** The Solana JSON-RPC the handler reads baskets, balances and the intent check's accounts from. */
  readonly rpcUrl: string;
  /** The Basket API (`{apiBase}/baskets/deposit`). */
  readonly apiBase: string;
  /** Prices now: a basket's value. None: the value is said to be unknown. */
  readonly jupiter: JupiterConfig | null;
  /** Past prices: the 30-day return. None: the return is said to be unknown. */
  readonly priceHistory: PriceHistoryConfig | null;
  /** Where the app is served (links back to a basket's page); null: the request's own origin. */
  readonly appUrl: string | null;
}

export type EdgeEnv = Readonly<Record<string, unknown>>;

function text(env: EdgeEnv, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function httpUrl(env: EdgeEnv, name: string): string | null {
  const value = text(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}=${value} is not a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name}=${value} is not an http(s) URL.`);
  }
  return value.replace(/\/+$/, '');
}

/** The handler's settings from its host's variables; throws naming a missing or bad one. */
export function edgeConfigFromEnv(env: EdgeEnv): EdgeConfig {
  const rpcUrl = httpUrl(env, 'BASKETRY_RPC_URL');
  const apiBase = httpUrl(env, 'BASKETRY_API_BASE');
  if (rpcUrl === null || apiBase === null) {
    throw new Error('The Basketry edge handler needs BASKETRY_RPC_URL and BASKETRY_API_BASE.');
  }
  const jupiterBase = httpUrl(env, 'BASKETRY_JUPITER_API_BASE');
  const historyBase = httpUrl(env, 'BASKETRY_PRICE_HISTORY_API_BASE');
  return {
    rpcUrl,
    apiBase,
    jupiter: jupiterBase
      ? { base: jupiterBase, apiKey: text(env, 'BASKETRY_JUPITER_API_KEY') ?? '' }
      : null,
    priceHistory: historyBase
      ? { base: historyBase, apiKey: text(env, 'BASKETRY_PRICE_HISTORY_API_KEY') ?? '' }
      : null,
    appUrl: httpUrl(env, 'BASKETRY_APP_URL'),
  };
}
