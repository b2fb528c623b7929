// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// One page load per file: chainCode.ts keeps its state for the page's life (a page that needs the
// wallet code: ChainBoundary.page.test.tsx).
function renderAt(path: string) {
  render(
    <AppProviders defaults={defaultSettings({})}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('the wallet and chain code loads when wanted', () => {
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

  it('the home page renders without it; "Connect wallet" loads it and opens the dialog', async () => {
    renderAt('/');

    // The whole page, its wallet parts as they read with no wallet, and no wallet code asked for.
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    expect(screen.getByRole('heading', { name: 'Test funds' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a wallet' })).toBeTruthy();
    expect(screen.getByText(/Connect a wallet to see the operations you started/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Network: Sandbox/ })).toBeTruthy();
    const standIn = screen.getByRole('button', { name: 'Connect wallet' });
    expect(standIn.closest('.site-header')).not.toBeNull();
    expect(loading.chainRequested).toBe(false);

    await userEvent.click(standIn);
    expect(loading.chainRequested).toBe(true);
    loading.release();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Connect a wallet' },
      { timeout: 60_000 },
    );
    expect(within(dialog).getByRole('button', { name: /Sandbox burner/ })).toBeTruthy();

    // Closing the dialog returns focus to the header's wallet button, now the real one.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const connect = screen.getByRole('button', { name: 'Connect wallet' });
    expect(connect.closest('.wallet-slot-target')).not.toBeNull();
    expect(document.activeElement).toBe(connect);
    // The page now renders inside the wallet code: its faucet panel is the wallet-aware one.
    expect(screen.getAllByRole('button', { name: 'Connect wallet' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Choose a wallet' })).toBeTruthy();
  }, 120_000);
});
