// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes';
import { defaultSettings } from '../settings/defaults';
import { AppProviders } from './AppProviders';

// The wallet code arrives when the test says so; its request and the page's are recorded.
const loading = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release, chainRequested: false, activityRequested: false };
});

vi.mock('./ChainProviders', async (importOriginal) => {
  loading.chainRequested = true;
  await loading.released;
  return importOriginal();
});

vi.mock('../../features/activity/ActivityPage', async (importOriginal) => {
  loading.activityRequested = true;
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

// One page load per file: chainCode.ts keeps its state for the page's life (the home page:
// ChainBoundary.test.tsx).
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

  it('a page that needs it asks for it at once and shows the placeholder meanwhile', async () => {
    renderAt('/activity');
    // The placeholder, with the page's own code already requested.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(loading.chainRequested).toBe(true);
    await waitFor(() => expect(loading.activityRequested).toBe(true));
    loading.release();
    await screen.findByRole('heading', { level: 1, name: 'Activity' }, { timeout: 60_000 });
    expect(screen.queryByRole('status')).toBeNull();
  }, 120_000);
});
