// Navigation by intent: the header holds the places a person comes to (Explore, Portfolio, Create,
// Activity, Settings); operations on a basket open from where the basket is — its page, a
// position's row, a pending claim — with the basket already chosen, never typed. Every operation's
// old route still opens its form with the basket read from the address.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForClaimable } from './support/sandbox-index';
import { claimThroughUi, depositThroughUi, fact, withdrawThroughUi } from './support/ui';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('from the header: Explore → a basket → deposit, the basket chosen', async ({ app, page, given }) => {
  const demo = await given.demoBasket({ funded: true });
  await app.gotoConnected('/');

  await header(page).getByRole('link', { name: 'Explore' }).click();
  await page.getByRole('link', { name: 'Solana Blue Chips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /SOLBLUE/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Basket actions' }).getByRole('link', { name: 'Deposit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(demo.address);
  await depositThroughUi(page, null, '12');
});

test('from the header: Portfolio → a position → withdraw → its pending claim → claim', async ({ app, page, sandbox, wallet, given }) => {
  const { basket } = await given.heldTokens(20);
  await app.gotoConnected('/');

  await header(page).getByRole('link', { name: 'Portfolio' }).click();
  const positions = page.getByRole('table', { name: 'Positions of this wallet' });
  await positions.getByRole('link', { name: /^Withdraw from / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Basket address/ })).toHaveValue(basket.address);
  const account = await withdrawThroughUi(page, null, '5');
  await waitForClaimable(sandbox.apiUrl, wallet.address, account);

  // Later, the portfolio lists the withdrawal as a pending claim.
  await header(page).getByRole('link', { name: 'Portfolio' }).click();
  const claims = page.getByRole('list', { name: 'Pending claims' });
  await claims.getByRole('link', { name: /^Claim Withdrawal / }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${account}$`));
  await claimThroughUi(page);
});

test('every operation route opens its form with the basket from the address', async ({ app, page, given }) => {
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
});

test('edit and metadata open the creator’s basket from the address, filled in from the chain', async ({ app, page, given }) => {
  const mine = await given.createdBasket({ symbol: 'NAVED', name: 'Navigation edit basket' });
  const basketField = page.getByRole('textbox', { name: /Basket address/ });

  await app.gotoConnected(`/edit?basket=${mine.address}`);
  await expect(basketField).toHaveValue(mine.address);
  await expect(page.getByRole('textbox', { name: /^Deposit fee/ })).toHaveValue('50');
  await expect(page.getByRole('textbox', { name: 'Weight 1 (%)' })).toHaveValue('50');

  await app.goto(`/metadata?basket=${mine.address}`);
  await expect(basketField).toHaveValue(mine.address);
  await expect(page.getByRole('textbox', { name: /^Symbol/ })).toHaveValue('NAVED');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Navigation edit basket');
});

test('/claim lists the wallet’s pending claim and /claim/<account> opens that claim', async ({ app, page, given }) => {
  const { withdrawal } = await given.claimableWithdrawal({ deposit: 20, withdraw: 5 });

  await app.gotoConnected('/claim');
  await page
    .getByRole('list', { name: 'Pending claims' })
    .getByRole('link', { name: /^Claim Withdrawal / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/claim/${withdrawal.address}$`));
  await expect(fact(page, 'Withdraw account')).toContainText(withdrawal.address);
  await expect(page.getByRole('button', { name: 'Review claim' })).toBeVisible();

  // The same claim from a bookmark of its address.
  await app.goto(`/claim/${withdrawal.address}`);
  await expect(fact(page, 'Withdraw account')).toContainText(withdrawal.address);
  await expect(page.getByRole('button', { name: 'Review claim' })).toBeVisible();
});
