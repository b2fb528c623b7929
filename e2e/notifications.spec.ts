// Notifications (toasts) must be as accessible as the pages under them. Hovering a toast pauses
// its timer, so axe sees it however slowly this machine runs.
import { expect, test, TEST_WALLET_NAME } from './fixtures';

test.use({ axeAfterEach: false }); // each test runs axe itself while its toast is on screen

test('the notification after saving settings has no accessibility violations', async ({
  app,
  page,
  axe,
}) => {
  await app.goto('/settings');
  await page.getByLabel('Explorer').selectOption({ label: 'Solscan' });
  await page.getByRole('button', { name: 'Save settings' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await toast.hover();
  await expect(toast).toContainText('Settings saved');
  await axe.expectNoViolations();
});

test('the notification after a declined connection has no accessibility violations', async ({
  app,
  page,
  wallet,
  axe,
}) => {
  await app.goto('/');
  wallet.rejectNext();
  const dialog = await app.openConnectDialog();
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await toast.hover();
  await expect(toast).toBeVisible();
  await axe.expectNoViolations();
});
