// Deposit through the UI on the sandbox: one signed transaction, then the automation's mint, with
// the result checked on chain.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectRefusedThenBack, refuseApi } from './support/api-refusal';
import { formatTokenAmount } from '../src/solana/amounts';
import { USDC } from './support/chain';
import { confirmReview, depositThroughUi, expectFormWithoutWallet, timelineStep } from './support/ui';
import { placesOf, recordPlaces } from './support/places';
import { screenshotWidths } from './support/screens';

/** How many pixels the page is wider than the viewport (0: no sideways scrolling). */
/** How far the page is wider than the viewport, in px (0 when it fits). The kept scrollbar
 * gutter can make scrollWidth smaller than clientWidth, which is not an overflow. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

test('deposit USDC into the demo basket: USDC leaves, basket tokens arrive', async ({ app, page, chain, wallet, axe, given }) => {
  const basket = await given.demoBasket({ funded: true });
  const usdcBefore = await chain.balance(USDC);
  const tokensBefore = await chain.balance(basket.mint);

  await app.gotoConnected(`/deposit?basket=${basket.address}`);
  // ?basket= fills the field; the fee of the demo basket is known on the sandbox.
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  await expect(page.getByText(/Balance: [\d.,]+ USDC/)).toBeVisible();
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('25');
  await expect(page.getByText(/0\.5% deposit fee .*→ you receive about [\d.,]+ basket tokens/)).toBeVisible();

  await depositThroughUi(page, basket.address, '25.5', {
    atReview: async () => {
      // Nothing is signed before the user confirms the review.
      expect(wallet.calls.signTransaction).toBe(0);
      await axe.expectNoViolations();
      await expect(page.getByText('Simulation succeeded')).toBeVisible();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        // The whole review (new-account address, balance-change table) fits the screen's width.
        expect(await horizontalOverflow(page)).toBe(0);
        await page.screenshot({
          path: `test-results/screens/deposit-review-${width}.png`,
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    },
  });
  // The wait step finished (the success view comes only after it).
  await expect(timelineStep(page, 'Deposit USDC')).toContainText('Confirmed');
  await expect(timelineStep(page, 'Basket tokens minted')).toBeVisible();

  const usdcAfter = await chain.balance(USDC);
  const tokensAfter = await chain.balance(basket.mint);
  expect(usdcBefore - usdcAfter).toBe(25_500_000n);
  expect(tokensAfter).toBeGreaterThan(tokensBefore);
  // The page reports what the chain says.
  await expect(page.locator('dt:text-is("Basket tokens received") + dd')).toHaveText(formatTokenAmount(tokensAfter - tokensBefore, 6));
  await expect(page.getByRole('link', { name: 'Withdraw from this basket' })).toHaveAttribute('href', `/withdraw?basket=${basket.address}`);
  await expect(page.getByRole('link', { name: 'Your portfolio', exact: true })).toBeVisible();
  await screenshotWidths(page, 'deposit-done');
});

test('a returning depositor’s form stays put while the wallet reconnects and baskets and balance load', async ({ app, page, given }) => {
  // A basket of the wallet's own, so the form has one to offer once the chain is read.
  const basket = await given.createdBasket({ symbol: 'MINE' });
  await app.gotoConnected('/deposit');
  // Every frame from the reload's start: where the address field and Review are. The choice of the
  // wallet's baskets above them once appeared only when they arrived, moving both down 80 px; the
  // balance line under the amount, when the balance arrived, moved Review 25 px more.
  await recordPlaces(page, 'address', 'input[name="basket"]');
  await recordPlaces(page, 'review', 'form[aria-label="Deposit USDC"] button[type="submit"]');
  await app.reload();
  const choose = page.getByRole('combobox', { name: 'Choose a basket' });
  await expect(choose).toBeEnabled();
  await expect(page.getByText(/^Balance: [\d,.]+ USDC$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use maximum' })).toBeEnabled();
  expect(await placesOf(page, 'review')).toHaveLength(1);
  await choose.selectOption(basket.address);
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  expect(await placesOf(page, 'address')).toHaveLength(1);
});

test('a balance the RPC refuses is said at the field with a retry; what was typed stays', async ({ app, page, sandbox, axe }) => {
  await app.gotoConnected('/deposit');
  // Fault injection: the RPC refuses the wallet's token accounts (web3.js: HTTP 500).
  const refuse = async (route: Route) => {
    if ((route.request().postData() ?? '').includes('getTokenAccountsByOwner')) {
      await route.fulfill({ status: 500, body: 'token accounts unavailable' });
    } else {
      await route.fallback();
    }
  };
  await page.route(sandbox.rpcUrl, refuse);
  await app.reload();
  const form = page.getByRole('form', { name: 'Deposit USDC' });
  const amount = form.getByRole('textbox', { name: /Amount \(USDC\)/ });
  await amount.fill('3');
  await expect(form.getByText(/^Balance: could not be read \(.*500.*\)/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.getByRole('button', { name: 'Use maximum' })).toBeDisabled();
  await axe.expectNoViolations();

  await page.unroute(sandbox.rpcUrl, refuse);
  await form.getByRole('button', { name: 'Try again' }).click();
  await expect(form.getByText(/^Balance: [\d,.]+ USDC$/)).toBeVisible();
  await expect(amount).toHaveValue('3');
});

test('an API refusal keeps the basket and amount the user typed', async ({ app, page, wallet, given }) => {
  const basket = await given.demoBasket({ funded: true });
  // Fault injection: the Basket API refuses this deposit.
  const refusal = await refuseApi(page, 'deposit', {
    status: 422,
    code: 'BASKET_PAUSED',
    message: 'Deposits into this basket are paused',
  });
  await app.gotoConnected('/deposit');
  await page.getByRole('textbox', { name: /Basket address/ }).fill(basket.address);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('7.25');
  await page.getByRole('button', { name: 'Review' }).click();

  const said = page.getByText(/Deposits into this basket are paused/).first();
  await expectRefusedThenBack(page, wallet, said);
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  await expect(page.getByRole('textbox', { name: /Amount \(USDC\)/ })).toHaveValue('7.25');

  // The API accepts again: the same input goes through to the review.
  await refusal.stop();
  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Deposit complete: basket tokens received' })).toBeVisible({ timeout: 30_000 });
});

test('the deposit page without a wallet says so and still shows the form', async ({ app, page }) => {
  const amount = page.getByRole('textbox', { name: /Amount \(USDC\)/ });
  await expectFormWithoutWallet(app, '/deposit', amount);
  // Screenshots of the three pages at desktop and phone widths, for a person to look at (opened by
  // the app's own navigation: a page load each cost more).
  for (const path of ['/deposit', '/withdraw', '/claim']) {
    await app.navigate(path);
    await screenshotWidths(page, path.slice(1));
  }
});
