// Word when something happens (docs/reports.md): a deposit whose basket tokens the automation
// mints a while later, the person meanwhile on another page of the app. The mint raises a toast
// there and an entry in the header's inbox, read from the chain with no server. This browser
// refused notifications: the inbox works all the same and says how to allow them.
import { expect, test } from './fixtures';
import { depositThroughUi } from './support/ui';

/** The mint comes after the person has left the deposit's page (the real service: up to 3 min). */
const KEEPER_DELAY_MS = 25_000;

test.use({ sandboxKeeperDelayMs: KEEPER_DELAY_MS, walletFunded: true });

test('a deposit’s mint raises a toast and an inbox entry on another page', async ({ app, page, given }) => {
  test.setTimeout(180_000);
  // Fault injection: the browser refused notifications for this site.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  const basket = await given.demoBasket();
  await app.gotoConnected('/deposit');
  await depositThroughUi(page, basket.address, '12.5', { untilSent: true });

  // Elsewhere in the app, by its own link: the app keeps running, the page is another.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore baskets' })).toBeVisible();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText(/^Basket tokens arrived: [\d.,]+ SOLBLUE$/)).toBeVisible({ timeout: KEEPER_DELAY_MS + 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Explore baskets' })).toBeVisible();

  // The inbox keeps it, unread, with where to look.
  const inbox = page.getByRole('button', { name: 'Inbox, 1 unread' });
  await inbox.click();
  const panel = page.getByRole('region', { name: 'Inbox' });
  const entry = panel.getByRole('list', { name: 'Notices' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name: /^Basket tokens arrived: / })).toHaveAttribute('href', `/baskets/${basket.address}`);
  await expect(entry).toContainText('The service minted them for your deposit into SOLBLUE.');
  // Refused: how to allow them, and nothing asked of the browser.
  await expect(panel).toContainText('Browser notifications are blocked for this site. To allow them, open the site’s settings');
  await expect(panel.getByRole('button', { name: 'Allow browser notifications' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Inbox', exact: true })).toBeVisible();
  // Escape closes the panel and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inbox', exact: true })).toBeFocused();
});
