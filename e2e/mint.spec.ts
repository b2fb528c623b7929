// Mint with one token through the UI on the sandbox: one composition token leaves the wallet and
// basket tokens arrive, checked on chain. The token picker offers only the basket's composition
// when the app knows it; when it does not (as on a real API, which has no read endpoint) any mint
// can be pasted and the Basket API's refusal is shown in words, with the form kept.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatTokenAmount } from '../src/solana/amounts';
import { JUP } from './support/chain';
import { confirmReview, expectFormWithoutWallet, offeredValues } from './support/ui';
import { expectRefusedThenBack } from './support/api-refusal';
import { screenshotWidths } from './support/screens';

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';

const tokenSelect = (page: Page) => page.getByRole('combobox', { name: /Token to deposit/ });
const amountField = (page: Page) => page.getByRole('textbox', { name: /Amount to deposit/ });

test('mint with JUP into the demo basket: JUP leaves the wallet, basket tokens arrive', async ({ app, axe, page, chain, given }) => {
  const basket = await given.demoBasket({ funded: true });
  const jupBefore = await chain.balance(JUP);
  const sharesBefore = await chain.balance(basket.mint);

  await app.gotoConnected(`/mint?basket=${basket.address}`);
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);

  // The composition is known on the sandbox: its five tokens are offered, nothing else.
  await expect(page.getByText('This basket holds 5 tokens; only they are offered.')).toBeVisible();
  const offered = await offeredValues(tokenSelect(page));
  expect(offered.sort()).toEqual(basket.composition.map((e) => e.token).sort());
  expect(offered).not.toContain(BONK);
  expect(offered).not.toContain(WIF);
  await expect(tokenSelect(page).locator('option', { hasText: /Other/ })).toHaveCount(0);

  await tokenSelect(page).selectOption({ label: 'JUP — Jupiter' });
  await expect(page.getByText(/Balance: 5,?000 JUP/)).toBeVisible();
  await amountField(page).fill('100');
  await expect(page.getByText(/You receive about [\d.,]+ basket tokens \(SOLBLUE\), at 0\.8 USDC per JUP/)).toBeVisible();

  // The filled form, as a person sees it.
  await screenshotWidths(page, 'mint-form', { then: { width: 1280, height: 900 } });
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: /Mint SOLBLUE with 100 JUP/ }).first()).toBeVisible();
  // The review before signing is accessible too.
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/screens/mint-review-1280.png', fullPage: true });
  await axe.expectNoViolations();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Minted: basket tokens received' })).toBeVisible({
    timeout: 30_000,
  });

  const jupAfter = await chain.balance(JUP);
  const sharesAfter = await chain.balance(basket.mint);
  expect(jupBefore - jupAfter).toBe(100_000_000n);
  expect(sharesAfter).toBeGreaterThan(sharesBefore);
  // The page reports what the chain says.
  await expect(page.locator('dt:text-is("JUP deposited") + dd')).toHaveText('100 JUP');
  await expect(page.locator('dt:text-is("Basket tokens received") + dd')).toHaveText(
    `${formatTokenAmount(sharesAfter - sharesBefore, 6)} SOLBLUE`,
  );
  await expect(page.getByRole('link', { name: 'Burn for one token' })).toHaveAttribute('href', `/burn?basket=${basket.address}`);
  await screenshotWidths(page, 'mint-success');
});

test('composition unknown: a mint outside it gets the API’s refusal, form kept', async ({ app, page, chain, sandbox, wallet, given }) => {
  const basket = await given.demoBasket({ funded: true });
  // Fault injection: every RPC read that names this basket fails, so the app knows no composition.
  await page.route(
    (url) => url.href.startsWith(sandbox.rpcUrl),
    async (route) => {
      if (route.request().postData()?.includes(basket.address)) await route.abort();
      else await route.fallback();
    },
  );

  await app.gotoConnected(`/mint?basket=${basket.address}`);
  // After the read's retries.
  await expect(page.getByText(/composition is not known to this app/)).toBeVisible({
    timeout: 30_000,
  });
  await tokenSelect(page).selectOption({ label: 'Other: paste a mint address' });
  await page.getByRole('textbox', { name: /Token mint address/ }).fill(BONK);
  await amountField(page).fill('1000');
  await page.getByRole('button', { name: 'Review' }).click();

  // The service's words, and nothing signed.
  const said = page.getByRole('alert').filter({ hasText: /The service said: “This token is not in the basket’s composition/ });
  await expectRefusedThenBack(page, wallet, said);
  expect(await chain.balance(basket.mint)).toBe(0n);

  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  const mintField = page.getByRole('textbox', { name: /Token mint address/ });
  await expect(mintField).toHaveValue(BONK);
  await expect(amountField(page)).toHaveValue('1000');
  // The refusal stays at the field it concerns.
  await expect(mintField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /not in the basket’s composition.*TOKEN_NOT_IN_COMPOSITION/ })).toBeVisible();
});

test('the mint page without a wallet says so and still shows the form', async ({ app, page }) => {
  await expectFormWithoutWallet(app, '/mint', amountField(page));
  await screenshotWidths(page, 'mint');
});
