// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes';
import { defaultSettings } from '../settings/defaults';
import { AppProviders } from './AppProviders';

// The wallet code arrives when the test says so; the home page's code is recorded when requested.
const loading = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release, homeRequested: false };
});

vi.mock('./ChainProviders', async (importOriginal) => {
  await loading.released;
  return importOriginal();
});

vi.mock('../../features/home/HomePage', async (importOriginal) => {
  loading.homeRequested = true;
  return importOriginal();
});

// Ledger's transport package cannot load under Node's ESM resolver; the shell only lists it.
vi.mock('../wallet/hardwareWallets', async () => {
  const { BaseWalletAdapter, WalletReadyState } = await import('@solana/wallet-adapter-base');
  class LedgerWalletAdapter extends BaseWalletAdapter {
    name = 'Ledger' as never;
    url = '';
    icon = '';
    readyState = WalletReadyState.Unsupported;
    publicKey = null;
    connecting = false;
    supportedTransactionVersions = null;
    async connect() {}
    async disconnect() {}
    async sendTransaction(): Promise<never> {
      throw new Error('not in tests');
    }
  }
  return { hardwareWalletAdapters: () => [new LedgerWalletAdapter()] };
});

describe('the wallet and chain code loads after the first paint', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the sandbox burner warns
    // The sandbox faucet panel reads the chain; nothing answers in these tests.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the header, navigation and home intro first, then the wallet button and the page', async () => {
    render(
      <AppProviders defaults={defaultSettings({})}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </AppProviders>,
    );

    // Before the wallet code: the layout works and the intro stands in for the page.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Network: Sandbox/ })).toBeTruthy();
    expect(screen.getByText('Token baskets on Solana')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    // The page's own code is not left waiting behind the wallet code.
    await waitFor(() => expect(loading.homeRequested).toBe(true));

    loading.release();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Token baskets on Solana' },
      { timeout: 60_000 },
    );
    // With it: the header's wallet button and the page, faucet panel included.
    const connect = screen.getByRole('button', { name: 'Connect wallet' });
    expect(connect.closest('.site-header')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Test funds' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a wallet' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  }, 120_000);
});
