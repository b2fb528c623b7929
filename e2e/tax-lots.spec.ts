// The demo wallet's tax lots on a sandbox started in the past (sandbox/seed/history.ts: six months
// of deposits, single-asset deposits, partial withdrawals and redemptions at prices that moved).
// Each disposal's realized gain, each open lot's cost and unrealized gain, and each year's total
// equal what the test computes itself from the chain and the price API (support/own-lots.ts),
// first in first out and at the average cost; the year's CSV holds the same figures.
import type { Page } from '@playwright/test';
import { formatUsd } from '../src/ui/format';
import { sandboxDemoKeypair } from '../src/wallet/sandboxDemoKey';
import { expect, test } from './fixtures';
import { gainWords, matchOwn, ownLots, type OwnMatch } from './support/own-lots';
import { demoBasket } from './support/sandbox-index';
import { csvRows } from './support/signed-history';

test.use({ sandboxHistory: true, walletKeypair: sandboxDemoKeypair() });

/** The row whose transaction link names `signature`. */
const rowOf = (page: Page, caption: string, signature: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^Transaction ${signature} `) }) });

async function expectFigures(page: Page, label: string, own: OwnMatch, perToken: number, decimals: number) {
  for (const [signature, gain] of own.gains) {
    const row = rowOf(page, `Disposals of ${label}`, signature);
    // Columns after the date: what, basket tokens, proceeds, cost basis, realized gain.
    await expect(row.getByRole('cell').nth(4), `the gain of ${signature}`).toHaveText(
      gain === undefined ? /^Unknown: / : gainWords(gain, formatUsd),
    );
  }
  for (const lot of own.open) {
    const row = rowOf(page, `Open lots of ${label}`, lot.paidIn);
    const cells = row.getByRole('cell');
    // Columns after the date: how, tokens, left, cost, cost of what is left, unrealized gain.
    await expect(cells.nth(4), `the cost left of ${lot.paidIn}`).toHaveText(lot.cost === undefined ? /^Unknown/ : formatUsd(lot.cost));
    if (lot.cost !== undefined) {
      const unrealized = (Number(lot.remaining) / 10 ** decimals) * perToken - lot.cost;
      await expect(cells.nth(5)).toHaveText(gainWords(unrealized, formatUsd));
    }
  }
}

test('lots and gains equal the test’s own, FIFO and average, and in the CSV', async ({ app, page, sandbox, wallet }) => {
  test.setTimeout(240_000);
  const basket = await demoBasket(sandbox.apiUrl);
  const own = await ownLots(sandbox.rpcUrl, sandbox.apiUrl, wallet.address, basket.mint);
  // The seed's wallet: several deposits, partial withdrawals among its disposals.
  expect(own.lots.length).toBeGreaterThanOrEqual(3);
  expect(own.disposals.length).toBeGreaterThanOrEqual(2);
  const prices = (await (await fetch(`${sandbox.apiUrl}/price/v3?ids=${basket.mint}`)).json()) as Record<string, { usdPrice: number }>;
  const perToken = prices[basket.mint]?.usdPrice ?? NaN;

  await app.gotoConnected('/tax-lots');
  const label = 'SOLBLUE';
  await expect(page.getByRole('table', { name: `Disposals of ${label}` })).toBeVisible({ timeout: 90_000 });
  const fifo = matchOwn(own, 'fifo');
  await expectFigures(page, label, fifo, perToken, own.decimals);

  // The year's total, and its CSV: the sells' gains add up to it; each lot's cost is its row's basis.
  const years = page.getByRole('table', { name: 'Realized gains by year' });
  const byYear = new Map<number, number>();
  for (const d of own.disposals) {
    const year = new Date(d.time * 1000).getUTCFullYear();
    byYear.set(year, (byYear.get(year) ?? 0) + (fifo.gains.get(d.signature) ?? NaN));
  }
  for (const [year, total] of byYear) {
    await expect(years.getByRole('row', { name: new RegExp(`^${year} `) })).toContainText(gainWords(total, formatUsd));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${year} CSV` }).click();
    const text = await (await download).path().then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
    const [header = [], ...rows] = csvRows(text);
    const col = (name: string) => header.indexOf(name);
    const sells = rows.filter((r) => r[col('Type')] === 'sell');
    const csvGain = sells.reduce((sum, r) => sum + Number(r[col('Gain (USD)')]), 0);
    expect(csvGain).toBeCloseTo(total, 1);
    for (const lot of own.lots.filter((l) => new Date(l.time * 1000).getUTCFullYear() === year)) {
      const row = rows.find((r) => r[col('Type')] === 'buy' && r[col('Transaction ID')] === lot.paidIn);
      expect(row, `the CSV's row of the lot paid in ${lot.paidIn}`).toBeDefined();
      expect(Number(row?.[col('Cost basis (USD)')])).toBeCloseTo(lot.cost ?? NaN, 2);
    }
    // Each disposal's rows name its transaction, their tokens add up to what left.
    for (const d of own.disposals.filter((x) => new Date(x.time * 1000).getUTCFullYear() === year)) {
      const sent = sells.filter((r) => r[col('Transaction ID')] === d.signature).reduce((s, r) => s + Number(r[col('Sent amount')]), 0);
      expect(sent).toBeCloseTo(Number(d.tokens) / 10 ** own.decimals, 5);
    }
  }

  // The average cost: every token held costs the same.
  await page.getByRole('radio', { name: 'Average cost' }).check();
  await expectFigures(page, label, matchOwn(own, 'average'), perToken, own.decimals);
});
