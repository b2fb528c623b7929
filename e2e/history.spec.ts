// The history follows the wallet, not the browser: one wallet creates a basket, deposits (the
// service credits its basket tokens), deposits a single asset, withdraws, claims and redeems a
// single asset; a fresh browser context of the same wallet shows the same rows with the amounts
// the chain shows, every transaction the wallet signed with its fee (the chain's own list), the
// CSV holds them, and the portfolio's figures are what the chain and the sandbox's prices give.
import type { Page } from '@playwright/test';
import { formatBaseUnits } from '../src/solana/amounts';
import { expect, test } from './fixtures';
import { JUP, USDC, WSOL } from './support/chain';
import { type Command } from './support/direct';
import { expectPositionRow, ownPosition } from './support/portfolio-own';
import { depositStatuses, waitForClaimable } from './support/sandbox-index';
import { expectEverySignedTransaction, signedTransactions } from './support/signed-history';

const DECIMALS: Record<string, number> = { [USDC]: 6, [JUP]: 6, [WSOL]: 9 };
const SYMBOLS: Record<string, string> = { [USDC]: 'USDC', [JUP]: 'JUP', [WSOL]: 'wSOL' };

function historyRow(page: Page, operation: string) {
  return page
    .getByRole('table', { name: 'Basket history of this wallet' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: operation, exact: true }) });
}

test('another browser of the wallet shows its history, CSV and portfolio', async ({ chain, sandbox, wallet, anotherBrowser, given }) => {
  test.setTimeout(300_000);
  const user = wallet.address;
  await given.funds();
  const balances = async (mints: string[]) =>
    Object.fromEntries(await Promise.all(mints.map(async (m) => [m, await chain.balance(m, user).catch(() => 0n)]))) as Record<
      string,
      bigint
    >;

  // --- The operations, each signed with the wallet's key; what each moved, read from the chain.
  const basket = await given.createdBasket({
    symbol: 'HIST',
    // No deposit fee: the wallet is the basket's creator too, and its fee would come back to it
    // in the credit's transaction.
    depositFee: 0,
    composition: [
      { token: USDC, weight: 20 },
      { token: WSOL, weight: 50 },
      { token: JUP, weight: 30 },
    ],
  });
  const tokens = [USDC, WSOL, JUP, basket.mint];
  DECIMALS[basket.mint] = 6;
  SYMBOLS[basket.mint] = 'HIST';
  const moved: Record<string, Record<string, bigint>> = {};
  const step = async (name: string, run: () => Promise<unknown>) => {
    const before = await balances(tokens);
    await run();
    const after = await balances(tokens);
    moved[name] = Object.fromEntries(tokens.map((m) => [m, (after[m] ?? 0n) - (before[m] ?? 0n)]));
  };
  // Each command for this wallet on this basket, signed with the wallet's key.
  const run = (command: Command, body: Record<string, unknown>) => given.command(command, { basket: basket.address, ...body });
  await step('deposit+credit', async () => {
    await run('deposit', { amount: 100 });
    await expect.poll(() => depositStatuses(sandbox.apiUrl, user, basket.address)).toEqual(['complete']);
  });
  await step('mint', () => run('mint', { tokenMint: JUP, amount: 10 }));
  let withdrawAccount = '';
  await step('withdraw', async () => {
    withdrawAccount = String((await run('withdraw', { amount: 20 })).withdrawAccount);
  });
  await waitForClaimable(sandbox.apiUrl, user, withdrawAccount);
  // A claim names the withdraw account where the others name the basket.
  await step('claim', () => run('claim', { basket: withdrawAccount }));
  await step('burn', () => run('burn', { tokenMint: WSOL, amount: 3 }));
  const words = (mint: string, amount: bigint) =>
    `${formatBaseUnits(amount < 0n ? -amount : amount, DECIMALS[mint] ?? 6)} ${SYMBOLS[mint]}`;
  const m = (name: string, mint: string) => moved[name]?.[mint] ?? 0n;

  // --- A fresh browser context of the same wallet: nothing of it was ever in this browser.
  const { app } = await anotherBrowser({ keypair: wallet.keypair });
  const { page } = app;
  await app.gotoConnected('/activity');
  await expect(page.getByRole('status').filter({ hasText: /rows?, read from the chain/ })).toBeVisible({
    timeout: 60_000,
  });
  const expected: [string, string[], string[]][] = [
    ['Create', [], []],
    ['Deposit', [words(USDC, m('deposit+credit', USDC))], []],
    ['Basket tokens credited', [], [words(basket.mint, m('deposit+credit', basket.mint))]],
    ['Single-asset deposit', [words(JUP, m('mint', JUP))], [words(basket.mint, m('mint', basket.mint))]],
    ['Withdraw', [words(basket.mint, m('withdraw', basket.mint))], []],
    ['Claim', [], [USDC, WSOL, JUP].filter((t) => m('claim', t) !== 0n).map((t) => words(t, m('claim', t)))],
    ['Single-asset redeem', [words(basket.mint, m('burn', basket.mint))], [words(WSOL, m('burn', WSOL))]],
  ];
  for (const [operation, paid, received] of expected) {
    const row = historyRow(page, operation);
    await expect(row, operation).toHaveCount(1);
    for (const text of [...paid, ...received]) await expect(row, operation).toContainText(text);
    await expect(row).toContainText('Confirmed');
    await expect(row.getByRole('link', { name: /^Transaction .* on Solana Explorer/ })).toBeVisible();
  }

  // Every transaction the wallet signed — a create's three, the claim's account step among them —
  // is a row with its fee, in the table and the CSV; the steps sit under their operation.
  const signed = await signedTransactions(sandbox.rpcUrl, user);
  expect(signed).toHaveLength(expected.length - 1 + 3); // the credit is the service's; + 2 create steps, + 1 claim step
  const [header = [], ...lines] = await expectEverySignedTransaction(page, signed);
  expect(lines).toHaveLength(expected.length + 3);
  const operationAt = header.indexOf('Operation');
  for (const [operation, paid, received] of expected) {
    const line = lines.find((cells) => cells[operationAt] === operation);
    expect(line, operation).toBeDefined();
    for (const text of [...paid, ...received]) expect(line?.join(',')).toContain(text);
  }
  const steps = lines.filter((cells) => cells[header.indexOf('Step of')] !== '');
  expect(steps.map((cells) => cells[operationAt]).sort()).toEqual(
    ['Claim: token accounts checked, none missing', 'Create: token accounts opened', 'Create: weights recorded'].sort(),
  );
  // The credit the wallet did not sign says who did.
  await expect(historyRow(page, 'Basket tokens credited')).toContainText(/Signed by .+, the service’s automation/);

  // Filters: one basket, one operation.
  // The claim and its account step.
  await page.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Claim' });
  await expect(page.getByRole('table', { name: 'Basket history of this wallet' }).getByRole('row')).toHaveCount(3);

  // --- The portfolio: figures from the chain and the sandbox's prices, today's and past.
  await app.goto('/baskets');
  const row = page.getByRole('table', { name: 'Positions of this wallet' }).getByRole('row', { name: /HIST/ });
  await expect(row).toBeVisible({ timeout: 60_000 });
  // Cell by cell under each column, as the test computes them itself from the chain and the price
  // API (support/portfolio-own.ts: its own reading of the transactions, nearest-price rule and
  // formatting). The deposit is credited and the withdrawal claimed: nothing pending or unclaimed.
  const own = await ownPosition(sandbox, user, basket.mint, { pending: 0, unclaimed: 0 });
  await expectPositionRow(page.getByRole('table', { name: 'Positions of this wallet' }), row, own);
  // The position opens the rows behind it.
  await page.getByText('History of HIST').first().click(); // the disclosure's summary
  await expect(page.getByRole('table', { name: 'History of HIST' }).getByRole('row')).toHaveCount(1 + expected.length + 3);
  // The creator's view: the basket this wallet created, its holders and its deposits by month.
  const created = page.getByRole('region', { name: 'Baskets you created' });
  const card = created.getByRole('region', { name: 'Created: HIST' });
  await expect(card.getByRole('definition').nth(2)).toHaveText('1', { timeout: 30_000 }); // holders
  const month = card.getByRole('table', { name: 'Deposits and withdrawals of HIST by month' });
  await expect(month.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await expect(month.getByRole('row').nth(1)).toContainText('100 USDC');
  // Its name reads from the table's left edge, as every table's does: centred over a table wider
  // than its frame, a phone showed only its first letter at the frame's far edge.
  const captionIndent = () =>
    month.evaluate((table) => {
      const caption = table.querySelector('caption');
      if (!caption) return Number.NaN;
      const text = document.createRange();
      text.selectNodeContents(caption);
      return text.getBoundingClientRect().left - table.getBoundingClientRect().left;
    });
  await expect.poll(captionIndent).toBeCloseTo(0, 0);
});

test('at 375 px the home page with every token priced, Activity and the portfolio fit the screen', async ({ app, page, given }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const basket = await given.demoBasket({ funded: true });
  await given.command('deposit', { basket: basket.address, amount: 25 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  await app.gotoConnected('/');
  const balances = page.getByRole('table', { name: 'Your balances on the sandbox' });
  // Every sandbox token priced: the Value (USD) column is there, with a price in each row.
  await expect(balances.getByRole('columnheader', { name: 'Value (USD)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(balances.getByRole('cell', { name: '—' })).toHaveCount(0);
  expect(await fits()).toBe(true);
  // Each token's name under its symbol: the balances and their values are in view as they are,
  // with no frame to scroll (a frame that scrolls is a keyboard stop named by the table).
  await expect(page.getByRole('group', { name: 'Your balances on the sandbox' })).toHaveCount(0);

  await app.goto('/activity');
  const history = page.getByRole('table', { name: 'Basket history of this wallet' });
  await expect(history).toBeVisible({ timeout: 60_000 });
  expect(await fits()).toBe(true);
  // The When column leaves the operations room: its date and its time take a line each, and the
  // time element carries the instant (the deposit above, made within this test's minutes).
  const when = history.getByRole('rowheader').first().locator('time');
  await expect(when).toBeVisible();
  const [date, time] = await Promise.all([when.locator('span').first().boundingBox(), when.locator('span').last().boundingBox()]);
  expect(time?.y ?? 0).toBeGreaterThanOrEqual((date?.y ?? 0) + (date?.height ?? 0));
  const instant = Date.parse((await when.getAttribute('datetime')) ?? '');
  expect(Math.abs(Date.now() - instant)).toBeLessThan(180_000);

  await app.goto('/baskets');
  await expect(page.getByRole('table', { name: 'Positions of this wallet' })).toBeVisible({
    timeout: 60_000,
  });
  expect(await fits()).toBe(true);
});
