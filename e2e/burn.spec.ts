// Burn for one token through the UI on the sandbox: basket tokens burned and one composition token
// received, checked on chain. Redeeming more of a token than the basket holds gets the Basket
// API's refusal in words, at the amount field, with the form kept.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatTokenAmount } from '../src/solana/amounts';
import { WSOL } from './support/chain';
import { confirmReview, expectFormWithoutWallet, offeredValues } from './support/ui';
import { expectRefusedThenBack } from './support/api-refusal';
import { screenshotWidths } from './support/screens';

const tokenSelect = (page: Page) => page.getByRole('combobox', { name: /Token to receive/ });
const amountField = (page: Page) => page.getByRole('textbox', { name: /Amount \(basket tokens\)/ });

test('burn for wSOL: basket tokens fall, wSOL arrives; too much is refused in words', async ({ app, axe, page, chain, wallet, given }) => {
  // Hold basket tokens first: a deposit through the Basket API, signed with the test's key.
  const { basket, held } = await given.heldTokens(500);

  await app.gotoConnected(`/burn?basket=${basket.address}`);
  await expect(page.getByText(/Balance: [\d.,]+ SOLBLUE/)).toBeVisible();

  // Only the basket's composition is offered.
  const offered = await offeredValues(tokenSelect(page));
  expect(offered.sort()).toEqual(basket.composition.map((e) => e.token).sort());

  // The basket holds about 150 USDC (10% of its deposits): 400 basket tokens' worth is more.
  await tokenSelect(page).selectOption({ label: 'USDC — USD Coin' });
  await amountField(page).fill('400');
  await expect(page.getByText(/You receive about [\d.,]+ USDC/)).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  const said = page.getByRole('alert').filter({
    hasText: /The service said: “The basket holds [\d.]+ USDC, less than this redemption needs/,
  });
  await expectRefusedThenBack(page, wallet, said);
  expect(await chain.balance(basket.mint)).toBe(held);

  // Back at the form: everything kept, the refusal at the amount field.
  await expect(tokenSelect(page)).toHaveValue('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
  await expect(amountField(page)).toHaveValue('400');
  await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /less than this redemption needs.*INSUFFICIENT_HOLDINGS/ })).toBeVisible();
  await axe.expectNoViolations();

  // A smaller burn for wSOL goes through.
  const wsolBefore = await chain.balance(WSOL);
  await tokenSelect(page).selectOption({ label: 'wSOL — Wrapped SOL' });
  await amountField(page).fill('3');
  await expect(page.getByText(/You receive about 0\.02\d* wSOL, at 150 USDC per wSOL/)).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Burn 3 SOLBLUE for wSOL' }).first()).toBeVisible();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Burned: wSOL received' })).toBeVisible({
    timeout: 30_000,
  });

  const sharesAfter = await chain.balance(basket.mint);
  const wsolAfter = await chain.balance(WSOL);
  expect(held - sharesAfter).toBe(3_000_000n);
  expect(wsolAfter).toBeGreaterThan(wsolBefore);
  // The page reports what the chain says.
  await expect(page.locator('dt:text-is("Basket tokens burned") + dd')).toHaveText('3 SOLBLUE');
  await expect(page.locator('dt:text-is("wSOL received") + dd')).toHaveText(`${formatTokenAmount(wsolAfter - wsolBefore, 9)} wSOL`);
  await screenshotWidths(page, 'burn-success');
});

test('the burn page without a wallet says so and still shows the form', async ({ app, page }) => {
  await expectFormWithoutWallet(app, '/burn', amountField(page));
  await screenshotWidths(page, 'burn');
});
