// The deposit form and a basket's page show what they read of the chain (the basket, its name,
// fees, composition) before the wallet and chain code (src/app/routes.tsx, ChainBoundary): they
// read through the plain JSON-RPC reader. The code downloads when the user connects, and then the
// same page works as before, with what was typed kept.
import type { Page } from '@playwright/test';
import { chainCodeRequested } from './chain-code';
import { parseCalls } from './flow-faults';
import { expect, test } from './fixtures';
import { depositThroughUi } from './support/ui';

/** The JSON-RPC methods the page sends to `rpcUrl`, as they go. */
function rpcMethods(page: Page, rpcUrl: string): string[] {
  const methods: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(rpcUrl)) return;
    for (const { method } of parseCalls(request.postData())) if (method) methods.push(method);
  });
  return methods;
}

test('the deposit form shows basket and fee without the wallet code; connected, it deposits', async ({ app, page, sandbox, given }) => {
  const basket = await given.demoBasket({ funded: true });
  const methods = rpcMethods(page, sandbox.rpcUrl);

  await app.goto(`/deposit?basket=${basket.address}`);
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  // Read from the chain without web3.js: the basket's name, and its fee under the amount.
  await expect(page.getByText(/Basket: SOLBLUE/)).toBeVisible();
  const amount = page.getByRole('textbox', { name: /Amount \(USDC\)/ });
  await amount.fill('25');
  await expect(page.getByText(/0\.5% deposit fee .*→ you receive about [\d.,]+ basket tokens/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await chainCodeRequested(page)).toBe(false);
  // The basket read by address; no program-wide scan of every basket without a wallet to match.
  expect(methods).toContain('getAccountInfo');
  expect(methods).not.toContain('getProgramAccounts');

  // Review without a wallet asks to connect, and keeps the amount.
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Error: Connect a wallet first')).toBeVisible();
  await expect(amount).toHaveValue('25');
  expect(await chainCodeRequested(page)).toBe(false);

  // Connecting loads the code; the same form carries on: the balance shows, the amount is kept.
  await app.connectWallet();
  expect(await chainCodeRequested(page)).toBe(true);
  await expect(amount).toHaveValue('25');
  await expect(page.getByText(/Balance: [\d.,]+ USDC/)).toBeVisible();
  await depositThroughUi(page, basket.address, '25', {
    atReview: () => expect(page.getByText('Simulation succeeded')).toBeVisible(),
  });
});

test("a basket's page shows the basket without the wallet code; connecting shows the position", async ({ app, page, given }) => {
  const basket = await given.demoBasket();

  await app.goto(`/baskets/${basket.address}`);
  await expect(page.getByRole('heading', { level: 1, name: /^SOLBLUE/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Composition' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fees and settings' })).toBeVisible();
  await expect(page.locator('dt:text-is("Basket token") + dd')).toHaveText(basket.mint);
  await expect(page.getByText(/Connect a wallet to see how many of this basket’s tokens/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await chainCodeRequested(page)).toBe(false);

  await app.connectWallet();
  expect(await chainCodeRequested(page)).toBe(true);
  await expect(page.locator('dt:text-is("Your basket tokens")')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^SOLBLUE/ })).toBeVisible();
});
