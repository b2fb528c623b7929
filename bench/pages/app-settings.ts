import type { SendMode } from '../../src/flow/types';
import { DEFAULT_EXPLORER, DEFAULT_HOST_PLATFORM } from '../../src/settings/presets';
import type { Settings } from '../../src/settings/types';
import { parseSettings } from '../../src/settings/validate';

export interface SandboxUrls {
  rpcUrl: string;
  wsUrl: string;
  apiUrl: string;
}

/**
 * The app's settings for a sandbox at these URLs, as the e2e AppDriver seeds them (the sandbox
 * preset: its API also answers Jupiter's token and price endpoints).
 */
export function sandboxSettings(sandbox: SandboxUrls): Settings {
  return {
    cluster: 'sandbox',
    rpcUrl: sandbox.rpcUrl,
    wsUrl: sandbox.wsUrl,
    apiBase: sandbox.apiUrl,
    hostPlatform: DEFAULT_HOST_PLATFORM,
    explorer: DEFAULT_EXPLORER,
    jupiterApiBase: sandbox.apiUrl,
    jupiterApiKey: '',
    // The sandbox's API also answers DefiLlama's chart endpoint (the basket page's chart).
    priceHistoryApiBase: sandbox.apiUrl,
    priceHistoryApiKey: '',
    // The app sends unless a measurement says otherwise (the wallet-sends timing sets 'wallet').
    sendMode: 'app',
  };
}

/** The engine's name for "the wallet broadcasts" (src/flow/types.ts). */
export const WALLET_SENDS = 'wallet' satisfies SendMode;

const PROBE_URLS: SandboxUrls = {
  rpcUrl: 'http://127.0.0.1:8899',
  wsUrl: 'ws://127.0.0.1:8900',
  apiUrl: 'http://127.0.0.1:8787',
};

/**
 * Whether the app's settings can say "the wallet sends": stored settings holding
 * `sendMode: 'wallet'` are read back through the app's own reader (parseSettings, which drops
 * fields it does not know). Returns null when they can, else why not.
 */
export function walletSendsUnavailable(
  parse: (value: unknown) => object | null = parseSettings,
): string | null {
  const parsed = parse({ ...sandboxSettings(PROBE_URLS), sendMode: WALLET_SENDS });
  if (parsed === null) return "the app's settings reader refused settings with sendMode";
  if (!('sendMode' in parsed)) return "the app's settings have no sendMode field yet";
  if (parsed.sendMode !== WALLET_SENDS)
    return `the app's settings read sendMode '${WALLET_SENDS}' as ${JSON.stringify(parsed.sendMode)}`;
  return null;
}
