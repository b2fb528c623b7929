// The portfolio at past prices, for a new wallet (docs/history.md, "Portfolio (My baskets)"): on a
// sandbox whose clock is held in the past (sandbox/service/clock.ts), the wallet's operations land
// hours apart, each at its hour's prices in the price history, which moved between them. The app's
// row is compared cell by cell, under each column, with the test's own figures (support/
// portfolio-own.ts: its own reading of the chain, nearest-price rule and formatting). An app that
// valued a deposit or a withdrawal at today's price, or at another operation's, shows other figures.
import { expect, test } from './fixtures';
import { JUP, USDC, WSOL } from './support/chain';
import { type Command } from './support/direct';
import { expectPositionRow, grid, ownPosition, walletMoves } from './support/portfolio-own';
import { nearestPrice, sandboxChart } from './price-history';
import { depositStatuses, waitForClaimable } from './support/sandbox-index';

const HOUR = 3600;
test.use({ sandboxStartHoursAgo: 30 });

// Put in, taken out, value now and profit, and the rest of the row.
test('a new wallet’s figures at each operation’s own hour’s prices', async ({ app, page, sandbox, wallet, given }) => {
  test.setTimeout(240_000);
  const user = wallet.address;
  // The hours the operations land at: the clock moves forward to each (minutes past the hour, so
  // the nearest point of the hourly grid is the rule that picks the price).
  const thisHour = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
  const clockAt = (hoursAgo: number, minutes: number) => sandbox.setClock({ at: thisHour - hoursAgo * HOUR + minutes * 60 });

  const basket = await given.createdBasket({
    symbol: 'PAST',
    depositFee: 0, // the wallet is the creator too: its fee would come back to it
    composition: [
      { token: USDC, weight: 20 },
      { token: WSOL, weight: 50 },
      { token: JUP, weight: 30 },
    ],
  });
  const run = (command: Command, body: Record<string, unknown>) => given.command(command, { basket: basket.address, ...body });
  await clockAt(26, 20);
  await run('deposit', { amount: 100 });
  await expect.poll(() => depositStatuses(sandbox.apiUrl, user, basket.address)).toEqual(['complete']);
  await clockAt(20, 40);
  await run('mint', { tokenMint: JUP, amount: 10 });
  await clockAt(14, 10);
  const withdrawAccount = String((await run('withdraw', { amount: 20 })).withdrawAccount);
  await waitForClaimable(sandbox.apiUrl, user, withdrawAccount);
  await clockAt(8, 50);
  await run('claim', { basket: withdrawAccount }); // a claim names the withdraw account
  await clockAt(3, 25);
  await run('burn', { tokenMint: WSOL, amount: 3 });
  await sandbox.setClock({ realTime: true });

  // The prices did move: every token the wallet paid or received other than USDC and the basket's
  // own was worth more than half a percent otherwise at its operation's hour than now, so the
  // figures below cannot be matched by today's prices.
  const moves = await walletMoves(sandbox.rpcUrl, user);
  expect(moves.map((m) => m.kind)).toEqual(['deposit', 'mint', 'claim', 'burn']);
  const now = Math.floor(Date.now() / 1000);
  const window = grid(Math.min(...moves.map((m) => m.time)), now);
  const charts = await sandboxChart(sandbox.apiUrl, [JUP, WSOL], window);
  const today = (await (await fetch(`${sandbox.apiUrl}/price/v3?ids=${JUP},${WSOL}`)).json()) as Record<string, { usdPrice: number }>;
  for (const move of moves) {
    for (const mint of [...move.changes.keys()].filter((m) => m === JUP || m === WSOL)) {
      const then = nearestPrice(charts[mint] ?? [], move.time, window.period);
      expect(then, `${move.kind}: ${mint} priced then`).toBeDefined();
      const ratio = (then ?? 0) / (today[mint]?.usdPrice ?? Number.NaN);
      expect(Math.abs(ratio - 1), `${move.kind}: ${mint} then ÷ now`).toBeGreaterThan(0.005);
    }
  }

  await app.gotoConnected('/baskets');
  const table = page.getByRole('table', { name: 'Positions of this wallet' });
  const row = table.getByRole('row', { name: /PAST/ });
  await expect(row).toBeVisible({ timeout: 60_000 });
  // The deposit is credited and the withdrawal claimed: nothing pending or unclaimed.
  const own = await ownPosition(sandbox, user, basket.mint, { pending: 0, unclaimed: 0 });
  await expectPositionRow(table, row, own);
});
