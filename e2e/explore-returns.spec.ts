// Explore's return columns on the sandbox: baskets of different tokens, each holding what a deposit
// bought, sorted by their 7-day return; each shown return equals the test's own: the basket's
// holdings (as the sandbox reports them) at the sandbox's past prices a week apart.
import { KNOWN_TOKENS } from '../src/solana/tokens';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { readChange, sandboxChart, windowFor } from './price-history';
import { indexedBasket } from './support/sandbox-index';

const mint = (symbol: string) => KNOWN_TOKENS.find((t) => t.symbol === symbol)?.mint ?? '';

test('explore sorts the baskets shown by their 7-day return, each as the test computes it', async ({ app, page, sandbox, given }) => {
  test.setTimeout(150_000);
  const compositions = {
    RJUP: [
      { token: mint('USDC'), weight: 20 },
      { token: mint('JUP'), weight: 80 },
    ],
    RBONK: [
      { token: mint('USDC'), weight: 20 },
      { token: mint('BONK'), weight: 80 },
    ],
  };
  const created: { address: string; symbol: string }[] = [];
  for (const [symbol, composition] of Object.entries(compositions)) {
    const basket = await given.createdBasket({ symbol, composition });
    await given.command('deposit', { basket: basket.address, amount: 100 });
    await expect
      .poll(async () => (await indexedBasket(sandbox.apiUrl, basket.address)).holdings.filter((h) => h.amount > 0).length, {
        timeout: 30_000,
      })
      .toBe(2);
    created.push({ address: basket.address, symbol });
  }
  const since = Date.now() / 1000;

  await app.goto('/explore');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({
    label: '7-day return (rows shown, highest first)',
  });
  const table = page.getByRole('table', { name: 'Baskets' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const weekly = () => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? ''));
  // Both created baskets listed and every figure settled (an empty table settles nothing).
  for (const { symbol } of created) await expect(rows.filter({ hasText: symbol })).toHaveCount(1);
  await expect.poll(async () => (await weekly()).every((text) => text !== '…'), { timeout: 30_000 }).toBe(true);
  const shown = await weekly();
  const known = shown.filter((text) => text !== 'Unknown').map(readChange);
  expect(known.length).toBeGreaterThanOrEqual(2);
  expect([...known].sort((a, b) => b - a)).toEqual(known);
  expect(shown.slice(known.length).every((text) => text === 'Unknown')).toBe(true);

  // Each created basket's figure is its holdings at the last and first prices of the week's window.
  for (const { address, symbol } of created) {
    const view = await indexedBasket(sandbox.apiUrl, address);
    const held = view.holdings.filter((h) => h.amount > 0);
    const row = rows.filter({ hasText: symbol });
    const text = await row.evaluate((tr) => tr.querySelectorAll('td')[2]?.textContent ?? '');
    const candidates = await Promise.all(
      [windowFor(7, since), windowFor(7)].map(async (window) => {
        const prices = await sandboxChart(
          sandbox.apiUrl,
          held.map((h) => h.mint),
          window,
        );
        const end = window.start + (window.span - 1) * window.period;
        const at = (m: string, t: number) => prices[m]?.find((p) => p.timestamp === t)?.price ?? NaN;
        const value = (t: number) => held.reduce((sum, h) => sum + h.amount * at(h.mint, t), 0);
        return value(end) / value(window.start) - 1;
      }),
    );
    const figure = readChange(text);
    expect(candidates.some((c) => Math.abs(c - figure) <= 0.00005 + 1e-9)).toBe(true);
  }
});

test('the figure columns keep their place whatever the figures say, up to the longest they allow', async ({ app, page }) => {
  await app.goto('/explore');
  const table = page.getByRole('table', { name: 'Baskets' });
  // The demo basket's value held has arrived (its returns may stay unknown).
  await expect(table.getByRole('cell', { name: /^\$/ }).first()).toBeVisible({ timeout: 30_000 });
  // On a desktop and on a phone, where the table is wider than the screen and scrolls sideways: a
  // column squeezed to its figure's own width would move the ones after it as the figures change.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByText(/^More columns: scroll sideways/)).toBeVisible({ visible: width < 400 });
    await expectColumnsKeepTheirPlace(table);
  }
});

/**
 * Where each column is, then the same with every figure as long as its column promises
 * (ExplorePage.css), then with every figure unknown: the same places each time. The cells keep the
 * last texts written (a second call starts from every figure unknown).
 */
async function expectColumnsKeepTheirPlace(table: Locator): Promise<void> {
  // In one task, so nothing renders in between.
  const { before, longest, unknown } = await table.evaluate((element) => {
    const boxes = () =>
      Array.from(element.querySelectorAll('thead th'), (th) => {
        const box = th.getBoundingClientRect();
        return { name: th.textContent, left: box.left, width: box.width };
      });
    const showEverywhere = (value: string, change: string) => {
      for (const td of Array.from(element.querySelectorAll('tbody td'))) {
        const index = Array.from(td.parentElement?.children ?? []).indexOf(td);
        if (index === 1) td.textContent = value;
        if (index > 1 && index < 5) td.textContent = change;
      }
      return boxes();
    };
    const before = boxes();
    return {
      before,
      longest: showEverywhere('$9,999,999.99', '+999.99%'),
      unknown: showEverywhere('Unknown', 'Unknown'),
    };
  });
  expect(before.map((column) => column.name)).toEqual(['Basket', 'Value held', '24h', '7d', '30d', 'Composition', 'Creator']);
  expect(longest).toEqual(before);
  expect(unknown).toEqual(before);
}
