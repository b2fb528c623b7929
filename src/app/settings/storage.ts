import { parseSettings } from './validate';
import type { Settings } from './types';

/** Versioned so a future shape change can migrate or ignore old data instead of misreading it. */
export const SETTINGS_STORAGE_KEY = 'basketry.settings.v1';

/** The stored settings, or the defaults when nothing is stored or what is stored is unreadable. */
export function loadSettings(storage: Storage | undefined, defaults: Settings): Settings {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    return defaults; // storage blocked (privacy mode, sandboxed iframe)
  }
  if (raw === null) return defaults;
  try {
    const parsed = parseSettings(JSON.parse(raw));
    if (parsed) return parsed;
  } catch {
    // not JSON: fall through
  }
  console.warn('Stored settings were unreadable; using the defaults.');
  return defaults;
}

export function saveSettings(storage: Storage | undefined, settings: Settings): boolean {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function clearSettings(storage: Storage | undefined): void {
  try {
    storage?.removeItem(SETTINGS_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
