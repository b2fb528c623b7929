// Claim through the UI on the sandbox: the inbox lists the wallet's withdrawal, the two-step claim
// runs, and the underlying tokens arrive — checked on chain.
import { SETTINGS_STORAGE_KEY } from '../src/settings/storage';
import {
  accountExists,
  chainBalance,
  claimThroughUi,
  confirmReview,
  demoBasket,
  depositDirectly,
  runCommandDirectly,
  USDC_MINT,
  waitForClaimable,
  withdrawThroughUi,
} from './basket-operations';
import { timelineStep, WSOL } from './creator-steps';
import { expect, test } from './fixtures';

interface SandboxToken {
  mint: string;
  symbol: string;
  decimals: number;
}

test('claim a withdrawal from the inbox: both steps run and the assets arrive', async ({
  app,
  page,
  sandbox,
  wallet,
  axe,
}) => {
  await sandbox.fund(wallet.address);
  const basket = await demoBasket(sandbox.apiUrl);
  await depositDirectly(sandbox, wallet.keypair, basket, 30);
  const withdrawn = await runCommandDirectly(sandbox, wallet.keypair, 'withdraw', {
    user: wallet.address,
    basket: basket.address,
    amount: 10,
  });
  const account = withdrawn.withdrawAccount as string;
  const ready = await waitForClaimable(sandbox.apiUrl, wallet.address, account);
  const tokens = (
    (await (await fetch(`${sandbox.apiUrl}/sandbox/tokens`)).json()) as { tokens: SandboxToken[] }
  ).tokens;
  const before = new Map<string, bigint>();
  for (const asset of ready.assets) {
    before.set(
      asset.mint,
      await chainBalance(sandbox.rpcUrl, wallet.address, asset.mint).catch(() => 0n),
    );
  }

  await app.goto('/claim');
  await app.connectWallet();
  // The inbox's own entries (each lists its assets in a nested list).
  const entry = page.getByRole('list', { name: 'Pending claims' }).locator(':scope > li');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Ready to claim');
  // What it holds, in words, before claiming.
  const firstAsset = tokens.find((t) => t.mint === ready.assets[0]!.mint)!;
  await expect(entry).toContainText(firstAsset.symbol);
  await entry.getByRole('link', { name: /^Claim/ }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${account}$`));

  await claimThroughUi(page, { atReview: () => axe.expectNoViolations() });
  await axe.expectNoViolations();
  // Both steps of the spec's claim, in order, confirmed.
  await expect(timelineStep(page, 'Create token accounts')).toContainText('Confirmed');
  await expect(timelineStep(page, 'Claim tokens')).toContainText('Confirmed');
  // Both transactions in one wallet approval; sent in order.
  expect(wallet.calls.signTransaction).toBe(1);
  expect(wallet.signedSignatures).toHaveLength(2);

  for (const asset of ready.assets) {
    const decimals = tokens.find((t) => t.mint === asset.mint)!.decimals;
    const after = await chainBalance(sandbox.rpcUrl, wallet.address, asset.mint);
    const expected = BigInt(Math.round(asset.amount * 10 ** decimals));
    expect(after - before.get(asset.mint)!, `received ${asset.mint}`).toBe(expected);
  }
  // The claim closed the withdraw account (its rent came back).
  expect(await accountExists(sandbox.rpcUrl, account)).toBe(false);
  await expect(page.getByRole('list', { name: 'Tokens received' })).toContainText(
    firstAsset.symbol,
  );
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/claim-done-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The inbox no longer offers it.
  await page.getByRole('link', { name: 'Claim inbox' }).click();
  await expect(page.getByText('No pending claims for this wallet.')).toBeVisible();
});

test('a claim link with a bad address says so', async ({ app, page }) => {
  await app.goto('/claim/not-an-address');
  await expect(page.getByText('This is not a withdraw account address')).toBeVisible();
});

test('without the sandbox’s read endpoints (as on a real API): deposit, withdraw, and claim from the saved inbox', async ({
  app,
  page,
  sandbox,
  wallet,
}) => {
  test.setTimeout(120_000);
  await sandbox.fund(wallet.address);
  const basket = await demoBasket(sandbox.apiUrl);
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

  await app.goto(`/deposit?basket=${basket.address}`);
  await app.connectWallet();
  // The fee is read from the basket's account on the chain, on any network.
  await expect(page.getByText(/% deposit fee/)).toBeVisible();
  const usdcBefore = await chainBalance(sandbox.rpcUrl, wallet.address, USDC_MINT);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('12');
  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  // The deposit transaction names the basket token's mint (buyFund's account 2, as the real
  // service's does), so the app watches for the minted tokens without the sandbox's index.
  await expect(
    page.getByRole('heading', { name: 'Deposit complete: basket tokens received' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(usdcBefore - (await chainBalance(sandbox.rpcUrl, wallet.address, USDC_MINT))).toBe(
    12_000_000n,
  );
  await expect
    .poll(() => chainBalance(sandbox.rpcUrl, wallet.address, basket.mint), { timeout: 30_000 })
    .toBeGreaterThan(0n);

  // Withdraw: the basket's mint is known from the deposit's transaction, so is the balance; the
  // withdraw account is found in the transaction and saved to this browser's claim inbox.
  await page.getByRole('link', { name: 'Withdraw from this basket' }).click();
  await expect(page.getByText(/^Balance: [\d.,]+/)).toBeVisible();
  const account = await withdrawThroughUi(page, basket.address, '4');
  expect(await accountExists(sandbox.rpcUrl, account)).toBe(true);
  await waitForClaimable(sandbox.apiUrl, wallet.address, account);

  await page.getByRole('link', { name: 'Claim your assets' }).click();
  await page.getByRole('link', { name: 'Back to the claim inbox' }).click();
  const entry = page.getByRole('list', { name: 'Pending claims' }).locator(':scope > li');
  await expect(entry).toHaveCount(1);
  // Read from the chain: the open sell state holds the assets.
  await expect(entry).toContainText('Ready to claim');
  await entry.getByRole('link', { name: /^Claim/ }).click();
  const wsolBefore = await chainBalance(sandbox.rpcUrl, wallet.address, WSOL).catch(() => 0n);
  await claimThroughUi(page);
  expect(await chainBalance(sandbox.rpcUrl, wallet.address, WSOL)).toBeGreaterThan(wsolBefore);
  expect(await accountExists(sandbox.rpcUrl, account)).toBe(false);

  // Claimed, it leaves the saved inbox.
  await page.getByRole('link', { name: 'Claim inbox', exact: true }).click();
  await expect(page.getByText('No pending claims for this wallet.')).toBeVisible();
  expect(sandboxReads).toEqual([]);
});
