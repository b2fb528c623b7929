// Navigation by intent: the header holds the places a person comes to (Explore, Portfolio, Create,
// Activity, Settings); operations on a basket open from where the basket is — its page, a
// position's row, a pending claim — with the basket already chosen, never typed. Every operation's
// old route still opens its form with the basket read from the address.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForClaimable } from './support/sandbox-index';
import { claimThroughUi, depositThroughUi, fact, withdrawThroughUi } from './support/ui';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the pending claim of `withdrawal` from the list on the page: that claim's page. */
async function openPendingClaim(page: Page, withdrawal: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Pending claims' })
    .getByRole('link', { name: /^Claim Withdrawal / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/claim/${withdrawal}$`));
  await expect(fact(page, 'Withdraw account')).toContainText(withdrawal);
}

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

// Every operation by clicks from the header alone, none by URL (issue 46 item 5): the creator's
// basket found through Explore's search, each of its six actions opened from its page; Create from
// the header; the claim from the Portfolio's pending claims. Each lands with the basket (or the
// withdraw account) in the address, the operation's heading, and the basket field filled in.
test('each of the eight operations opens by clicks from the header alone', async ({ app, page, given }) => {
  test.setTimeout(180_000);
  const mine = await given.createdBasket({ symbol: 'NAVCLK', name: 'Navigation click basket' });
  const { withdrawal } = await given.claimableWithdrawal({ deposit: 20, withdraw: 5 }, mine);
  await app.gotoConnected('/');
  const basketField = page.getByRole('textbox', { name: /Basket address/ });

  for (const [action, path, heading] of [
    ['Deposit', '/deposit', 'Deposit'],
    ['Mint', '/mint', 'Mint with one token'],
    ['Withdraw', '/withdraw', 'Withdraw'],
    ['Burn', '/burn', 'Burn for one token'],
    ['Edit', '/edit', 'Edit a basket'],
    ['Set metadata', '/metadata', 'Update token metadata'],
  ] as const) {
    await header(page).getByRole('link', { name: 'Explore' }).click();
    const table = page.getByRole('table', { name: 'Baskets' });
    await page.getByRole('searchbox', { name: 'Search baskets' }).fill('NAVCLK');
    await table.getByRole('link', { name: 'Navigation click basket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /NAVCLK/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Basket actions' }).getByRole('link', { name: action, exact: true }).click();
    await expect(page, action).toHaveURL(new RegExp(`${path}\\?basket=${mine.address}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(basketField, action).toHaveValue(mine.address);
  }

  await header(page).getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a basket' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Portfolio' }).click();
  await openPendingClaim(page, withdrawal.address);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim a withdrawal' })).toBeVisible();
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
  await openPendingClaim(page, withdrawal.address);
  await expect(page.getByRole('button', { name: 'Review claim' })).toBeVisible();

  // The same claim from a bookmark of its address.
  await app.goto(`/claim/${withdrawal.address}`);
  await expect(fact(page, 'Withdraw account')).toContainText(withdrawal.address);
  await expect(page.getByRole('button', { name: 'Review claim' })).toBeVisible();
});
