// The create form's backtest on the sandbox's price history: a two-token draft's total return equals
// the test's own replay of the same past prices, changes when a weight changes, and a token without
// enough history is named on screen.
import type { Page } from '@playwright/test';
import { KNOWN_TOKENS } from '../src/solana/tokens';
import { expect, test } from './fixtures';
import { ownReplay, readChange, sandboxChart, windowFor } from './price-history';
import { fillComposition } from './support/ui';

const mint = (symbol: string) => KNOWN_TOKENS.find((t) => t.symbol === symbol)?.mint ?? '';

/** The value of a `<dt>term</dt><dd>…</dd>` pair (as create.spec.ts reads its facts). */
function figure(page: Page, term: string) {
  return page.locator(`dt:text-is("${term}") + dd`);
}

async function expectReplayed(page: Page, apiUrl: string, weights: Record<string, number>, days: number, since: number) {
  const backtest = page.getByRole('region', { name: /Backtest/ });
  await expect(backtest.getByRole('status')).toHaveText(/^Replayed /, { timeout: 30_000 });
  await expect(backtest.getByRole('slider', { name: `Simulated value over ${days} days` })).toBeVisible();
  const shown = readChange(await figure(page, 'Total return').innerText());
  // The app's window is a multiple of its step: the one of the moment it asked, or the one before
  // when a step boundary passed meanwhile.
  const candidates = [windowFor(days, since), windowFor(days)];
  const expected = await Promise.all(
    candidates.map(async (window) => ownReplay(await sandboxChart(apiUrl, Object.keys(weights), window), weights, 3600, 300)),
  );
  expect(expected.some((value) => Math.abs(value - shown) <= 0.00005 + 1e-9)).toBe(true);
  return shown;
}

test('a two-token draft’s backtest equals the test’s own replay and follows a weight change', async ({ app, page, sandbox }) => {
  const since = Date.now() / 1000;
  await app.goto('/create');
  await fillComposition(page, [
    ['wSOL', '60'],
    ['JUP', '40'],
  ]);
  const backtest = page.getByRole('region', { name: /Backtest/ });
  await expect(backtest).toContainText('A simulation on past prices, not a forecast.');
  await backtest.getByRole('radio', { name: '30 days' }).check();
  const first = await expectReplayed(page, sandbox.apiUrl, { [mint('wSOL')]: 60, [mint('JUP')]: 40 }, 30, since);

  await page.getByRole('textbox', { name: 'Weight 1 (%)' }).fill('20');
  await page.getByRole('textbox', { name: 'Weight 2 (%)' }).fill('80');
  await expect
    .poll(async () => readChange(await figure(page, 'Total return').innerText()), {
      timeout: 30_000,
    })
    .not.toBe(first);
  await expectReplayed(page, sandbox.apiUrl, { [mint('wSOL')]: 20, [mint('JUP')]: 80 }, 30, since);

  // The chart reads by keyboard: Home goes to the first point, whose change is 0%.
  const chart = backtest.getByRole('slider', { name: 'Simulated value over 30 days' });
  // The pointer away from the plot first: the reading follows a hovering pointer (the library
  // reports it again when it redraws), which would move it off the point the keys chose.
  await page.mouse.move(0, 0);
  await chart.focus();
  await page.keyboard.press('Home');
  await expect(chart).toHaveAttribute('aria-valuenow', '0');
  await expect(chart).toHaveAttribute('aria-valuetext', /This composition 0%/);
});

test('a token with too little history is named and left out of a year’s backtest', async ({ app, page }) => {
  await app.goto('/create');
  await fillComposition(page, [
    ['wSOL', '50'],
    ['WIF', '50'],
  ]);
  const backtest = page.getByRole('region', { name: /Backtest/ });
  await backtest.getByRole('radio', { name: '365 days' }).check();
  await expect(backtest.getByRole('list', { name: 'Tokens without enough history' })).toContainText(
    /WIF has prices only since .*, less than half of the 365 days: left out/,
    { timeout: 30_000 },
  );
  await expect(backtest.getByRole('status')).toHaveText('Replayed wSOL 100%.');
  // Over 30 days WIF has every price: nothing to name.
  await backtest.getByRole('radio', { name: '30 days' }).check();
  await expect(backtest.getByRole('status')).toHaveText('Replayed wSOL 50%, WIF 50%.', {
    timeout: 30_000,
  });
  await expect(backtest.getByRole('list', { name: 'Tokens without enough history' })).toHaveCount(0);
});
