// The whole story across two people, each in their own browser with their own wallet: a creator
// creates a basket through the UI; a depositor deposits USDC, receives basket tokens, withdraws
// them and claims the underlying tokens. Every result is read from the sandbox's chain.
import {
  accountExists,
  chainBalance,
  claimThroughUi,
  confirmReview,
  depositThroughUi,
  USDC_MINT,
  waitForClaimable,
  withdrawThroughUi,
} from './basket-operations';
import { addCompositionRow, setCompositionRow } from './creator-steps';
import { expect, expectNoAxeViolations, test, TestWallet } from './fixtures';
import { AppDriver } from './fixtures/app';
import { NetworkGuard } from './fixtures/network-guard';

const WSOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

test('a creator creates a basket; a second wallet deposits, withdraws and claims the underlying tokens', async ({
  app,
  page,
  sandbox,
  wallet: creator,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);

  // --- The creator (wallet A) creates the basket through the create page.
  await sandbox.fund(creator.address);
  await app.goto('/create');
  await app.connectWallet();
  await page.getByRole('textbox', { name: /^Symbol/ }).fill('STORY');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Story basket');
  await addCompositionRow(page, 1);
  await setCompositionRow(page, 1, 'wSOL', '60');
  await addCompositionRow(page, 2);
  await setCompositionRow(page, 2, 'JUP', '40');
  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Your basket STORY is live' })).toBeVisible({
    timeout: 60_000,
  });
  const basket =
    (await page.locator('dt:text-is("Basket address") + dd').locator('code').textContent()) ?? '';
  const mint =
    (await page.locator('dt:text-is("Basket token mint") + dd').locator('code').textContent()) ??
    '';
  expect(await accountExists(sandbox.rpcUrl, basket)).toBe(true);

  // --- The depositor (wallet B) in a browser context of their own.
  const depositorContext = await browser.newContext({ baseURL });
  const depositor = new TestWallet();
  const guard = new NetworkGuard(baseURL ? [baseURL] : []);
  try {
    await depositor.install(depositorContext);
    guard.watch(depositorContext);
    const pageB = await depositorContext.newPage();
    const appB = new AppDriver(pageB, guard, depositor);
    await appB.useSandbox(sandbox);
    await sandbox.fund(depositor.address);
    const usdcBefore = await chainBalance(sandbox.rpcUrl, depositor.address, USDC_MINT);
    const underlyingBefore = new Map<string, bigint>();
    for (const token of [WSOL, JUP]) {
      underlyingBefore.set(token, await chainBalance(sandbox.rpcUrl, depositor.address, token));
    }

    // Deposit 40 USDC; the wait step ends when the basket tokens are minted.
    await appB.goto(`/deposit?basket=${basket}`);
    await appB.connectWallet();
    await depositThroughUi(pageB, basket, '40');
    const held = await chainBalance(sandbox.rpcUrl, depositor.address, mint);
    expect(held).toBeGreaterThan(0n);
    expect(usdcBefore - (await chainBalance(sandbox.rpcUrl, depositor.address, USDC_MINT))).toBe(
      40_000_000n,
    );
    // The basket buys its tokens after minting; withdraw once it holds them.
    await expect
      .poll(async () => {
        const response = await fetch(
          `${sandbox.apiUrl}/sandbox/deposits?user=${depositor.address}&basket=${basket}`,
        );
        const body = (await response.json()) as { deposits: { status: string }[] };
        return body.deposits.map((d) => d.status);
      })
      .toEqual(['complete']);

    // Withdraw every basket token.
    await pageB.getByRole('link', { name: 'Withdraw from this basket' }).click();
    const account = await withdrawThroughUi(pageB, basket, 'max');
    expect(await chainBalance(sandbox.rpcUrl, depositor.address, mint)).toBe(0n);
    expect(await accountExists(sandbox.rpcUrl, account)).toBe(true);

    // Claim: create token accounts, then claim the tokens.
    const ready = await waitForClaimable(sandbox.apiUrl, depositor.address, account);
    await pageB.getByRole('link', { name: 'Claim your assets' }).click();
    await claimThroughUi(pageB);
    await expectNoAxeViolations(pageB);

    // The depositor ends with the underlying tokens.
    for (const token of [WSOL, JUP]) {
      const gained =
        (await chainBalance(sandbox.rpcUrl, depositor.address, token)) -
        underlyingBefore.get(token)!;
      expect(gained, `${token} received`).toBeGreaterThan(0n);
      expect(ready.assets.map((a) => a.mint)).toContain(token);
    }
    expect(await accountExists(sandbox.rpcUrl, account)).toBe(false);
    const received = pageB.getByRole('list', { name: 'Tokens received' });
    await expect(received).toContainText('wSOL');
    await expect(received).toContainText('JUP');
    // The withdrawal was saved to the inbox at withdraw time; claimed, it is gone.
    await pageB.getByRole('link', { name: 'Claim inbox', exact: true }).click();
    await expect(pageB.getByText('No pending claims for this wallet.')).toBeVisible();
    expect(guard.offending, guard.report()).toEqual([]);
  } finally {
    depositor.dispose();
    await depositorContext.close();
  }
});
