// @vitest-environment jsdom
// The Sandbox demo wallet in the whole app: offered on the sandbox's home page before the wallet
// code is there, connected by one button; neither offered nor listed on another network, nor on
// the Sandbox network when its RPC is not the sandbox on this computer (docs/architecture.md,
// "In-browser wallets").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAINNET_GENESIS,
  renderAppAt,
  rpcAnswersGenesisHash,
  SANDBOX_GENESIS,
  withAppTestEnvironment,
} from './testing/renderApp';
import { loadChainCode } from './providers/loadChainCode';
import { defaultSettings } from '../settings/defaults';
import { sandboxDemoKeypair } from '../wallet/sandboxDemoKey';
import { SANDBOX_DEMO_WALLET_NAME } from '../wallet/sandboxWalletNames';

vi.mock('../wallet/hardwareWallets', () => import('../wallet/hardwareWalletsStub'));

const DEMO = sandboxDemoKeypair().publicKey.toBase58();
/** The header's Connect wallet: the dialog, once the wallet code is there. */
async function openConnectDialog(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
  return screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 60_000 });
}

// A chain's hash is read once per RPC URL for the page's life: each test has a port of its own.
const sandboxAt = (port: number) =>
  defaultSettings({ VITE_CLUSTER: 'sandbox', VITE_RPC_URL: `http://127.0.0.1:${port}` });

describe('the Sandbox demo wallet in the app', () => {
  // Compiled once up front: the tests then wait for React, not the compiler (see routes.test.tsx).
  beforeAll(async () => {
    await Promise.all([loadChainCode(), import('../features/home/HomePage')]);
  }, 120_000);

  withAppTestEnvironment();
  beforeEach(() => rpcAnswersGenesisHash(SANDBOX_GENESIS));

  it('the home page offers it before the wallet code is there; its button connects it', async () => {
    renderAppAt('/', sandboxAt(18_001));
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    const faucet = screen.getByRole('region', { name: 'Test funds' });
    // Offered once the RPC answered the sandbox's genesis hash.
    expect(
      await within(faucet).findByText(/Try the demo wallet: six months of history/),
    ).toBeTruthy();

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

    const dialog = await openConnectDialog();
    // The hardware wallets are all this test's browser has (unsupported here); no sandbox wallet.
    expect(within(dialog).getByText(/No browser wallet was detected/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sandbox/ })).toBeNull();
    expect(localStorage.getItem('walletName')).toBeNull();
  }, 120_000);

  it('on the Sandbox network whose loopback RPC is another chain: no offer, no sandbox wallet, and the dialog says why', async () => {
    rpcAnswersGenesisHash(MAINNET_GENESIS);
    renderAppAt('/', sandboxAt(18_002));
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    const faucet = screen.getByRole('region', { name: 'Test funds' });
    await waitFor(() => expect(within(faucet).getByText('Connect a wallet first.')).toBeTruthy());
    expect(screen.queryByText(/Try the demo wallet/)).toBeNull();

    const dialog = await openConnectDialog();
    expect(
      within(dialog).getByText(
        /offered only when the RPC is the sandbox on this computer: the RPC at the address in Settings is another chain/,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sandbox/ })).toBeNull();
  }, 120_000);

  it('a remembered demo wallet does not reconnect where the RPC is not the sandbox on this computer', async () => {
    localStorage.setItem('walletName', JSON.stringify(SANDBOX_DEMO_WALLET_NAME));
    renderAppAt(
      '/',
      defaultSettings({ VITE_CLUSTER: 'sandbox', VITE_RPC_URL: 'https://rpc.example.com' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    // The wallet code loads to reconnect it; the header's real button arrives, unconnected.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Connect wallet' }, { timeout: 60_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' });
    expect(
      within(dialog).getByText(/the RPC URL in Settings is not on this computer/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sandbox/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Connected wallet/ })).toBeNull();
    // A non-loopback RPC is never asked.
    expect(
      vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => String(url).startsWith('https://rpc.example.com')),
    ).toEqual([]);
  }, 120_000);
});
