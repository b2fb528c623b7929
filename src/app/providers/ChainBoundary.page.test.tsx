// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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

  it("no page asks for it first: claim, which reads the wallet's withdrawals, says to connect", async () => {
    renderAt('/claim');
    await screen.findByRole('heading', { level: 1, name: 'Claim' }, { timeout: 60_000 });
    expect(await screen.findByText('Connect a wallet first')).toBeTruthy();
    expect(loading.claimRequested).toBe(true);
    expect(loading.chainRequested).toBe(false);
    loading.release();
  }, 120_000);
});
