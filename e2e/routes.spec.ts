// Every route: accessible (axe finds nothing), lazily loaded, and talking only to the app's own
// origin and the configured RPC/API (the network guard fixture fails any test that does otherwise).
import type { Locator, Page } from '@playwright/test';
import { expect, ROUTES, test, TEST_WALLET_NAME } from './fixtures';

// These tests run axe themselves, at the moments that matter.
test.use({ axeAfterEach: false });

for (const route of ROUTES) {
  test(`${route} has no accessibility violations`, async ({ app, axe }) => {
    await app.goto(route);
    await axe.expectNoViolations();
  });
}

test('the connect dialog has no accessibility violations', async ({ app, axe }) => {
  await app.goto('/');
  const dialog = await app.openConnectDialog();
  await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible();
  await axe.expectNoViolations();
});

test('the connected wallet menu has no accessibility violations', async ({ app, axe, page }) => {
  await app.gotoConnected('/');
  await app.connectedButton().click();
  await expect(page.getByRole('menu', { name: 'Wallet' })).toBeVisible();
  await axe.expectNoViolations();
});

test('no route requests a host other than the app and its configured RPC/API', async ({ app, network, baseURL }) => {
  for (const route of ROUTES) await app.goto(route);
  await app.connectWallet();
  // The guard saw the app's own files, so an empty "offending" list means something.
  expect(network.requests.some((url) => url.startsWith(`${baseURL}/assets/`))).toBe(true);
  expect(network.offending).toEqual([]);
});

/** Same-origin scripts the page loaded. */
async function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname),
  );
}

test('each route loads its own code on demand', async ({ app, page }) => {
  // /claim and /claim/:account are one page; so are /mint and /burn (one page, two directions).
  const pageOf = (route: string) => (route.startsWith('/claim') ? '/claim' : route === '/burn' ? '/mint' : route);
  const loaded = new Map<string, Set<string>>();
  for (const route of ROUTES) {
    await app.goto(route);
    const scripts = loaded.get(pageOf(route)) ?? new Set<string>();
    for (const script of await scriptsOf(page)) scripts.add(script);
    loaded.set(pageOf(route), scripts);
  }
  for (const [route, scripts] of loaded) {
    const elsewhere = new Set([...loaded].filter(([other]) => other !== route).flatMap(([, s]) => [...s]));
    const own = [...scripts].filter((script) => !elsewhere.has(script));
    expect(own, `${route} should load a chunk no other route loads`).not.toEqual([]);
  }
});

test('the header holds the places a person comes to, in one row on a desktop', async ({ app, page }) => {
  await app.goto('/deposit');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main' });
  const badge = header.getByRole('link', { name: /^Network:/ });
  // Operations on a basket open from where the basket is (its page, a position, a claim).
  const places = ['Explore', 'Portfolio', 'Create', 'Activity', 'Settings'];

  /** Each of brand, links, network and wallet overlaps the navigation's band: one row. */
  async function expectOneRow(wallet: Locator, label: string) {
    await expect(nav.getByRole('link')).toHaveText(places);
    const row = (await nav.boundingBox())!;
    for (const [name, part] of [
      ['brand', header.getByRole('link', { name: 'Basketry' })],
      ['network badge', badge],
      ['wallet button', wallet],
    ] as const) {
      const box = (await part.boundingBox())!;
      expect(box.y, `${name} ${label}`).toBeLessThan(row.y + row.height);
      expect(box.y + box.height, `${name} ${label}`).toBeGreaterThan(row.y);
    }
  }

  // 1024 px: the narrowest window that shows the navigation unfolded (it folds below 64rem).
  const widths = [1024, 1280];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 720 });
    // "Connect wallet" is wider than the connected address.
    await expectOneRow(header.getByRole('button', { name: 'Connect wallet' }), `at ${width} px`);
  }
  await app.connectWallet();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 720 });
    await expectOneRow(app.connectedButton(), `at ${width} px, connected`);
  }
  await page.screenshot({ path: 'test-results/screens/header-1280.png' });
});

test('on a phone the menu holds the same places', async ({ app, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await app.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link')).toHaveText(['Explore', 'Portfolio', 'Create', 'Activity', 'Settings']);
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore baskets' })).toBeVisible();
  await expect(nav).toBeHidden();
});
