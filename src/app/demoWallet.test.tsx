// @vitest-environment jsdom
// The Sandbox demo wallet in the whole app: offered on the sandbox's home page before the wallet
// code is there, connected by one button; neither offered nor listed on another network.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppAt, withAppTestEnvironment } from './testing/renderApp';
import { loadChainCode } from './providers/loadChainCode';
import { defaultSettings } from '../settings/defaults';
import { sandboxDemoKeypair } from '../wallet/sandboxDemoKey';

vi.mock('../wallet/hardwareWallets', () => import('../wallet/hardwareWalletsStub'));

const DEMO = sandboxDemoKeypair().publicKey.toBase58();

describe('the Sandbox demo wallet in the app', () => {
  // Compiled once up front: the tests then wait for React, not the compiler (see routes.test.tsx).
  beforeAll(async () => {
    await Promise.all([loadChainCode(), import('../features/home/HomePage')]);
  }, 120_000);

  withAppTestEnvironment();

  it('the home page offers it before the wallet code is there; its button connects it', async () => {
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    const faucet = screen.getByRole('region', { name: 'Test funds' });
    expect(within(faucet).getByText(/Try the demo wallet: six months of history/)).toBeTruthy();

    await userEvent.click(within(faucet).getByRole('button', { name: 'Use the demo wallet' }));
    const connected = await screen.findByRole(
      'button',
      { name: /Connected wallet \(Sandbox demo wallet\)/ },
      { timeout: 60_000 },
    );
    expect(connected.getAttribute('title')).toBe(DEMO);
    // Connected with it, the faucet no longer offers it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use the demo wallet' })).toBeNull(),
    );
  }, 120_000);

  it('off the sandbox: no offer, and the connect dialog lists neither sandbox wallet', async () => {
    renderAppAt('/', defaultSettings({ VITE_CLUSTER: 'mainnet' }));
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    expect(screen.queryByText(/Try the demo wallet/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Connect a wallet' },
      { timeout: 60_000 },
    );
    // The hardware wallets are all this test's browser has (unsupported here); no sandbox wallet.
    expect(within(dialog).getByText(/No browser wallet was detected/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sandbox/ })).toBeNull();
    expect(localStorage.getItem('walletName')).toBeNull();
  }, 120_000);
});
