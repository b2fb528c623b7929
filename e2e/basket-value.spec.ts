// A basket's value line on its page: after deposits and a withdrawal, the value per basket token
// now equals what the test computes itself from the chain (the holdings its state records, the
// supply) and the sandbox's price history; the events are on the line; the chart reads by keyboard.
import { PublicKey } from '@solana/web3.js';
import { formatUsd } from '../src/ui/format';
import { expect, test } from './fixtures';
import { basketNow } from './support/basket-past';
import { USDC } from './support/chain';
import { sandboxWithdrawals } from './support/sandbox-index';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

/** The sandbox's last past price of each mint (its DefiLlama-shaped chart, one point at now). */
async function lastPrices(apiUrl: string, mints: string[]): Promise<Map<string, number>> {
  const now = Math.floor(Date.now() / 1000);
  const coins = mints.map((m) => `solana:${m}`).join(',');
  const res = await fetch(`${apiUrl}/chart/${coins}?end=${now}&span=1&period=1h`);
  const body = (await res.json()) as { coins: Record<string, { prices: { price: number }[] }> };
  return new Map(mints.map((m) => [m, body.coins[`solana:${m}`]?.prices[0]?.price ?? NaN]));
}

test('the value line ends at chain holdings × prices, with the basket’s events', async ({ app, page, chain, sandbox, wallet, given }) => {
  const basket = await given.createdBasket({ symbol: 'VALUE' });
  const mint = new PublicKey(basket.mint);
  const supply = async () => BigInt((await chain.connection.getTokenSupply(mint)).value.amount);
  const usdcBefore = await chain.balance(USDC);
  for (const amount of [100, 50]) {
    const before = await supply();
    await given.command('deposit', { basket: basket.address, amount });
    await expect.poll(supply, { timeout: 30_000 }).toBeGreaterThan(before);
  }
  // What the deposits took from the wallet: $150 less the deposit fee, which came back to it as
  // the basket's creator.
  const paid = Number(usdcBefore - (await chain.balance(USDC))) / 1e6;
  const beforeWithdraw = await supply();
  await given.command('withdraw', { basket: basket.address, amount: 30 });
  await expect.poll(supply, { timeout: 30_000 }).toBeLessThan(beforeWithdraw);
  // The keeper then moves the withdrawn share out of the vaults (into the claim's escrow).
  await expect
    .poll(async () => (await sandboxWithdrawals(sandbox.apiUrl, wallet.address))[0]?.status, {
      timeout: 30_000,
    })
    .toBe('ready');

  // The test's own value per basket token: what the basket's state account records it holds
  // (every basket's tokens sit together in the program's token accounts, so no balance is this
  // basket's alone) × the sandbox's last past prices / the supply.
  const now = await basketNow(sandbox.rpcUrl, basket.address);
  const prices = await lastPrices(sandbox.apiUrl, [...now.holdings.keys()]);
  const expected =
    [...now.holdings].reduce(
      (sum, [held, amount]) => sum + (Number(amount) / 10 ** (now.tokenDecimals.get(held) ?? NaN)) * (prices.get(held) ?? NaN),
      0,
    ) /
    (Number(now.supply) / 10 ** now.decimals);
  expect(expected).toBeGreaterThan(0);

  await app.goto(`/baskets/${basket.address}`);
  const card = page.getByRole('region', { name: 'Value over time' });
  await expect(card.getByRole('status').filter({ hasText: /^7D: / })).toBeVisible({
    timeout: 30_000,
  });
  const chart = card.getByRole('slider', { name: 'Value per basket token, 7D' });
  await chart.focus();
  await page.keyboard.press('End');
  // The slider reads out the last point once it has rendered the key's move.
  const shown = async () => {
    const reading = (await chart.getAttribute('aria-valuetext')) ?? '';
    return Number(/Value per basket token \$([\d.,]+)/.exec(reading)?.[1]?.replace(/,/g, ''));
  };
  await expect.poll(async () => Math.abs((await shown()) - expected)).toBeLessThanOrEqual(0.00005 + 1e-9);
  // The deposits (basket tokens minted) and the withdrawal (burned) are marked, and said.
  const summary = await chart.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${summary}"]`)).toContainText('2 × Deposit');
  await expect(page.locator(`[id="${summary}"]`)).toContainText('1 × Withdrawal');
  // The return of each range is shown; with the sandbox's prices flat since it started, none moves
  // by more than the deposit fee.
  await expect(card.getByRole('definition').first()).toHaveText(/%$/);

  // The wallet's own position on the same range: its basket tokens — held, and the 30 withdrawn
  // and not yet claimed — × that value per basket token, beside the USDC its deposits took
  // (nothing taken out yet). It is the connected wallet's.
  await app.connectWallet();
  const tokens = Number(await chain.balance(basket.mint)) / 10 ** now.decimals + 30;
  const yours = card.getByRole('slider', { name: 'Your position, 7D' });
  // Read at the last point each time: a key's reading stays as it was when the key was pressed.
  const reading = async () => {
    await yours.focus();
    await page.keyboard.press('End');
    return (await yours.getAttribute('aria-valuetext')) ?? '';
  };
  const worth = async () => Number(/Your position \$([\d.,]+)/.exec(await reading())?.[1]?.replace(/,/g, ''));
  // Cents, from a value per basket token known to 0.00005 (above).
  await expect.poll(async () => Math.abs((await worth()) - tokens * expected)).toBeLessThanOrEqual(0.005 + tokens * 0.00005 + 1e-9);
  expect(await reading()).toContain(`Put in less taken out ${formatUsd(paid)}`);
});

// The chart's library is a chunk of its own (docs/look.md): when it does not download, the chart
// says so and Try again draws it once the network is back; the page stays.
test('a value chart whose code did not download says so, and Try again draws it', async ({ app, page, given }) => {
  const basket = await given.demoBasket();
  const library = /\/assets\/lightweight-charts[^/]*\.js$/;
  await page.route(library, (route) => route.abort('internetdisconnected'));
  await app.goto(`/baskets/${basket.address}`);
  const card = page.getByRole('region', { name: 'Value over time' });
  const notice = card.getByRole('status').filter({ hasText: 'The chart could not be drawn' });
  await expect(notice).toContainText('Its code did not download');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(basket.symbol ?? '');

  await page.unroute(library);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toBeHidden();
  await expect(card.locator('.line-chart[data-chart-state="drawn"]')).toBeVisible();
});
