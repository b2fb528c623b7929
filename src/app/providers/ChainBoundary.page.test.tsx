// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, withAppTestEnvironment } from '../testing/renderApp';

// The wallet code arrives when the test says so; its request and the page's are recorded.
const loading = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release, chainRequested: false, claimRequested: false };
});

vi.mock('./ChainProviders', async (importOriginal) => {
  loading.chainRequested = true;
  await loading.released;
  return importOriginal();
});

vi.mock('../../features/claim/ClaimPage', async (importOriginal) => {
  loading.claimRequested = true;
  return importOriginal();
});

vi.mock('../../wallet/hardwareWallets', () => import('../../wallet/hardwareWalletsStub'));

// One page load per file: chainCode.ts keeps its state for the page's life (the home page:
// ChainBoundary.test.tsx).
const renderAt = (path: string) => renderAppAt(path);

describe('the wallet and chain code loads when wanted', () => {
  withAppTestEnvironment();

  it('a page that needs it asks for it at once and shows the placeholder meanwhile', async () => {
    // Claim reads the wallet's withdrawals through the chain code (routes.tsx).
    renderAt('/claim');
    // The placeholder, with the page's own code already requested.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(loading.chainRequested).toBe(true);
    await waitFor(() => expect(loading.claimRequested).toBe(true));
    loading.release();
    await screen.findByRole('heading', { level: 1, name: 'Claim' }, { timeout: 60_000 });
    expect(screen.queryByText('Loading…')).toBeNull();
  }, 120_000);
});
