import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/settings/validate';
import { sandboxSettings, walletSendsUnavailable, WALLET_SENDS } from './app-settings';

const urls = {
  rpcUrl: 'http://127.0.0.1:41001',
  wsUrl: 'ws://127.0.0.1:41002',
  apiUrl: 'http://127.0.0.1:41003',
};

describe('sandboxSettings', () => {
  it('are settings the app reads back unchanged (what the bench stores is what the app uses)', () => {
    expect(parseSettings(sandboxSettings(urls))).toEqual(sandboxSettings(urls));
  });

  it('point every endpoint at the sandbox', () => {
    expect(sandboxSettings(urls)).toMatchObject({
      cluster: 'sandbox',
      rpcUrl: urls.rpcUrl,
      wsUrl: urls.wsUrl,
      apiBase: urls.apiUrl,
      jupiterApiBase: urls.apiUrl,
    });
  });
});

describe('walletSendsUnavailable', () => {
  it('says so while the settings reader drops sendMode', () => {
    const dropsIt = (value: unknown) =>
      typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'sendMode'))
        : null;
    expect(walletSendsUnavailable(dropsIt)).toBe("the app's settings have no sendMode field yet");
  });

  it('is available once the reader keeps sendMode "wallet"', () => {
    const keepsIt = (value: unknown) =>
      typeof value === 'object' && value !== null ? { ...value } : null;
    expect(walletSendsUnavailable(keepsIt)).toBeNull();
  });

  it('says what the reader made of it otherwise', () => {
    expect(walletSendsUnavailable(() => null)).toMatch(/refused/);
    expect(walletSendsUnavailable(() => ({ sendMode: 'auto' }))).toBe(
      `the app's settings read sendMode '${WALLET_SENDS}' as "auto"`,
    );
  });

  it("follows the app's own reader by default", () => {
    const kept = parseSettings({ ...sandboxSettings(urls), sendMode: WALLET_SENDS });
    const offered = kept !== null && 'sendMode' in kept && kept.sendMode === WALLET_SENDS;
    expect(walletSendsUnavailable() === null).toBe(offered);
  });
});
