// The connect dialog lists the hardware wallets (their wallet-adapter packages) beside the Wallet
// Standard wallets it discovers: nothing is loaded from a device library until one is chosen.
import { expect, test, TEST_WALLET_NAME } from './fixtures';

test('Ledger and Trezor are offered with a discovered Wallet Standard wallet; the dialog is accessible', async ({ app, axe, network }) => {
  await app.goto('/');
  const dialog = await app.openConnectDialog();
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Ledger/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Trezor/ })).toBeVisible();
  await axe.expectNoViolations();
  // Listing them reaches no device service (Trezor Connect loads from connect.trezor.io on use).
  expect(network.offending).toEqual([]);
});
