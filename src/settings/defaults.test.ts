import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from './defaults';

describe('default settings', () => {
  it('are the sandbox with loopback addresses when no env is set', () => {
    expect(defaultSettings({})).toEqual({
      cluster: 'sandbox',
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      apiBase: 'http://127.0.0.1:8787',
      hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
      explorer: 'solana-explorer',
      jupiterApiBase: 'http://127.0.0.1:8787',
      jupiterApiKey: '',
      priceHistoryApiBase: 'http://127.0.0.1:8787',
      priceHistoryApiKey: '',
      sendMode: 'auto',
    });
  });

  it('take the preset of VITE_CLUSTER', () => {
    expect(defaultSettings({ VITE_CLUSTER: 'mainnet' })).toMatchObject({
      cluster: 'mainnet',
      rpcUrl: 'https://api.mainnet-beta.solana.com',
      wsUrl: 'wss://api.mainnet-beta.solana.com',
      apiBase: 'https://api.symmetry.fi',
      jupiterApiBase: 'https://api.jup.ag',
      priceHistoryApiBase: 'https://coins.llama.fi',
    });
  });

  it('move the sandbox’s price history with its API unless VITE_PRICE_HISTORY_API_BASE says otherwise', () => {
    expect(defaultSettings({ VITE_API_BASE: 'http://127.0.0.1:9787' }).priceHistoryApiBase).toBe(
      'http://127.0.0.1:9787',
    );
    expect(
      defaultSettings({
        VITE_API_BASE: 'http://127.0.0.1:9787',
        VITE_PRICE_HISTORY_API_BASE: 'https://coins.example.org',
      }).priceHistoryApiBase,
    ).toBe('https://coins.example.org');
  });

  it('move the sandbox’s Jupiter address with its API unless VITE_JUPITER_API_BASE says otherwise', () => {
    expect(defaultSettings({ VITE_API_BASE: 'http://127.0.0.1:9787' }).jupiterApiBase).toBe(
      'http://127.0.0.1:9787',
    );
    expect(
      defaultSettings({
        VITE_API_BASE: 'http://127.0.0.1:9787',
        VITE_JUPITER_API_BASE: 'https://jup.example.org',
      }).jupiterApiBase,
    ).toBe('https://jup.example.org');
  });

  it('apply each VITE_* override on top of the preset', () => {
    expect(
      defaultSettings({
        VITE_CLUSTER: 'custom',
        VITE_RPC_URL: 'http://10.0.0.5:9000',
        VITE_API_BASE: 'http://10.0.0.5:9100',
        VITE_HOST_PLATFORM: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        VITE_EXPLORER: 'solscan',
      }),
    ).toEqual({
      cluster: 'custom',
      rpcUrl: 'http://10.0.0.5:9000',
      wsUrl: 'ws://10.0.0.5:9001', // follows the RPC override
      apiBase: 'http://10.0.0.5:9100',
      hostPlatform: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      explorer: 'solscan',
      jupiterApiBase: 'http://127.0.0.1:8787', // the custom preset's; only the sandbox follows its API
      jupiterApiKey: '',
      priceHistoryApiBase: 'http://127.0.0.1:8787',
      priceHistoryApiKey: '',
      sendMode: 'auto',
    });
    expect(
      defaultSettings({ VITE_RPC_URL: 'http://10.0.0.5:9000', VITE_WS_URL: 'ws://10.0.0.5:7000' })
        .wsUrl,
    ).toBe('ws://10.0.0.5:7000');
  });

  it('ignore invalid overrides instead of shipping a broken configuration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = defaultSettings({
      VITE_CLUSTER: 'moon',
      VITE_RPC_URL: 'ftp://nope',
      VITE_WS_URL: 'http://not-a-ws',
      VITE_HOST_PLATFORM: 'not-an-address',
      VITE_EXPLORER: 'etherscan',
    });
    expect(settings).toEqual(defaultSettings({}));
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
