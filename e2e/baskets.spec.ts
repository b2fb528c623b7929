// The portfolio on the sandbox: a basket the wallet holds tokens of (but did not create) is listed
// with the balance the chain reports and the actions a holder has; where no market prices the
// basket token, the position is worth its share of what the basket holds; the basket's page says
// what the wallet put in and made there; on a phone, the totals are said in short above the table.
import { PublicKey } from '@solana/web3.js';
import { formatTokenAmount } from '../src/solana/amounts';
import { formatUsd } from '../src/ui/format';
import { expect, test } from './fixtures';
import { basketNow } from './support/basket-past';
import { holdRequests } from './support/held-requests';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('a basket the wallet holds is listed with its on-chain balance and holder actions', async ({ app, page, chain, given }) => {
  // The demo basket's tokens, bought by a deposit and minted by the keeper.
  const { basket: demo, held } = await given.heldTokens(20);
  const { decimals } = (await chain.connection.getTokenSupply(new PublicKey(demo.mint))).value;

  await app.gotoConnected('/baskets');
  const card = page.getByRole('region', { name: /^SOLBLUE/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('You hold its token')).toBeVisible();
  await expect(card.locator('dt:text-is("Your basket tokens") + dd')).toHaveText(`${formatTokenAmount(held, decimals)} SOLBLUE`);
  await expect(card.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', `/withdraw?basket=${demo.address}`);
  // Not its creator: no edit or metadata actions.
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Set metadata' })).toHaveCount(0);
});

test('where no market prices the basket token, a position is worth its share of the holdings', async ({ app, page, sandbox, given }) => {
  const { basket: demo, held } = await given.heldTokens(20);
  // As Jupiter answers for a token it does not list: the basket token has no entry (the sandbox
  // would price it at its NAV), its holdings' tokens keep theirs.
  await page.route(
    (url) => url.pathname === '/price/v3',
    async (route) => {
      const response = await route.fetch();
      const prices = (await response.json()) as Record<string, unknown>;
      delete prices[demo.mint];
      await route.fulfill({ response, json: prices });
    },
  );
  // The test's own figure: the wallet's basket tokens × (what the basket's state records it holds
  // × the sandbox's prices now) / the supply, all read now.
  const expected = async () => {
    const basket = await basketNow(sandbox.rpcUrl, demo.address);
    const mints = [...basket.holdings.keys()];
    const prices = (await (await fetch(`${sandbox.apiUrl}/price/v3?ids=${mints.join(',')}`)).json()) as Record<
      string,
      { usdPrice: number }
    >;
    let total = 0;
    for (const [mint, amount] of basket.holdings)
      total += (Number(amount) / 10 ** (basket.tokenDecimals.get(mint) ?? NaN)) * (prices[mint]?.usdPrice ?? NaN);
    const perToken = total / (Number(basket.supply) / 10 ** basket.decimals);
    return formatUsd((Number(held) / 10 ** basket.decimals) * perToken);
  };

  await app.gotoConnected('/baskets');
  const position = page.getByRole('table', { name: 'Positions of this wallet' }).getByRole('row', { name: /SOLBLUE/ });
  // Its cells: Basket tokens, then Value now.
  const valueNow = position.getByRole('cell').nth(1);
  await expect(valueNow).toHaveText(/^\$[\d,.]+$/, { timeout: 30_000 });
  await expect.poll(async () => (await valueNow.textContent()) === (await expected())).toBe(true);
  await expect(position.getByRole('cell').nth(6)).toHaveText(/^[−+]?\$[\d,.]+$/); // profit
  // The card under "Your baskets" says the same.
  const card = page.getByRole('region', { name: /^SOLBLUE/ });
  await expect(card.locator('dt:text-is("Position value") + dd')).toHaveText((await valueNow.textContent()) ?? '');
});

test('a basket’s page says what the wallet put in, took out and made there', async ({ app, page, axe, given }) => {
  const { basket: demo } = await given.heldTokens(20);
  // The wallet's history is held back at first: the card says it is reading it.
  const history = await holdRequests(
    page,
    () => true,
    (body) => body.includes('getSignaturesForAddress'),
  );
  await app.gotoConnected(`/baskets/${demo.address}`);
  const card = page.getByRole('region', { name: 'Your position' });
  const fact = (term: string) => card.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Put in')).toHaveText('Reading your history with this basket…');
  await axe.expectNoViolations();
  history.release();
  await expect(fact('Put in')).toHaveText('$20.00', { timeout: 30_000 });
  await expect(fact('Taken out')).toHaveText('$0');
  await expect(fact('Pending deposits')).toHaveText('$0');
  await expect(fact('Unclaimed withdrawals')).toHaveText('$0');
  // Profit = what it is worth now − the 20 USDC put in, and that as a share of them (the page's
  // worth is rounded to the cent, so within it).
  await expect(fact('Value now')).toHaveText(/^\$[\d,.]+$/);
  const worth = Number(((await fact('Value now').textContent()) ?? '').replace(/[$,]/g, ''));
  await expect(fact('Profit')).toHaveText(/^[−+]\$[\d,.]+ \([−+][\d.]+\s%\)$/);
  const [, sign, usd, percentSign, percent] =
    /^([−+])\$([\d,.]+) \(([−+])([\d.]+)\s%\)$/.exec((await fact('Profit').textContent()) ?? '') ?? [];
  const profit = (sign === '−' ? -1 : 1) * Number(usd?.replace(/,/g, ''));
  expect(Math.abs(profit - (worth - 20))).toBeLessThanOrEqual(0.01);
  const share = (percentSign === '−' ? -1 : 1) * Number(percent);
  expect(Math.abs(share - ((worth - 20) / 20) * 100)).toBeLessThanOrEqual(0.05);
});

test('on a phone the portfolio says in short what the positions are worth, what went in and the profit', async ({ app, page, given }) => {
  await given.heldTokens(20);
  // A small phone's screen (an iPhone SE's).
  await page.setViewportSize({ width: 375, height: 667 });
  await app.gotoConnected('/baskets');
  const summary = page.getByRole('group', { name: 'All your positions' });
  const fact = (term: string) => summary.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Put in')).toHaveText('$20.00', { timeout: 30_000 });
  await expect(fact('Taken out')).toHaveText('$0');
  // The answer in the first screen, above the words that define it: no scrolling down.
  await expect(summary).toBeInViewport({ ratio: 1 });
  // The same figures as the table's totals, which the phone shows only by scrolling sideways.
  const totals = page
    .getByRole('table', { name: 'Positions of this wallet' })
    .getByRole('row', { name: /^Total/ })
    .getByRole('cell');
  await expect(totals.nth(1)).toHaveText(/^\$[\d,.]+$/); // value now (nothing pending or unclaimed)
  const text = async (cell: number) => (await totals.nth(cell).textContent()) ?? '';
  // Both sides read afresh at each try: they follow the same reads.
  await expect
    .poll(async () => {
      const summary = `${await fact('Worth now').textContent()} | ${await fact('Profit').textContent()}`;
      const table = `${await text(1)} | ${await text(6)} (${await text(7)})`;
      return summary === table ? 'the same' : `${summary} ≠ ${table}`;
    })
    .toBe('the same');
  // Nothing pending or unclaimed, all read: "Worth now" is the tokens' value, no parts under it.
  await expect(summary.getByRole('definition')).toHaveCount(4);
  // In view without scrolling sideways.
  const box = await fact('Profit').boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
});

test('on a phone a basket’s page shows the wallet’s position before the basket’s addresses', async ({ app, page, given }) => {
  const { basket } = await given.heldTokens(20);
  await page.setViewportSize({ width: 375, height: 667 });
  await app.gotoConnected(`/baskets/${basket.address}`);
  const position = page.getByRole('region', { name: 'Your position' });
  const fact = (term: string) => position.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Value now')).toHaveText(/^\$[\d,.]+$/);
  // What the returning depositor asks, in the first screen: no scrolling past the addresses.
  await expect(fact('Value now')).toBeInViewport({ ratio: 1 });
});
