// Notifications (toasts) must be as accessible as the pages under them. Hovering a toast pauses
// its timer, so axe sees it however slowly this machine runs.
import { expect, test } from './fixtures';

test.use({ axeAfterEach: false }); // each test runs axe itself while its toast is on screen

test('the notification after saving settings has no accessibility violations', async ({ app, page, axe }) => {
  // A busy machine may take longer than a toast's five seconds between the click and the hover:
  // the page's clock stands still from the click until the toast is held.
  await page.clock.install();
  await app.goto('/settings');
  await page.getByLabel('Explorer').selectOption({ label: 'Solscan' });
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Save settings' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await toast.hover();
  await page.clock.resume();
  await expect(toast).toContainText('Settings saved');
  await axe.expectNoViolations();
});

test('the notification after a declined connection has no accessibility violations', async ({ app, page, wallet, axe }) => {
  await app.goto('/');
  wallet.rejectNext();
  await app.chooseTestWallet();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await toast.hover();
  await expect(toast).toBeVisible();
  await axe.expectNoViolations();
});

test('a notification never covers the footer’s Change network link', async ({ app, page, wallet }) => {
  await app.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Change network' });
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 720 });
    wallet.rejectNext();
    await app.chooseTestWallet();
    await expect(app.connectDialog).toBeHidden();
    // Hovering a toast pauses its timer: it stays while the link is checked. The toast rises
    // when the footer scrolls into view, away from the pointer, so it is hovered again there.
    await toast.first().hover();
    await expect(toast.first()).toContainText('connection cancelled');
    await link.scrollIntoViewIfNeeded();
    // What a pointer at the link's centre and corners would hit: the link, not a toast. The toast
    // rises a frame after the scroll and glides there, so this waits for where it comes to rest,
    // hovering it again each time (its clock holds while the pointer is over it).
    await expect
      .poll(
        async () => {
          await toast.first().hover();
          return link.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const points = [
              [box.left + box.width / 2, box.top + box.height / 2],
              [box.left + 1, box.top + 1],
              [box.right - 1, box.bottom - 1],
            ] as const;
            return points.map(([x, y]) => element.contains(document.elementFromPoint(x, y)));
          });
        },
        { message: `the link is clear of the toast at ${width} px` },
      )
      .toEqual([true, true, true]);
    await page.screenshot({ path: `test-results/screens/toast-over-footer-${width}.png` });
    await page.getByRole('button', { name: 'Close toast' }).first().click();
    await expect(toast).toHaveCount(0);
  }
  await link.click();
  await expect(page).toHaveURL(/\/settings$/);
});
