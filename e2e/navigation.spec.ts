// Navigation by intent: the header holds the places a person comes to (Explore, Portfolio, Create,
// Activity, Settings); operations on a basket open from where the basket is — its page, a
// position's row, a pending claim — with the basket already chosen, never typed. Every operation's
// old route still opens its form with the basket read from the address.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositDirectly } from './support/direct';
import { waitForClaimable } from './support/sandbox-index';
import { claimThroughUi, confirmReview } from './support/ui';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('from the header: Explore → a basket → deposit, the basket chosen', async ({
  app,
  page,
  given,
}) => {
  const demo = await given.demoBasket({ funded: true });
  await app.gotoConnected('/');

  await header(page).getByRole('link', { name: 'Explore' }).click();
  await page.getByRole('link', { name: 'Solana Blue Chips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /SOLBLUE/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Basket actions' })
    .getByRole('link', { name: 'Deposit' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(demo.address);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('12');
  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  await expect(
    page.getByRole('heading', { name: 'Deposit complete: basket tokens received' }),
  ).toBeVisible({ timeout: 30_000 });
});

test('from the header: Portfolio → a position → withdraw → its pending claim → claim', async ({
  app,
  page,
  sandbox,
  wallet,
  given,
}) => {
  const demo = await given.demoBasket({ funded: true });
  await depositDirectly(sandbox, wallet.keypair, demo, 20);
  await app.gotoConnected('/');

  await header(page).getByRole('link', { name: 'Portfolio' }).click();
  const positions = page.getByRole('table', { name: 'Positions of this wallet' });
  await positions.getByRole('link', { name: /^Withdraw from / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(demo.address);
  await page.getByRole('textbox', { name: /Amount \(basket tokens\)/ }).fill('5');
  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: /Withdrawal started/ })).toBeVisible({
    timeout: 30_000,
  });
  const account = (await page
    .getByRole('link', { name: 'Claim your assets' })
    .getAttribute('href'))!.split('/claim/')[1]!;
  await waitForClaimable(sandbox.apiUrl, wallet.address, account);

  // Later, the portfolio lists the withdrawal as a pending claim.
  await header(page).getByRole('link', { name: 'Portfolio' }).click();
  const claims = page.getByRole('list', { name: 'Pending claims' });
  await claims.getByRole('link', { name: /^Claim Withdrawal / }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${account}$`));
  await claimThroughUi(page);
});

test('every operation route opens its form with the basket from the address', async ({
  app,
  page,
  given,
}) => {
  const demo = await given.demoBasket();
  const query = `?basket=${demo.address}`;
  // The basket field of each form, read from ?basket= (no wallet needed to show it).
  for (const [path, heading] of [
    ['/deposit', 'Deposit'],
    ['/withdraw', 'Withdraw'],
    ['/mint', 'Mint with one token'],
    ['/burn', 'Burn for one token'],
  ] as const) {
    await app.goto(`${path}${query}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(demo.address);
  }
  // Edit and metadata are the creator's: another wallet is told so about this very basket.
  await app.gotoConnected('/');
  for (const [path, refusal] of [
    ['/edit', 'Your wallet is not this basket’s creator'],
    ['/metadata', 'Your wallet cannot change this token’s metadata'],
  ] as const) {
    await app.goto(`${path}${query}`);
    await expect(page.getByText(refusal).first()).toBeVisible();
  }
  // A claim's route (/claim/<withdraw account>) is followed in the portfolio test above.
});
