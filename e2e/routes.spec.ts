// Every route: accessible (axe finds nothing), lazily loaded, and talking only to the app's own
// origin and the configured RPC/API (the network guard fixture fails any test that does otherwise).
import type { Locator, Page } from '@playwright/test';
import { expect, ROUTES, test, TEST_WALLET_NAME } from './fixtures';

// These tests run axe themselves, at the moments that matter.
test.use({ axeAfterEach: false });

// One page walks every route by the app's own navigation, checking each as soon as its page shows
// (before its reads answer), and reports every route's violations, not only the first's. Each route's
// page load is in the code test below.
test('every route has no accessibility violations', async ({ app, axe }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  await app.goto(ROUTES[0]);
  for (const route of ROUTES) {
    await app.navigate(route);
    await axe
      .expectNoViolations()
      .catch((error: unknown) => found.push(`${route}: ${error instanceof Error ? error.message : String(error)}`));
  }
  expect(found.join('\n\n'), 'routes with accessibility violations').toBe('');
});

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

// Each route from a page load of its own (a link or bookmark to it); then the wallet's code. The
// guard saw the app's own files, so an empty "offending" list means something.
test('each route loads cold, its own code on demand, and no host but the app and RPC/API', async ({ app, page, network, baseURL }) => {
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
  await app.connectWallet();
  expect(network.requests.some((url) => url.startsWith(`${baseURL}/assets/`))).toBe(true);
  expect(network.offending, 'requests to a host other than the app and its configured RPC/API').toEqual([]);
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
