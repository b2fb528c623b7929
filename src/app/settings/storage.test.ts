// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from './defaults';
import { loadSettings, saveSettings, SETTINGS_STORAGE_KEY } from './storage';
import type { Settings } from './types';

const defaults = defaultSettings({});
const devnet: Settings = {
  cluster: 'devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  wsUrl: 'wss://api.devnet.solana.com',
  apiBase: 'https://api.symmetry.fi',
  hostPlatform: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  explorer: 'solscan',
};

describe('settings storage', () => {
  beforeEach(() => localStorage.clear());

  it('returns the defaults when nothing is stored', () => {
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
  });

  it('reads back what was saved, under a versioned key', () => {
    expect(saveSettings(localStorage, devnet)).toBe(true);
    expect(SETTINGS_STORAGE_KEY).toMatch(/\.v\d+$/);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual(devnet);
    expect(loadSettings(localStorage, defaults)).toEqual(devnet);
  });

  it('falls back to the defaults when the stored text is not JSON', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
  });

  it('falls back to the defaults when the stored settings fail validation', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...devnet, rpcUrl: 'javascript:alert(1)' }),
    );
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...devnet, cluster: 'moon' }));
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
  });

  it('falls back to the defaults when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadSettings(blocked, defaults)).toEqual(defaults);
  });
});
