// A first-time user of `npm start`: a fresh browser on a fresh sandbox whose ledger carries the
// demo wallet's six months of history. Choosing "Sandbox demo wallet" in the connect dialog shows
// that wallet's positions (put in, value, profit, each at the prices of its day) and months of
// Activity rows read from the chain; it is still connected after a reload; the burner is still a wallet of its own, which the faucet
// funds, and the empty portfolio's hint switches back to the demo wallet.
import type { Locator, Page } from '@playwright/test';
import { sandboxDemoKeypair } from '../src/wallet/sandboxDemoKey';
import { expect, test } from './fixtures';
import type { AppDriver } from './fixtures/app';
import { placesOf, recordPlaces } from './support/places';
import { expectPositionRow, ownPosition } from './support/portfolio-own';
import { demoBasket } from './support/sandbox-index';

// No injected test wallet: the sandbox's own wallets are what a first-time user has.
test.use({ sandboxHistory: true, walletInstalled: false });

const DEMO = sandboxDemoKeypair().publicKey.toBase58();
const DAY_MS = 86_400_000;

async function chooseWallet(app: AppDriver, name: RegExp): Promise<void> {
  await app.connectDialog.getByRole('button', { name }).click();
  await expect(app.connectDialog).toBeHidden();
}

/** The demo basket's row in the positions table, once the history is read. */
function demoPosition(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Positions of this wallet' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Solana Blue Chips|SOLBLUE/ }) });
}

/** The When column of the Activity table: one date per row. */
async function historyDates(page: Page): Promise<Date[]> {
  const table = page.getByRole('table', { name: 'Basket history of this wallet' });
  const when = await table.getByRole('rowheader').allInnerTexts();
  return when.map((text) => new Date(text.replace(' ', 'T')));
}

test('the demo wallet shows its seeded portfolio and months of history, and stays connected', async ({ app, page, sandbox }) => {
  test.setTimeout(180_000);
  await app.goto('/baskets');
  await expect(page.getByText(/Try the demo wallet/)).toBeVisible();

  await app.openConnectDialog();
  await expect(app.connectDialog.getByRole('button', { name: /Sandbox burner wallet/ })).toBeVisible();
  await chooseWallet(app, /Sandbox demo wallet/);
  await expect(app.connectedButton(DEMO)).toBeVisible();

  // The portfolio: the demo basket's row, cell by cell under its column, as the test computes it
  // from the chain and the price API (support/portfolio-own.ts): the seed's deposits, single-asset
  // deposits, claims and redemptions months apart, each at the price of its own day — an app that
  // valued them at today's prices shows other figures. Every withdrawal is claimed and every deposit
  // credited by the seed (sandbox/seed/history.ts): nothing pending or unclaimed.
  const row = demoPosition(page);
  await expect(row).toBeVisible({ timeout: 60_000 });
  const basket = await demoBasket(sandbox.apiUrl);
  const own = await ownPosition(sandbox, DEMO, basket.mint, { pending: 0, unclaimed: 0 });
  await expectPositionRow(page.getByRole('table', { name: 'Positions of this wallet' }), row, own);
  await expect(page.getByText(/Try the demo wallet/)).toBeHidden();

  // Activity: deposits, withdrawals, claims and redemptions, spread over months in the past.
  await page.getByRole('link', { name: 'Activity', exact: true }).first().click();
  const table = page.getByRole('table', { name: 'Basket history of this wallet' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  for (const operation of ['Deposit', 'Withdraw', 'Claim', 'Single-asset redeem']) {
    await expect(table.getByRole('cell', { name: operation, exact: true }).first(), `an Activity row of ${operation}`).toBeVisible();
  }
  await expect.poll(async () => (await historyDates(page)).length).toBeGreaterThanOrEqual(20);
  const dates = await historyDates(page);
  const times = dates.map((d) => d.getTime());
  expect(times.every((t) => Number.isFinite(t))).toBe(true);
  const oldest = Math.min(...times);
  const newest = Math.max(...times);
  expect(Date.now() - oldest, 'the oldest row is months old').toBeGreaterThan(150 * DAY_MS);
  expect(newest - oldest, 'the rows span months').toBeGreaterThan(120 * DAY_MS);
  const months = new Set(dates.map((d) => `${d.getFullYear()}-${d.getMonth()}`));
  expect(months.size).toBeGreaterThanOrEqual(5);

  // A reload: still the demo wallet, with its history, without choosing it again — and, while it
  // reconnects, never asked to connect a wallet (every frame from the page's start is watched).
  await recordPlaces(page, 'ask', '.connect-wallet-notice');
  await app.reload();
  await expect(app.connectedButton(DEMO)).toBeVisible();
  await expect(table).toBeVisible({ timeout: 60_000 });
  expect(await placesOf(page, 'ask')).toEqual([]);
  // The same on the portfolio, opened afresh.
  await app.goto('/baskets');
  await expect(demoPosition(page)).toBeVisible({ timeout: 60_000 });
  expect(await placesOf(page, 'ask')).toEqual([]);
});

test('the burner is still a wallet of its own: funded by the faucet; the hint switches back to the demo wallet', async ({ app, page }) => {
  test.setTimeout(180_000);
  await app.goto('/');
  await app.openConnectDialog();
  await chooseWallet(app, /Sandbox burner wallet/);
  const header = page.getByRole('button', { name: /Connected wallet/ });
  await expect(header).toContainText('Sandbox burner wallet');
  const burner = await header.getAttribute('title');
  expect(burner).toBeTruthy();
  expect(burner).not.toBe(DEMO);

  await page.getByRole('button', { name: 'Get test funds' }).click();
  await expect(page.getByText('Test funds received')).toBeVisible({ timeout: 60_000 });

  // Its portfolio is empty; the hint there offers the demo wallet, and switching connects it.
  await app.goto('/baskets');
  await expect(page.getByText('No positions yet: deposit into a basket to start one.')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Use the demo wallet' }).click();
  await expect(app.connectedButton(DEMO)).toBeVisible();
  await expect(demoPosition(page)).toBeVisible({ timeout: 60_000 });

  // And back: the burner keeps the key it had.
  await app.connectedButton(DEMO).click();
  await page.getByRole('menuitem', { name: 'Change wallet' }).click();
  await chooseWallet(app, /Sandbox burner wallet/);
  await expect(header).toHaveAttribute('title', burner ?? '');
});

test('on a first visit the home page offers the demo wallet, and one button connects it', async ({ app, page }) => {
  await app.goto('/');
  const funds = page.getByRole('region', { name: 'Test funds' });
  await expect(funds).toContainText('Try the demo wallet: six months of history');
  await funds.getByRole('button', { name: 'Use the demo wallet' }).click();
  await expect(app.connectedButton(DEMO)).toBeVisible();
  await expect(funds.getByRole('button', { name: 'Use the demo wallet' })).toBeHidden();
});
