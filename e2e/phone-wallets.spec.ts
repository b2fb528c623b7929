// A phone's browser without a wallet (docs/wallets.md, "Phones"): on Android the connect dialog
// offers the wallet app through the Mobile Wallet Adapter; on an iPhone, where nothing can reach a
// wallet app, it offers to open the same page inside Phantom, Solflare or Backpack.
import { expect, test } from './fixtures';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('Android', () => {
  test.use({ walletInstalled: false, userAgent: ANDROID_CHROME });

  test('the dialog offers the phone’s wallet app by the Mobile Wallet Adapter, no install advice', async ({ app, axe }) => {
    await app.goto('/');
    const dialog = await app.openConnectDialog();
    const available = dialog.getByRole('list', { name: 'Available wallets' });
    const option = available.getByRole('button', { name: /^Wallet app on this phone/ });
    await expect(option).toContainText('Opens the wallet app installed here (Mobile Wallet Adapter)');
    await expect(dialog.getByText(/choose Wallet app on this phone/)).toBeVisible();
    await expect(dialog.getByText(/Install a Solana wallet/)).toHaveCount(0);
    await axe.expectNoViolations();
  });
});

test.describe('iPhone', () => {
  test.use({ walletInstalled: false, userAgent: IPHONE_SAFARI });

  test('the dialog offers this very page in Phantom, Solflare and Backpack', async ({ app, page, given }) => {
    const { address: basket } = await given.demoBasket();
    await app.goto(`/deposit?basket=${basket}`);
    const dialog = await app.openConnectDialog();
    await expect(dialog.getByText(/Safari and other iPhone browsers cannot reach a wallet app/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Mobile Wallet Adapter|Wallet app on this phone/ })).toHaveCount(0);
    const here = page.url();
    const url = encodeURIComponent(here);
    const ref = encodeURIComponent(new URL(here).origin);
    const links = dialog.getByRole('list', { name: 'Open this page in a wallet app' }).getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute('href', `https://phantom.app/ul/browse/${url}?ref=${ref}`);
    await expect(links.nth(1)).toHaveAttribute('href', `https://solflare.com/ul/v1/browse/${url}?ref=${ref}`);
    await expect(links.nth(2)).toHaveAttribute('href', `https://backpack.app/ul/v1/browse/${url}?ref=${ref}`);
    await expect(links.nth(0)).toHaveText(/Open in Phantom/);
    expect(here).toContain(`basket=${basket}`);
  });
});
