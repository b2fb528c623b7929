// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defaultSettings } from './defaults';
import {
  loadSettings,
  saveSettings,
  SETTINGS_STORAGE_KEY,
  SETTINGS_STORAGE_KEY_V1,
} from './storage';
import type { Settings } from './types';

const defaults = defaultSettings({});
const devnet: Settings = {
  cluster: 'devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  wsUrl: 'wss://api.devnet.solana.com',
  apiBase: 'https://api.symmetry.fi',
  hostPlatform: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  explorer: 'solscan',
  jupiterApiBase: '',
  jupiterApiKey: '',
  priceHistoryApiBase: '',
  priceHistoryApiKey: '',
  sendMode: 'auto',
};

const UNREADABLE = 'Stored settings were unreadable; using the defaults.';

describe('settings storage', () => {
  // What is stored but cannot be read is said once on the console (the page shows the defaults).
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

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
    expect(warn.mock.calls).toEqual([[UNREADABLE]]);
  });

  it('falls back to the defaults when the stored settings fail validation', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...devnet, rpcUrl: 'javascript:alert(1)' }),
    );
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...devnet, cluster: 'moon' }));
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
    expect(warn.mock.calls).toEqual([[UNREADABLE], [UNREADABLE]]);
  });

  it('migrates version 1 settings, keeping every value and adding the network’s Jupiter address', () => {
    const {
      jupiterApiBase: _base,
      jupiterApiKey: _key,
      priceHistoryApiBase: _history,
      priceHistoryApiKey: _historyKey,
      ...v1
    } = devnet;
    localStorage.setItem(SETTINGS_STORAGE_KEY_V1, JSON.stringify(v1));
    expect(loadSettings(localStorage, defaults)).toEqual({ ...devnet, jupiterApiBase: '' });

    const mainnet = { ...v1, cluster: 'mainnet', rpcUrl: 'https://rpc.example.com' };
    localStorage.setItem(SETTINGS_STORAGE_KEY_V1, JSON.stringify(mainnet));
    expect(loadSettings(localStorage, defaults)).toEqual({
      ...mainnet,
      jupiterApiBase: 'https://api.jup.ag',
      jupiterApiKey: '',
      priceHistoryApiBase: 'https://coins.llama.fi',
      priceHistoryApiKey: '',
    });

    // The sandbox serves Jupiter's endpoints on its Basket API, wherever the user moved it.
    const sandbox = { ...v1, cluster: 'sandbox', apiBase: 'http://127.0.0.1:9797' };
    localStorage.setItem(SETTINGS_STORAGE_KEY_V1, JSON.stringify(sandbox));
    expect(loadSettings(localStorage, defaults)).toMatchObject({
      apiBase: 'http://127.0.0.1:9797',
      jupiterApiBase: 'http://127.0.0.1:9797',
      priceHistoryApiBase: 'http://127.0.0.1:9797',
    });
  });

  it('keeps version 2 settings saved before the price history, adding the network’s address', () => {
    const { priceHistoryApiBase: _base, priceHistoryApiKey: _key, ...before } = devnet;
    const mainnet = { ...before, cluster: 'mainnet', jupiterApiKey: 'my-key' };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(mainnet));
    expect(loadSettings(localStorage, defaults)).toEqual({
      ...mainnet,
      priceHistoryApiBase: 'https://coins.llama.fi',
      priceHistoryApiKey: '',
    });
    const sandbox = { ...before, cluster: 'sandbox', apiBase: 'http://127.0.0.1:9797' };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(sandbox));
    expect(loadSettings(localStorage, defaults).priceHistoryApiBase).toBe('http://127.0.0.1:9797');
  });

  it('loads a key only with the URL it was stored with: a migration that adds a URL adds no key', () => {
    // Stray keys beside no URL (a record written by hand or by another program).
    const { priceHistoryApiBase: _base, ...noHistoryUrl } = { ...devnet, cluster: 'mainnet' };
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...noHistoryUrl, priceHistoryApiKey: 'stray' }),
    );
    expect(loadSettings(localStorage, defaults)).toMatchObject({
      priceHistoryApiBase: 'https://coins.llama.fi',
      priceHistoryApiKey: '',
    });
    localStorage.clear();
    const { jupiterApiBase: _jup, ...v1 } = {
      ...devnet,
      cluster: 'sandbox',
      jupiterApiKey: 'stray',
    };
    localStorage.setItem(SETTINGS_STORAGE_KEY_V1, JSON.stringify(v1));
    expect(loadSettings(localStorage, defaults)).toMatchObject({
      jupiterApiBase: devnet.apiBase,
      jupiterApiKey: '',
    });
    // A key stored with its URL comes back with that URL.
    const keyed = { ...devnet, jupiterApiBase: 'https://api.jup.ag', jupiterApiKey: 'jup-key' };
    saveSettings(localStorage, keyed);
    expect(loadSettings(localStorage, defaults)).toEqual(keyed);
  });

  it('prefers version 2, and saving drops the version 1 copy', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY_V1,
      JSON.stringify({ ...devnet, cluster: 'mainnet' }),
    );
    saveSettings(localStorage, devnet);
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY_V1)).toBeNull();
    expect(loadSettings(localStorage, defaults)).toEqual(devnet);
  });

  it('falls back to the defaults when version 1 settings are unreadable', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY_V1, JSON.stringify({ cluster: 'moon' }));
    expect(loadSettings(localStorage, defaults)).toEqual(defaults);
    expect(warn.mock.calls).toEqual([[UNREADABLE]]);
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
