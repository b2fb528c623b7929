// Screenshots that guard the look: the main pages at a phone's and a desktop's width, light and
// dark, compared with the images in e2e/screenshots/ (at most 2 pixels may differ, so a changed
// character fails: playwright.config.ts; the last test shows it).
// The data is the same on every run: a sandbox of this spec's own (the seed's demo basket), a
// wallet with a fixed key that deposited and withdrew a fixed amount, the browser's clock fixed.
// What truly differs between runs is masked: addresses the service or the sandbox draws at random,
// the sandbox's ports, and times read from the chain (its clock is the real one).
// Updating an image is a deliberate step: docs/screenshots.md.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { Keypair } from '@solana/web3.js';
import { expect, test } from './fixtures';
import type { AppDriver } from './fixtures/app';
import { depositDirectly, runDirectly } from './support/direct';
import { demoBasket, depositStatuses, waitForClaimable, type IndexedBasket } from './support/sandbox-index';
import { fillCreateBasket } from './support/ui';

const WALLET = Keypair.fromSeed(createHash('sha256').update('basketry screenshots').digest());
const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;
/** The browser's clock: dates the page makes itself (not the chain's) read the same every run. */
const CLOCK = new Date('2026-03-02T10:00:00Z');

test.use({ sandboxOfItsOwn: true, walletKeypair: WALLET, axeAfterEach: false });
// Four full-page images a test, each shot until two in a row agree: slow on a busy machine.
test.setTimeout(180_000);
test.describe.configure({ mode: 'serial' });

let demo: IndexedBasket;

// Once per worker, before any page: the wallet's funds, a position in the demo basket and a
// withdrawal waiting to be claimed, so every page below shows the same things whichever run.
test.beforeAll(async ({ sandbox }) => {
  demo = await demoBasket(sandbox.apiUrl);
  const user = WALLET.publicKey.toBase58();
  await sandbox.fund(user);
  await depositDirectly(sandbox, WALLET, demo, 100);
  // The basket buys its tokens after the mint: the withdrawal comes after, or the value shown
  // depends on which the keeper did first.
  await expect.poll(() => depositStatuses(sandbox.apiUrl, user, demo.address), { timeout: 60_000 }).toEqual(['complete']);
  const withdrawn = await runDirectly(sandbox, WALLET, 'withdraw', {
    user,
    basket: demo.address,
    amount: 10,
  });
  await waitForClaimable(sandbox.apiUrl, user, withdrawn.withdrawAccount as string);
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(CLOCK);
});

/** What varies from run to run on any page: the sandbox's address in the footer. */
function alwaysMasked(page: Page): Locator[] {
  return [page.getByRole('contentinfo').getByText(/^http:\/\/127\.0\.0\.1:\d+$/)];
}

/** The value of a `<dt>term</dt><dd>…</dd>` pair. */
const fact = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

/**
 * A chart's reading (a value at the sandbox's real-clock prices, masked) wraps onto one or two
 * lines at 375 px from run to run: one height for it, so the page under it stays put.
 */
const steadyChartReading = (page: Page) => page.addStyleTag({ content: '.line-chart__reading { height: 3em; overflow: hidden; }' });

/** A history table's times (the chain's clock) and transaction signatures. */
const historyCells = (table: Locator) => table.locator('tbody tr > :first-child, tbody tr > :last-child');

/**
 * The page at each width, in each theme (the system's setting, which the app follows), compared
 * with `<name>-<width>-<theme>.png`.
 */
/** A style the basket page's shots take (support/factsheet-frame-only.css): see 'a basket page'. */
const FACTSHEET_FRAME_ONLY = fileURLToPath(new URL('./support/factsheet-frame-only.css', import.meta.url));

async function expectLook(page: Page, name: string, mask: Locator[] = [], stylePath?: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page).toHaveScreenshot(`${name}-${width}-${theme}.png`, {
        // A ceiling for a loaded machine, not a measure: in one CI run a capture of activity did
        // not come back within the 15 s every other expectation gets; run again, it matched in 3 s.
        timeout: 60_000,
        fullPage: true,
        mask: [...alwaysMasked(page), ...mask],
        ...(stylePath ? { stylePath } : {}),
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The home page with the wallet's balances read; the balances table, and what its shots mask. */
async function openHome(app: AppDriver, page: Page): Promise<{ balances: Locator; mask: Locator[] }> {
  await app.goto('/');
  await app.connectWallet();
  const balances = page.getByRole('table', { name: 'Your balances on the sandbox' });
  // The demo basket's tokens, off the verified set: named with their mint, which the service draws
  // at random (docs/token-names.md).
  await expect(balances.getByRole('row', { name: /^SOLBLUE · / })).toBeVisible();
  return { balances, mask: [balances.locator('.token-words__mint')] };
}

test('home', async ({ app, page }) => {
  const { mask } = await openHome(app, page);
  await expectLook(page, 'home', mask);
});

test('explore', async ({ app, page }) => {
  await app.goto('/explore');
  await expect(page.getByRole('link', { name: 'Solana Blue Chips' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^\$/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Baskets' });
  await expect(table.getByRole('cell', { name: /^[−+]?[\d.,]+%$/ })).toHaveCount(3);
  await expectLook(page, 'explore', [
    table.locator('code'),
    // The returns: the sandbox's price history runs on the real clock, so they move by the hour.
    table.locator('td:nth-child(n + 3):nth-child(-n + 5)'),
  ]);
});

test('a basket page', async ({ app, page }) => {
  await app.goto(`/baskets/${demo.address}`);
  await app.connectWallet();
  await expect(page.getByRole('heading', { level: 2, name: 'Composition' })).toBeVisible();
  // Both lines drawn: the basket's value, and the demo wallet's position over the same range.
  await expect(page.getByRole('slider', { name: 'Your position, 7D' })).toBeVisible();
  await expect(page.locator('.line-chart[data-chart-state="drawn"]')).toHaveCount(2);
  await steadyChartReading(page);
  // The keeper's two rebalances and two mints (the seed's deposit and this wallet's): the log's
  // length is the page's height.
  await expect(page.getByRole('link', { name: /The whole log of SOLBLUE \(4\)/ })).toBeVisible({ timeout: 60_000 });
  // The position's figures, read from the wallet's history with the basket: shot while it still
  // read "Reading your history…", the card was shorter and everything under it higher.
  await expect(fact(page, 'Put in')).toHaveText('$100.00');
  await expectLook(
    page,
    'basket',
    [
      // Drawn at random by the sandbox and the service: the addresses, the creator's key.
      fact(page, 'Basket address'),
      fact(page, 'Creator'),
      fact(page, 'Basket token'),
      page.getByRole('main').locator('.lead code'),
      // The chain's clock: when the basket last changed, its history, the value line's time axis.
      fact(page, 'Last updated'),
      historyCells(page.getByRole('table', { name: /Your transactions with this basket/ })),
      // The keeper's address (each sandbox draws its own key) in "Signed by …".
      page.getByRole('table', { name: /Your transactions with this basket/ }).getByRole('code'),
      // The value line and its returns: the sandbox's price history runs on the real clock, so
      // the figures move by the hour and the time axis with the chain's clock.
      page.locator('.basket-value__returns dd'),
      page.locator('.basket-value__note[role="status"]'),
      page.locator('.line-chart'),
      // The sandbox's port, in the note under the line that names where past prices come from.
      page.locator('.basket-value__method'),
      // The app server's port, in the share link and the Blink.
      page.getByRole('region', { name: 'Share this basket' }).locator('code'),
      // The keeper's trades: times on the chain's clock, values at the real-clock prices.
      page.getByRole('table', { name: /Latest rebalances and mints/ }),
    ],
    // The factsheet's figures come from the value line over All, at the sandbox's real-clock prices:
    // which of them can be known (a month's return or "no two points a month apart") changes the
    // card's height from run to run. Its own spec checks them (factsheet.spec); here its frame shows.
    // The share links, as long as the random address, keep a line each (the stylesheet says why).
    FACTSHEET_FRAME_ONLY,
  );
});

test('create, with its review', async ({ app, page }) => {
  await app.goto('/create');
  await app.connectWallet();
  await fillCreateBasket(page, {
    symbol: 'LOOK',
    name: 'The look of a basket',
    rows: [
      ['USDC', '60'],
      ['wSOL', '40'],
    ],
  });
  await expect(page.getByRole('status').filter({ hasText: /^Replayed USDC 60%/ })).toBeVisible();
  // The replay's figures and chart: the sandbox's price history runs on the real clock, so they
  // move by the hour.
  await steadyChartReading(page);
  await expectLook(page, 'create', [
    // The sandbox's port, in the backtest's sentence that names where prices come from.
    page.locator('.backtest__note').first(),
    page.locator('.backtest__figures dd'),
    page.locator('.backtest .line-chart'),
  ]);
  await page.getByRole('button', { name: 'Review' }).click();
  // Shot once every step's simulation has answered ("Confirm and sign" is on then).
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeEnabled();
  await expectLook(page, 'create-review', [
    // Each request names new accounts from a fresh random seed (as the real service does).
    fact(page, 'New accounts'),
    // Opening the basket token account for the fresh mint searches its address's bump seed: the
    // units that costs differ with the address.
    page.getByRole('region', { name: '2. Set up the composition' }).getByText(/^Used [\d,]+ compute units\.$/),
  ]);
});

test('deposit', async ({ app, page }) => {
  await app.goto(`/deposit?basket=${demo.address}`);
  await app.connectWallet();
  await expect(page.getByText(/Balance: [\d.,]+ USDC/)).toBeVisible();
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('25');
  await expect(page.getByText(/you receive about/)).toBeVisible();
  // The demo basket's address: the service draws it at random.
  await expectLook(page, 'deposit', [
    page.getByRole('combobox', { name: 'Choose a basket' }),
    page.getByRole('textbox', { name: /Basket address/ }),
  ]);
});

test('portfolio', async ({ app, page }) => {
  await app.goto('/baskets');
  await app.connectWallet();
  await expect(page.getByRole('table', { name: 'Positions of this wallet' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending claims' })).toBeVisible();
  // "Worth now" counts the claim not yet made: beside it, where the $10 more than the table is.
  await expect(page.getByRole('group', { name: 'All your positions' })).toContainText(
    'Worth now$99.30basket tokens $89.30 + unclaimed $10.00',
  );
  await expectLook(page, 'portfolio', [
    fact(page, 'Basket address'),
    // The withdraw account (a fresh seed) names the claim; the first deposit's day is the chain's.
    // The claim's title row, not the title: its width follows the address's letters (two runs'
    // masks differed by 3 px).
    page.getByRole('list', { name: 'Pending claims' }).getByRole('heading').locator('..'),
    page.getByRole('table', { name: 'Positions of this wallet' }).locator('tbody td:last-child'),
  ]);
});

test('activity', async ({ app, page }) => {
  await app.goto('/activity');
  await app.connectWallet();
  const history = page.getByRole('table', { name: 'Basket history of this wallet' });
  await expect(history.getByRole('row')).toHaveCount(4);
  // The keeper's address (each sandbox draws its own key) in "Signed by …, the service's automation".
  await expectLook(page, 'activity', [historyCells(history), history.getByRole('code')]);
});

// The comparison sees one character: the home page at 1280 px, light, with one digit of a figure
// changed in the DOM (the demo basket's value, $89.30 -> $89.80: 6 pixels differ, as few as any
// one-character change measured, docs/screenshots.md) no longer matches its image. Under the old
// bound in playwright.config.ts this test failed at the `.not` line.
test('a changed figure fails its screenshot', async ({ app, page }) => {
  const { balances, mask } = await openHome(app, page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const shot = { fullPage: true, mask: [...alwaysMasked(page), ...mask] };
  const value = balances
    .getByRole('row', { name: /^SOLBLUE · / })
    .getByRole('cell')
    .last();
  await expect(value).toHaveText('$89.30');
  await expect(page).toHaveScreenshot('home-1280-light.png', shot);
  await value.evaluate((cell) => {
    cell.textContent = '$89.80';
  });
  await expect(value).toHaveText('$89.80');
  await expect(page).not.toHaveScreenshot('home-1280-light.png', shot);
  // The bound this suite had, 0.1 % of the image's pixels (2,735 here), lets the change through
  // unnoticed: the same comparison under it passes.
  await expect(page).toHaveScreenshot('home-1280-light.png', { ...shot, maxDiffPixels: undefined, maxDiffPixelRatio: 0.001 });
  await expect(value).toHaveText('$89.80');
});
