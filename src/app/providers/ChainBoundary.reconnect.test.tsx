// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdChainCode } from '../testing/holdChainCode';
import { renderAppAt, withAppTestEnvironment } from '../testing/renderApp';

// The wallet code arrives when the test says so; its request is recorded.
const chainCode = holdChainCode();

// One page load per file: chainCode.ts keeps its state for the page's life.
describe('a wallet connected last time', () => {
  // What WalletProvider stored when that wallet connected.
  withAppTestEnvironment({ walletName: JSON.stringify('Sandbox burner') });

  it('the home page waits for the wallet code instead of asking to connect meanwhile', async () => {
    renderAppAt('/');
    // The intro stands in, and nothing offers to connect a wallet about to reconnect.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose a wallet' })).toBeNull();
    await waitFor(() => expect(chainCode.requested).toBe(true));

    chainCode.release();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Token baskets on Solana' },
      { timeout: 60_000 },
    );
    expect(screen.getByRole('heading', { name: 'Test funds' })).toBeTruthy();
  }, 120_000);
});
