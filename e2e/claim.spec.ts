// Claim through the UI on the sandbox: the inbox lists the wallet's withdrawal, the two-step claim
// runs, and the underlying tokens arrive — checked on chain.
import {
  accountExists,
  chainBalance,
  claimThroughUi,
  demoBasket,
  depositDirectly,
  runCommandDirectly,
  waitForClaimable,
} from './basket-operations';
import { timelineStep } from './creator-steps';
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

  await claimThroughUi(page, () => axe.expectNoViolations());
  await axe.expectNoViolations();
  // Both steps of the spec's claim, in order, confirmed.
  await expect(timelineStep(page, 'Create token accounts')).toContainText('Confirmed');
  await expect(timelineStep(page, 'Claim tokens')).toContainText('Confirmed');
  expect(wallet.calls.signTransaction).toBe(2);

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
