// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, withAppTestEnvironment } from '../testing/renderApp';

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

vi.mock('../../wallet/hardwareWallets', () => import('../../wallet/hardwareWalletsStub'));

// One page load per file: chainCode.ts keeps its state for the page's life.
const renderAt = (path: string) => renderAppAt(path);

describe('a wallet connected last time', () => {
  // What WalletProvider stored when that wallet connected.
  withAppTestEnvironment({ walletName: JSON.stringify('Sandbox burner') });

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
