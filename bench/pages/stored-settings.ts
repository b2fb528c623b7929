import type { BrowserContext } from '@playwright/test';
import { SETTINGS_STORAGE_KEY } from '../../src/settings/storage';

/**
 * Keeps `settings` (the app's settings as stored, JSON) in every page `context` opens, before the
 * app reads them: the bench's pages open as a returning user's.
 */
export async function storeSettings(context: BrowserContext, settings: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      // Init scripts also run in about:blank, where localStorage is off limits.
      if (location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
    },
    [SETTINGS_STORAGE_KEY, settings] as const,
  );
}
