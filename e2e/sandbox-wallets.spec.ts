// The Sandbox burner and demo wallets sign without asking, and the demo wallet's key is public: they
// are offered only when the RPC is the sandbox on this computer — a loopback host answering the
// sandbox's genesis hash (docs/architecture.md, "In-browser wallets"). Here the worker's sandbox,
// on 127.0.0.1 with the Sandbox network chosen, has its getGenesisHash answered with Solana
// mainnet's: a route changes that one answer (the fault), everything else reaches the sandbox.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const SANDBOX_WALLETS = /Sandbox (burner|demo) wallet/;
const BURNER_KEY = 'basketry.sandbox-burner-key.v1';

// A browser with no wallet of its own: the sandbox's are all a first-time user would have.
test.use({ walletInstalled: false });

/** The RPC at `rpcUrl` answers getGenesisHash with Solana mainnet's hash. */
async function rpcSaysMainnet(page: Page, rpcUrl: string): Promise<void> {
  const { origin } = new URL(rpcUrl);
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const body: unknown = route.request().method() === 'POST' ? route.request().postDataJSON() : null;
      const call = typeof body === 'object' && body !== null && 'method' in body && 'id' in body ? body : null;
      if (call?.method !== 'getGenesisHash') return route.fallback();
      return route.fulfill({ json: { jsonrpc: '2.0', id: call.id, result: MAINNET_GENESIS } });
    },
  );
}

test('a loopback RPC of another chain: no sandbox wallet is offered, and the dialog says why', async ({ app, page, sandbox }) => {
  await rpcSaysMainnet(page, sandbox.rpcUrl);
  await app.goto('/');
  await expect(page.getByRole('link', { name: /Network: Sandbox/ })).toBeVisible();
  const funds = page.getByRole('region', { name: 'Test funds' });
  await expect(funds.getByText('Connect a wallet first.', { exact: true })).toBeVisible();

  const dialog = await app.openConnectDialog();
  await expect(dialog).toContainText(
    'The Sandbox burner and demo wallets sign without asking, so they are offered only when the RPC is the sandbox on this computer: the RPC at the address in Settings is another chain.',
  );
  await expect(dialog.getByRole('button', { name: SANDBOX_WALLETS })).toHaveCount(0);
  await expect(funds.getByRole('button', { name: 'Use the demo wallet' })).toHaveCount(0);

  // The same app on the same sandbox, its answer left alone: both are offered.
  await page.unrouteAll({ behavior: 'wait' });
  await app.reload();
  await app.openConnectDialog();
  await expect(dialog.getByRole('button', { name: /Sandbox burner wallet/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Sandbox demo wallet/ })).toBeVisible();
});

test('a burner remembered from before does not reconnect where the RPC is not the sandbox', async ({ app, page, sandbox }) => {
  // wallet-adapter's choice from a last visit: the burner (its name is wallet-adapter's own).
  await page.addInitScript(() => localStorage.setItem('walletName', JSON.stringify('Burner Wallet')));
  await rpcSaysMainnet(page, sandbox.rpcUrl);
  await app.goto('/');
  // Once the check has answered (the dialog says so), nothing connected and no key was made.
  const dialog = await app.openConnectDialog();
  await expect(dialog).toContainText('the RPC at the address in Settings is another chain');
  await expect(page.getByRole('button', { name: /Connected wallet/ })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), BURNER_KEY)).toBeNull();
});
