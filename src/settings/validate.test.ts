import { describe, expect, it } from 'vitest';
import { settingsSchema } from './schema';
import type { Settings } from './types';
import { parseSettings } from './validate';

const valid: Settings = {
  cluster: 'devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  wsUrl: 'wss://api.devnet.solana.com',
  apiBase: 'https://api.example.com',
  hostPlatform: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  explorer: 'solscan',
  jupiterApiBase: 'https://api.jup.ag',
  jupiterApiKey: 'abc-123_x.y',
  priceHistoryApiBase: '',
  priceHistoryApiKey: '',
  sendMode: 'auto',
};

// The start-up check and the form's zod schema must accept and refuse the same settings.
const cases: [string, unknown][] = [
  ['valid settings', valid],
  [
    'padded values',
    { ...valid, rpcUrl: '  http://127.0.0.1:8899 ', hostPlatform: ` ${valid.hostPlatform}\n` },
  ],
  ['an extra key', { ...valid, theme: 'dark' }],
  ['an unknown cluster', { ...valid, cluster: 'moon' }],
  ['an unknown explorer', { ...valid, explorer: 'etherscan' }],
  ['a script URL as RPC', { ...valid, rpcUrl: 'javascript:alert(1)' }],
  ['an http WebSocket URL', { ...valid, wsUrl: 'http://127.0.0.1:8900' }],
  ['a ws API URL', { ...valid, apiBase: 'ws://127.0.0.1:8787' }],
  ['a URL without host', { ...valid, apiBase: 'http://' }],
  ['an empty RPC URL', { ...valid, rpcUrl: '' }],
  ['a short address', { ...valid, hostPlatform: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTD' }],
  [
    'a non-base58 address',
    { ...valid, hostPlatform: '0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
  ],
  ['Jupiter turned off', { ...valid, jupiterApiBase: '', jupiterApiKey: '' }],
  ['a padded Jupiter URL', { ...valid, jupiterApiBase: ' http://127.0.0.1:8787 ' }],
  ['a script URL for Jupiter', { ...valid, jupiterApiBase: 'javascript:alert(1)' }],
  ['a Jupiter key with a header break', { ...valid, jupiterApiKey: 'abc\r\nx-evil: 1' }],
  ['a Jupiter key too long', { ...valid, jupiterApiKey: 'k'.repeat(201) }],
  ['price history turned off', { ...valid, priceHistoryApiBase: '', priceHistoryApiKey: '' }],
  [
    'DefiLlama Pro with a key',
    {
      ...valid,
      priceHistoryApiBase: 'https://pro-api.llama.fi/coins',
      priceHistoryApiKey: 'abc123',
    },
  ],
  ['a script URL for the price history', { ...valid, priceHistoryApiBase: 'javascript:alert(1)' }],
  ['a price-history key with a slash', { ...valid, priceHistoryApiKey: 'abc/../x' }],
  ['no Jupiter fields', { ...valid, jupiterApiBase: undefined, jupiterApiKey: undefined }],
  ['a missing field', { ...valid, wsUrl: undefined }],
  ['a number for a URL', { ...valid, rpcUrl: 8899 }],
  ['null', null],
  ['an array', [valid]],
  ['text', 'sandbox'],
];

describe('parseSettings', () => {
  it.each(cases)('agrees with settingsSchema on %s', (_name, input) => {
    const zod = settingsSchema.safeParse(input);
    expect(parseSettings(input)).toEqual(zod.success ? zod.data : null);
  });

  it('accepts valid settings, trimmed, without unknown keys', () => {
    expect(parseSettings({ ...valid, rpcUrl: ` ${valid.rpcUrl} `, theme: 'dark' })).toEqual(valid);
  });

  it('refuses settings with a bad field', () => {
    expect(parseSettings({ ...valid, cluster: 'moon' })).toBeNull();
    expect(parseSettings({ ...valid, hostPlatform: 'not-an-address' })).toBeNull();
  });

  it('settings stored before “who sends” existed keep their values and take the default', () => {
    const { sendMode: _dropped, ...stored } = valid;
    expect(parseSettings(stored)).toEqual({ ...valid, sendMode: 'auto' });
    expect(parseSettings({ ...valid, sendMode: 'wallet' })?.sendMode).toBe('wallet');
  });
});
