// The demo basket's factsheet on a sandbox started in the past (sandbox/seed/history.ts: six months
// of deposits, withdrawals, single-asset trades and rebalances at prices that moved). Its monthly
// returns, best and worst month and largest drawdown equal what the test computes itself: the
// basket's holdings after each of its transactions worked back from its state (support/
// basket-past.ts), valued with the sandbox's past prices over the window the chart's All asks for,
// month by month in UTC (docs/reports.md, "The factsheet").
import { windowCovering, windowTimes } from '../src/priceHistory/windows';
import { formatChange } from '../src/ui/format';
import { expect, test } from './fixtures';
import { nearestPrice, sandboxChart } from './price-history';
import { quietDemoBasketPast, type After } from './support/basket-past';

test.use({ sandboxHistory: true });

interface Value {
  time: number;
  value: number;
}

/** The line over All as the test reads it: grid times, each transaction's time and now. */
async function ownLine(apiUrl: string, after: readonly After[], now: number): Promise<Value[]> {
  const first = after[0]?.time ?? now;
  const window = windowCovering(Math.max(3600, now - first), now);
  const grid = windowTimes(window);
  const lastGrid = grid.at(-1) ?? now;
  const mints = [...new Set(after.flatMap((a) => [...a.holdings.keys()]))];
  const prices = await sandboxChart(apiUrl, mints, window);
  const times = [...new Set([...grid, ...after.map((a) => a.time).filter((t) => t <= now), now])]
    .filter((t) => t >= (grid[0] ?? Infinity))
    .sort((a, b) => a - b);
  const line: Value[] = [];
  for (const time of times) {
    const step = after.filter((a) => a.time <= time).at(-1);
    if (!step || step.supply <= 0) continue;
    // Past the grid's last point, that last price (at most a step old).
    const within = time > lastGrid ? time - lastGrid + window.period / 2 : window.period / 2;
    let total = 0;
    for (const [mint, amount] of step.holdings) {
      if (amount === 0) continue;
      const price = nearestPrice(prices[mint] ?? [], time, within);
      if (price === undefined) throw new Error(`no price of ${mint} near ${time}`);
      total += amount * price;
    }
    line.push({ time, value: total / step.supply });
  }
  return line;
}

const monthStart = (year: number, month: number) => Date.UTC(year, month, 1) / 1000;
const lastAtOrBefore = (line: readonly Value[], time: number) => line.filter((p) => p.time <= time).at(-1);

test('monthly returns, best and worst month and drawdown equal the test’s own', async ({ app, page, sandbox }) => {
  test.setTimeout(240_000);
  const { basket, past } = await quietDemoBasketPast(sandbox);
  const line = await ownLine(sandbox.apiUrl, past.after, Date.now() / 1000);
  expect(line.length).toBeGreaterThan(100);

  // Month by month: each month's last value over the month before's (the first month from the
  // line's first point).
  const months: { key: string; year: number; month: number; change: number; partial: boolean }[] = [];
  const first = line[0] ?? { time: 0, value: 0 };
  let before = first;
  const start = new Date(first.time * 1000);
  for (
    let y = start.getUTCFullYear(), m = start.getUTCMonth();
    monthStart(y, m) <= (line.at(-1)?.time ?? 0);
    m === 11 ? ((m = 0), y++) : m++
  ) {
    const end = lastAtOrBefore(line, monthStart(m === 11 ? y + 1 : y, (m + 1) % 12) - 1);
    if (!end) continue;
    if (end.time > before.time) {
      months.push({
        key: `${y}-${String(m + 1).padStart(2, '0')}`,
        year: y,
        month: m,
        change: end.value / before.value - 1,
        partial: before === first && first.time > monthStart(y, m),
      });
    }
    before = end;
  }
  expect(months.length).toBeGreaterThanOrEqual(6);
  const best = [...months].sort((a, b) => b.change - a.change)[0];
  const worst = [...months].sort((a, b) => a.change - b.change)[0];
  let peak = first;
  let drawdown = { depth: 0, peak: 0, trough: 0 };
  for (const p of line) {
    if (p.value > peak.value) peak = p;
    if (p.value / peak.value - 1 < drawdown.depth) drawdown = { depth: p.value / peak.value - 1, peak: peak.time, trough: p.time };
  }
  expect(drawdown.depth).toBeLessThan(0);

  await app.goto(`/baskets/${basket.address}`);
  const card = page.getByRole('region', { name: 'Factsheet' });
  const table = card.getByRole('table', { name: 'Monthly returns of SOLBLUE' });
  await expect(table).toBeVisible({ timeout: 90_000 });
  const words = (m: { change: number; partial: boolean }) => `${formatChange(m.change)}${m.partial ? '†' : ''}`;
  for (const m of months) {
    // Columns after the year: January … December.
    const cell = table
      .getByRole('row', { name: new RegExp(`^${m.year} `) })
      .getByRole('cell')
      .nth(m.month);
    await expect(cell, m.key).toHaveText(words(m));
  }
  const figure = (term: string) => card.locator(`dt:text-is("${term}") + dd`);
  const day = (time: number) => new Date(time * 1000).toISOString().slice(0, 10);
  if (best && worst) {
    await expect(figure('Best month')).toHaveText(`${words(best)} (${best.key})`);
    await expect(figure('Worst month')).toHaveText(`${words(worst)} (${worst.key})`);
  }
  await expect(figure('Largest drawdown')).toContainText(
    `${formatChange(drawdown.depth)}, from the high of ${day(drawdown.peak)} to ${day(drawdown.trough)}`,
  );
  // Its age, from its createBasket's block time.
  const created = past.after[0]?.time ?? 0;
  await expect(figure('Age')).toHaveText(`${Math.floor((Date.now() / 1000 - created) / 86_400)} days (created ${day(created)})`);
});
