// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdChainCode } from '../testing/holdChainCode';
import { renderAppAt, withAppTestEnvironment } from '../testing/renderApp';

// The wallet code arrives when the test says so; its request and the page's are recorded.
const chainCode = holdChainCode();
const claimPage = vi.hoisted(() => ({ requested: false }));

vi.mock('../../features/claim/ClaimPage', async (importOriginal) => {
  claimPage.requested = true;
  return importOriginal();
});

// One page load per file: chainCode.ts keeps its state for the page's life (the home page:
// ChainBoundary.test.tsx).
describe('the wallet and chain code loads when wanted', () => {
  withAppTestEnvironment();

  it("no page asks for it first: claim, which reads the wallet's withdrawals, says to connect", async () => {
    renderAppAt('/claim');
    await screen.findByRole('heading', { level: 1, name: 'Claim' }, { timeout: 60_000 });
    expect(await screen.findByText('Connect a wallet first')).toBeTruthy();
    expect(claimPage.requested).toBe(true);
    expect(chainCode.requested).toBe(false);
    chainCode.release();
  }, 120_000);
});
