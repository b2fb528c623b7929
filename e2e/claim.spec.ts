// Claim through the UI on the sandbox: the inbox lists the wallet's withdrawal, the two-step claim
// runs, and the underlying tokens arrive — checked on chain.
import { SETTINGS_STORAGE_KEY } from '../src/settings/storage';
import { formatUsd } from '../src/ui/format';
import { expect, test } from './fixtures';
import { USDC, WSOL } from './support/chain';
import { sandboxTokens, waitForClaimable, withdrawalUnits } from './support/sandbox-index';
import { holdRequests } from './support/held-requests';
import { DESKTOP, screenshotWidths } from './support/screens';
import { claimThroughUi, confirmReview, depositThroughUi, timelineStep, withdrawThroughUi } from './support/ui';

test('claim a withdrawal from the inbox: both steps run, the assets arrive', async ({ app, page, chain, sandbox, wallet, axe, given }) => {
  const { withdrawal: ready } = await given.claimableWithdrawal({ deposit: 30, withdraw: 10 });
  const account = ready.address;
  const tokens = await sandboxTokens(sandbox.apiUrl);
  const expected = await withdrawalUnits(sandbox.apiUrl, ready);
  const before = await chain.balances(expected.keys());

  await app.gotoConnected('/claim');
  // The inbox's own entries (each lists its assets in a nested list).
  const entry = page.getByRole('list', { name: 'Pending claims' }).locator(':scope > li');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Ready to claim');
  // What it holds, in words, before claiming.
  const firstAsset = tokens.find((t) => t.mint === ready.assets[0]!.mint)!;
  await expect(entry).toContainText(firstAsset.symbol);
  // And what they are worth today: each asset × the sandbox's Jupiter-shaped price, USDC at $1.
  const worth = async () => {
    const ids = ready.assets.map((a) => a.mint).join(',');
    const prices = (await (await fetch(`${sandbox.apiUrl}/price/v3?ids=${ids}`)).json()) as Record<string, { usdPrice: number }>;
    const usd = ready.assets.reduce((sum, a) => sum + a.amount * (a.mint === USDC ? 1 : (prices[a.mint]?.usdPrice ?? NaN)), 0);
    return `Worth about ${formatUsd(usd)} today`;
  };
  const entryWorth = entry.getByText(/^Worth about \$/);
  await expect.poll(async () => (await entryWorth.textContent()) === (await worth())).toBe(true);
  await entry.getByRole('link', { name: /^Claim/ }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${account}$`));
  // The claim's own page says it beside what will arrive.
  const accountWorth = page.getByText(/^Worth about \$/);
  await expect.poll(async () => (await accountWorth.textContent()) === (await worth())).toBe(true);

  await claimThroughUi(page, { atReview: () => axe.expectNoViolations() });
  await axe.expectNoViolations();
  // Both steps of the spec's claim, in order, confirmed.
  await expect(timelineStep(page, 'Create token accounts')).toContainText('Confirmed');
  await expect(timelineStep(page, 'Claim tokens')).toContainText('Confirmed');
  // Both transactions in one wallet approval; sent in order.
  expect(wallet.calls.signTransaction).toBe(1);
  expect(wallet.signedSignatures).toHaveLength(2);

  for (const [mint, units] of expected) {
    const after = await chain.balance(mint);
    expect(after - before.get(mint)!, `received ${mint}`).toBe(units);
  }
  // The claim closed the withdraw account (its rent came back).
  expect(await chain.accountExists(account)).toBe(false);
  const done = page.getByRole('region', { name: 'Claimed: the assets are in your wallet' });
  await expect(done.getByRole('list', { name: 'Tokens received' })).toContainText(firstAsset.symbol);
  // What arrived is worth today what the inbox said: the same assets at the same prices.
  const doneWorth = done.getByText(/^Worth about \$/);
  await expect.poll(async () => (await doneWorth.textContent()) === (await worth())).toBe(true);
  await screenshotWidths(page, 'claim-done', { then: DESKTOP });

  // The inbox no longer offers it.
  await page.getByRole('link', { name: 'Claim inbox' }).click();
  await expect(page.getByText('No pending claims for this wallet.')).toBeVisible();
});

test('an early Review waits for the withdraw account; the timeline names each token', async ({ app, page, sandbox, wallet, given }) => {
  const { withdrawal: ready } = await given.claimableWithdrawal({ deposit: 20, withdraw: 5 });
  const tokens = await sandboxTokens(sandbox.apiUrl);
  // A slow node (fault injection): the wallet's withdraw accounts are read only once Review was
  // pressed. The flow keeps the names it starts with, so starting at the press said "token #1".
  const sellStates = await holdRequests(
    page,
    (url) => url.href.startsWith(sandbox.rpcUrl),
    (body) => body.includes('getProgramAccounts') && body.includes(wallet.address),
  );

  await app.gotoConnected(`/claim/${ready.address}`);
  const review = page.getByRole('button', { name: 'Review claim' });
  await review.click();
  await expect(review).toHaveAttribute('aria-busy', 'true');
  sellStates.release();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Claimed: the assets are in your wallet' })).toBeVisible({ timeout: 60_000 });
  const symbols = ready.assets.map((a) => tokens.find((t) => t.mint === a.mint)?.symbol);
  const parts = page.getByRole('list', { name: 'In “Claim tokens”' }).getByRole('listitem');
  await expect(parts).toHaveCount(symbols.length);
  for (const symbol of symbols) {
    expect(symbol).toBeDefined();
    await expect(parts.filter({ hasText: `Claim ${symbol}:` })).toContainText('Confirmed');
  }
});

test('a claim link with a bad address says so', async ({ app, page }) => {
  await app.goto('/claim/not-an-address');
  await expect(page.getByText('This is not a withdraw account address')).toBeVisible();
});

// Deposit, withdraw, and claim from the inbox the app saved, with no read endpoint of the sandbox.
test('as on a real API, without the sandbox’s reads: claim from the saved inbox', async ({ app, page, chain, sandbox, wallet, given }) => {
  const basket = await given.demoBasket({ funded: true });
  // The same chain and Basket API, named a custom network: the app then reads nothing from
  // GET /sandbox/... and knows only what the transactions and the chain say.
  await app.goto('/');
  await page.evaluate((key) => {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, cluster: 'custom' }));
  }, SETTINGS_STORAGE_KEY);
  const sandboxReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/sandbox/')) sandboxReads.push(r.url());
  });

  await app.gotoConnected(`/deposit?basket=${basket.address}`);
  // The fee is read from the basket's account on the chain, on any network.
  await expect(page.getByText(/% deposit fee/)).toBeVisible();
  const usdcBefore = await chain.balance(USDC);
  // The deposit transaction names the basket token's mint (buyFund's account 2, as the real
  // service's does), so the app watches for the minted tokens without the sandbox's index.
  await depositThroughUi(page, null, '12');
  expect(usdcBefore - (await chain.balance(USDC))).toBe(12_000_000n);
  await expect.poll(() => chain.balance(basket.mint), { timeout: 30_000 }).toBeGreaterThan(0n);

  // Withdraw: the basket's mint is known from the deposit's transaction, so is the balance; the
  // withdraw account is found in the transaction and saved to this browser's claim inbox.
  await page.getByRole('link', { name: 'Withdraw from this basket' }).click();
  await expect(page.getByText(/^Balance: [\d.,]+/)).toBeVisible();
  const account = await withdrawThroughUi(page, basket.address, '4');
  expect(await chain.accountExists(account)).toBe(true);
  await waitForClaimable(sandbox.apiUrl, wallet.address, account);

  await page.getByRole('link', { name: 'Claim your assets' }).click();
  await page.getByRole('link', { name: 'Back to the claim inbox' }).click();
  const entry = page.getByRole('list', { name: 'Pending claims' }).locator(':scope > li');
  await expect(entry).toHaveCount(1);
  // Read from the chain: the open sell state holds the assets.
  await expect(entry).toContainText('Ready to claim');
  await entry.getByRole('link', { name: /^Claim/ }).click();
  const wsolBefore = await chain.balance(WSOL).catch(() => 0n);
  await claimThroughUi(page);
  expect(await chain.balance(WSOL)).toBeGreaterThan(wsolBefore);
  expect(await chain.accountExists(account)).toBe(false);

  // Claimed, it leaves the saved inbox.
  await page.getByRole('link', { name: 'Claim inbox', exact: true }).click();
  await expect(page.getByText('No pending claims for this wallet.')).toBeVisible();
  expect(sandboxReads).toEqual([]);
});
