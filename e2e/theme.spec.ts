// The theme: it follows the system's light or dark setting, Settings' "Theme" keeps a choice, and
// the choice is on the page before its first paint (index.html's inline script, allowed by the
// build's CSP), with no flash of the other theme.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's background as the browser paints it. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// tokens.css: --color-bg, light and dark.
const LIGHT_BG = 'rgb(246, 247, 249)';
const DARK_BG = 'rgb(15, 18, 23)';

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the app is dark until Settings chooses Light, which is kept from the first paint on', async ({ app, page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    await app.goto('/');
    expect(await background(page)).toBe(DARK_BG);

    await app.goto('/settings');
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    await theme.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => background(page)).toBe(LIGHT_BG);

    // A new visit: the static shell, before the app's code has run, is light already.
    await page.goto('/explore', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    // The stylesheet blocks the first paint: the first background it gives is what that paint
    // shows (before it arrives the body has none, transparent, on a busy machine for a while).
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)');
    expect(await background(page)).toBe(LIGHT_BG);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await app.goto('/settings');
    await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
    await theme.getByRole('radio', { name: 'System' }).check();
    await expect.poll(() => background(page)).toBe(DARK_BG);
    await app.reload();
    expect(await background(page)).toBe(DARK_BG);
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(blocked).toEqual([]);
  });
});

test('on a device set to light, Settings can choose Dark', async ({ app, page }) => {
  await app.goto('/settings');
  expect(await background(page)).toBe(LIGHT_BG);
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
  await expect.poll(() => background(page)).toBe(DARK_BG);
  await app.goto('/');
  expect(await background(page)).toBe(DARK_BG);
});
