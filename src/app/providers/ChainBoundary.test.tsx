// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdChainCode } from '../testing/holdChainCode';
import {
  renderAppAt,
  rpcAnswersGenesisHash,
  SANDBOX_GENESIS,
  withAppTestEnvironment,
} from '../testing/renderApp';

// The wallet code arrives when the test says so; its request is recorded.
const chainCode = holdChainCode();

// One page load per file: chainCode.ts keeps its state for the page's life (another page:
// ChainBoundary.page.test.tsx).
describe('the wallet and chain code loads when wanted', () => {
  withAppTestEnvironment();
  // The sandbox's RPC: its burner wallet is offered.
  beforeEach(() => rpcAnswersGenesisHash(SANDBOX_GENESIS));

  it('the home page renders without it; "Connect wallet" loads it and opens the dialog', async () => {
    renderAppAt('/');

    // The whole page, its wallet parts as they read with no wallet, and no wallet code asked for.
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    expect(screen.getByRole('heading', { name: 'Test funds' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a wallet' })).toBeTruthy();
    expect(screen.getByText(/Connect a wallet to see the operations you started/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Network: Sandbox/ })).toBeTruthy();
    const standIn = screen.getByRole('button', { name: 'Connect wallet' });
    expect(standIn.closest('.site-header')).not.toBeNull();
    expect(chainCode.requested).toBe(false);

    await userEvent.click(standIn);
    await waitFor(() => expect(chainCode.requested).toBe(true));
    chainCode.release();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Connect a wallet' },
      { timeout: 60_000 },
    );
    expect(await within(dialog).findByRole('button', { name: /Sandbox burner/ })).toBeTruthy();

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
