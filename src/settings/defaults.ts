import { deriveWsUrl } from './deriveWsUrl';
import { applyPreset, DEFAULT_EXPLORER, DEFAULT_HOST_PLATFORM } from './presets';
import { parseSettings } from './validate';
import { CLUSTERS, EXPLORERS, type Settings } from './types';

/** The build-time overrides (VITE_* variables); all optional. */
export interface SettingsEnv {
  VITE_CLUSTER?: string;
  VITE_RPC_URL?: string;
  VITE_WS_URL?: string;
  VITE_API_BASE?: string;
  VITE_HOST_PLATFORM?: string;
  VITE_EXPLORER?: string;
  VITE_JUPITER_API_BASE?: string;
  VITE_PRICE_HISTORY_API_BASE?: string;
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/**
 * The settings a fresh browser starts with: the env's cluster preset (sandbox when unset) with each
 * VITE_* value applied on top. A value the settings check refuses is ignored, with a console warning,
 * so a bad build variable cannot leave the app without a working configuration.
 */
export function defaultSettings(env: SettingsEnv): Settings {
  const cluster = pick(env.VITE_CLUSTER, CLUSTERS) ?? 'sandbox';
  const base = applyPreset(
    {
      cluster,
      rpcUrl: '',
      wsUrl: '',
      apiBase: '',
      hostPlatform: DEFAULT_HOST_PLATFORM,
      explorer: pick(env.VITE_EXPLORER, EXPLORERS) ?? DEFAULT_EXPLORER,
      jupiterApiBase: '',
      jupiterApiKey: '',
      priceHistoryApiBase: '',
      priceHistoryApiKey: '',
      sendMode: 'auto',
    },
    cluster,
  );
  const overrides: Partial<Record<keyof Settings, string | undefined>> = {
    rpcUrl: env.VITE_RPC_URL,
    wsUrl: env.VITE_WS_URL,
    apiBase: env.VITE_API_BASE,
    hostPlatform: env.VITE_HOST_PLATFORM,
    jupiterApiBase: env.VITE_JUPITER_API_BASE,
    priceHistoryApiBase: env.VITE_PRICE_HISTORY_API_BASE,
  };
  let settings = base;
  for (const [field, value] of Object.entries(overrides) as [
    keyof Settings,
    string | undefined,
  ][]) {
    if (!value) continue;
    const candidate = { ...settings, [field]: value };
    const parsed = parseSettings(candidate);
    if (parsed) settings = parsed;
    else console.warn(`Ignoring VITE setting for ${field}: ${value}`);
  }
  // On the sandbox, Jupiter's and DefiLlama's stand-in endpoints live on the Basket API: an API
  // override without their own override moves them too.
  if (
    cluster === 'sandbox' &&
    env.VITE_API_BASE &&
    !env.VITE_JUPITER_API_BASE &&
    settings.jupiterApiBase === base.jupiterApiBase
  ) {
    const followed = parseSettings({ ...settings, jupiterApiBase: settings.apiBase });
    if (followed) settings = followed;
  }
  if (
    cluster === 'sandbox' &&
    env.VITE_API_BASE &&
    !env.VITE_PRICE_HISTORY_API_BASE &&
    settings.priceHistoryApiBase === base.priceHistoryApiBase
  ) {
    const followed = parseSettings({ ...settings, priceHistoryApiBase: settings.apiBase });
    if (followed) settings = followed;
  }
  // An RPC override without a WS override: follow the RPC, as the form does.
  if (env.VITE_RPC_URL && !env.VITE_WS_URL && settings.rpcUrl !== base.rpcUrl) {
    const derived = parseSettings({ ...settings, wsUrl: deriveWsUrl(settings.rpcUrl) });
    if (derived) settings = derived;
  }
  return settings;
}

export const DEFAULT_SETTINGS: Settings = defaultSettings(import.meta.env as SettingsEnv);
