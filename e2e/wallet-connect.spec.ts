// Connecting a Wallet Standard wallet through the app's own connect dialog.
import { expect, test, TEST_WALLET_NAME } from './fixtures';
import { placesOf, recordPlaces } from './support/places';

test('the test wallet is listed, connects, shows its address and disconnects', async ({ app, wallet }) => {
  await app.goto('/');
  const dialog = await app.openConnectDialog();
  const option = dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) });
  await expect(option).toBeVisible();

  await option.click();
  await expect(dialog).toBeHidden();
  await expect(app.connectedButton()).toBeVisible();
  expect(wallet.calls.connect).toBe(1);
  expect(wallet.connected).toBe(true);

  await app.disconnectWallet();
  expect(wallet.calls.disconnect).toBe(1);
  expect(wallet.connected).toBe(false);
});

test('a declined connection leaves the app disconnected and lets the user try again', async ({ app, wallet }) => {
  await app.goto('/');
  wallet.rejectNext();
  await app.chooseTestWallet();
  await expect(app.connectButton).toBeEnabled();
  expect(wallet.connected).toBe(false);

  await app.connectWallet();
  expect(wallet.calls.connect).toBe(2);
});

test('the connection comes back after a reload without a new prompt, and the header does not move', async ({ app, page, wallet }) => {
  await app.gotoConnected('/');
  wallet.setMode('reject'); // a prompt now would fail the reconnection
  // The header's wallet place, every frame: the stand-in held while the wallet code loads, then
  // the address. A narrower address button once moved everything beside it.
  await recordPlaces(page, 'wallet', '.wallet-slot');
  await app.reload();
  await expect(app.connectedButton()).toBeVisible();
  expect(await placesOf(page, 'wallet')).toHaveLength(1);
});

test('an account switch inside the wallet shows the new address', async ({ app, wallet }) => {
  await app.gotoConnected('/');
  const previous = wallet.address;
  await wallet.switchAccount();
  await expect(app.connectedButton()).toBeVisible();
  await expect(app.connectedButton(previous)).toBeHidden();
});
