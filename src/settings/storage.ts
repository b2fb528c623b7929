import { CLUSTER_PRESETS } from './presets';
import { parseSettings } from './validate';
import type { Settings } from './types';

/** Versioned so a shape change can migrate or ignore old data instead of misreading it. */
export const SETTINGS_STORAGE_KEY = 'basketry.settings.v2';
/** Version 1 had no Jupiter fields; it is read once and migrated (see `migrateV1`). */
export const SETTINGS_STORAGE_KEY_V1 = 'basketry.settings.v1';

function read(storage: Storage | undefined, key: string): string | null {
  return storage?.getItem(key) ?? null;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Version 1 settings with the Jupiter fields added: the network's preset address, except on the
 * sandbox, whose Jupiter endpoints live on the (possibly moved) Basket API itself. No key.
 */
export function migrateV1(value: unknown): Settings | null {
  const old = storedRecord(value);
  const preset = old && presetOf(old);
  if (!old || !preset) return null;
  const jupiterApiBase = old.cluster === 'sandbox' ? old.apiBase : preset.jupiterApiBase;
  return withPriceHistory({ ...old, jupiterApiBase, jupiterApiKey: '' });
}

function storedRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function presetOf(old: Record<string, unknown>) {
  const { cluster } = old;
  return cluster === 'sandbox' ||
    cluster === 'devnet' ||
    cluster === 'mainnet' ||
    cluster === 'custom'
    ? CLUSTER_PRESETS[cluster]
    : undefined;
}

/**
 * Settings saved before the price history existed: the network's preset address added (on the
 * sandbox, the Basket API's, where its stand-in lives), no key; every other value kept.
 */
export function withPriceHistory(value: unknown): Settings | null {
  const old = storedRecord(value);
  const preset = old && presetOf(old);
  if (!old || !preset) return null;
  if (old.priceHistoryApiBase !== undefined) return parseSettings(old);
  const priceHistoryApiBase = old.cluster === 'sandbox' ? old.apiBase : preset.priceHistoryApiBase;
  return parseSettings({ ...old, priceHistoryApiBase, priceHistoryApiKey: '' });
}

/**
 * The stored settings (version 2, else version 1 migrated), or the defaults when nothing is stored
 * or what is stored is unreadable.
 */
export function loadSettings(storage: Storage | undefined, defaults: Settings): Settings {
  let raw: string | null = null;
  let rawV1: string | null = null;
  try {
    raw = read(storage, SETTINGS_STORAGE_KEY);
    if (raw === null) rawV1 = read(storage, SETTINGS_STORAGE_KEY_V1);
  } catch {
    return defaults; // storage blocked (privacy mode, sandboxed iframe)
  }
  if (raw === null && rawV1 === null) return defaults;
  const parsed =
    raw !== null ? withPriceHistory(parseJson(raw)) : migrateV1(parseJson(rawV1 ?? ''));
  if (parsed) return parsed;
  console.warn('Stored settings were unreadable; using the defaults.');
  return defaults;
}

/** Saves under the current key and drops a version 1 copy, which would otherwise be migrated again. */
export function saveSettings(storage: Storage | undefined, settings: Settings): boolean {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    storage?.removeItem(SETTINGS_STORAGE_KEY_V1);
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function clearSettings(storage: Storage | undefined): void {
  try {
    storage?.removeItem(SETTINGS_STORAGE_KEY);
    storage?.removeItem(SETTINGS_STORAGE_KEY_V1);
  } catch {
    // nothing to clear
  }
}
