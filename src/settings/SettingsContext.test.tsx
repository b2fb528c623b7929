// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from './defaults';
import { SettingsProvider, useSettings, type SettingsContextValue } from './SettingsContext';
import { SETTINGS_STORAGE_KEY } from './storage';

const defaults = defaultSettings({});
let api: SettingsContextValue;

function Probe() {
  api = useSettings();
  return <p>{api.settings.rpcUrl}</p>;
}

function renderProvider(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={defaults}>
        <Probe />
      </SettingsProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('SettingsProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('persists settings so a reload (a new provider) starts with them', () => {
    renderProvider();
    act(() => api.setSettings({ ...api.settings, explorer: 'solscan' }));
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!).explorer).toBe('solscan');
    cleanup();
    renderProvider();
    expect(api.settings.explorer).toBe('solscan');
  });

  it('clears cached queries when the network changes, and only then', () => {
    const client = renderProvider();
    client.setQueryData(['chain', defaults.rpcUrl, 'sol-balance', 'x'], 5n);
    act(() => api.setSettings({ ...api.settings, explorer: 'solscan' }));
    expect(client.getQueryData(['chain', defaults.rpcUrl, 'sol-balance', 'x'])).toBe(5n);
    act(() =>
      api.setSettings({
        ...api.settings,
        cluster: 'devnet',
        rpcUrl: 'https://api.devnet.solana.com',
        wsUrl: 'wss://api.devnet.solana.com',
      }),
    );
    expect(client.getQueryData(['chain', defaults.rpcUrl, 'sol-balance', 'x'])).toBeUndefined();
    expect(screen.getByText('https://api.devnet.solana.com')).toBeTruthy();
  });

  it('resetSettings forgets the stored settings', () => {
    renderProvider();
    act(() => api.setSettings({ ...api.settings, explorer: 'solscan' }));
    act(() => api.resetSettings());
    expect(api.settings).toEqual(defaults);
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('follows settings saved in another tab', () => {
    const client = renderProvider();
    client.setQueryData(['chain', defaults.rpcUrl, 'sol-balance', 'x'], 5n);
    const devnet = {
      ...defaults,
      cluster: 'devnet' as const,
      rpcUrl: 'https://api.devnet.solana.com',
      wsUrl: 'wss://api.devnet.solana.com',
    };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(devnet));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY }));
    });
    expect(api.settings).toEqual(devnet);
    expect(client.getQueryData(['chain', defaults.rpcUrl, 'sol-balance', 'x'])).toBeUndefined();
  });
});
