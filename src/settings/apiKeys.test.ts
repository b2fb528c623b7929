import { describe, expect, it } from 'vitest';
import { keyMayFollow, originOf, withKeysOnTheirOrigins } from './apiKeys';
import { defaultSettings } from './defaults';
import { applyPreset } from './presets';
import type { Settings } from './types';

const mainnet: Settings = {
  ...applyPreset(defaultSettings({}), 'mainnet'),
  jupiterApiKey: 'jup-key',
  priceHistoryApiBase: 'https://pro-api.llama.fi/coins',
  priceHistoryApiKey: 'llama-key',
};

describe('an API key’s origin', () => {
  it('is the URL’s scheme, host and port; none for an empty URL or text that is no URL', () => {
    expect(originOf('https://api.jup.ag/tokens/v2?x=1')).toBe('https://api.jup.ag');
    expect(originOf(' https://API.jup.ag:443/ ')).toBe('https://api.jup.ag');
    expect(originOf('http://127.0.0.1:8787/api')).toBe('http://127.0.0.1:8787');
    expect(originOf('')).toBeNull();
    expect(originOf('api.jup.ag')).toBeNull();
  });

  it('a key may follow its URL to another path, never to another scheme, host or port', () => {
    expect(keyMayFollow('https://api.jup.ag', 'https://api.jup.ag/v2')).toBe(true);
    for (const to of [
      'http://api.jup.ag',
      'https://api.jup.ag.evil.example',
      'https://api.jup.ag:8443',
      'https://lite.jup.ag',
      '',
    ]) {
      expect(keyMayFollow('https://api.jup.ag', to), to).toBe(false);
    }
    expect(keyMayFollow('', '')).toBe(false);
  });
});

describe('withKeysOnTheirOrigins', () => {
  it('clears a key carried to another origin and keeps one whose URL changed only its path', () => {
    const next = {
      ...mainnet,
      jupiterApiBase: 'https://jup.example.com',
      priceHistoryApiBase: 'https://pro-api.llama.fi/v2/coins',
    };
    expect(withKeysOnTheirOrigins(mainnet, next)).toEqual({ ...next, jupiterApiKey: '' });
  });

  it('keeps a key given anew with the new URL', () => {
    const next = { ...mainnet, jupiterApiBase: 'https://jup.example.com', jupiterApiKey: 'other' };
    expect(withKeysOnTheirOrigins(mainnet, next)).toEqual(next);
  });
});

describe('a network’s preset and the keys', () => {
  it('clears a key whose URL the preset moves to another host, and keeps the rest', () => {
    const sandbox = applyPreset(mainnet, 'sandbox');
    expect(sandbox).toMatchObject({
      jupiterApiBase: 'http://127.0.0.1:8787',
      jupiterApiKey: '',
      priceHistoryApiBase: 'http://127.0.0.1:8787',
      priceHistoryApiKey: '',
      hostPlatform: mainnet.hostPlatform,
    });
    // The same network again: its own Jupiter host, so its key stays.
    expect(applyPreset(mainnet, 'mainnet').jupiterApiKey).toBe('jup-key');
    // A key of the sandbox's host goes with it to Custom, whose preset is the same host.
    const local = { ...sandbox, jupiterApiKey: 'local-key' };
    expect(applyPreset(local, 'custom').jupiterApiKey).toBe('local-key');
  });
});
