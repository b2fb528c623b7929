// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes';
import { defaultSettings } from '../settings/defaults';
import { AppProviders } from './AppProviders';

// The wallet code arrives when the test says so; its request is recorded.
const loading = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release, chainRequested: false };
});

vi.mock('./ChainProviders', async (importOriginal) => {
  loading.chainRequested = true;
  await loading.released;
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

// One page load per file: chainCode.ts keeps its state for the page's life.
function renderAt(path: string) {
  render(
    <AppProviders defaults={defaultSettings({})}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('a wallet connected last time', () => {
  beforeEach(() => {
    localStorage.clear();
    // What WalletProvider stored when that wallet connected.
    localStorage.setItem('walletName', JSON.stringify('Sandbox burner'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the sandbox burner warns
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

  it('the home page waits for the wallet code instead of asking to connect meanwhile', async () => {
    renderAt('/');
    // The intro stands in, and nothing offers to connect a wallet about to reconnect.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose a wallet' })).toBeNull();
    await waitFor(() => expect(loading.chainRequested).toBe(true));

    loading.release();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Token baskets on Solana' },
      { timeout: 60_000 },
    );
    expect(screen.getByRole('heading', { name: 'Test funds' })).toBeTruthy();
  }, 120_000);
});
