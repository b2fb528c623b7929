// What must happen when a flow lands belongs to the operation and is run by the engine under the
// app root, whichever page is open: a withdraw confirmed while the user is on Activity reaches the
// claim inbox, a create confirmed there reaches the portfolio — their own pages are never shown again
// after the review.
import { expect, test } from './fixtures';
import { confirmWithPromptHeld } from './flow-faults';
import { reviewNewBasket } from './support/ui';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('a withdraw that completes while Activity is open appears in the claim inbox', async ({ app, page, wallet, given }) => {
  const { basket } = await given.heldTokens(20);
  // No real network has the sandbox's index of withdrawals: the inbox may only know the account
  // from what the engine recorded when the withdraw landed.
  await page.route(/\/sandbox\/withdrawals/, (route) => route.abort());
  await app.gotoConnected(`/withdraw?basket=${basket.address}`);
  await page.getByRole('textbox', { name: /Amount \(basket tokens\)/ }).fill('3');
  await page.getByRole('button', { name: 'Review' }).click();
  const prompt = await confirmWithPromptHeld(page, wallet);

  // The user leaves for Activity before approving in the wallet.
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  prompt.approve();
  const completed = page.getByRole('region', { name: 'Completed (1)' });
  await expect(completed).toContainText('Withdraw 3', { timeout: 30_000 });
  // Activity's history, open the whole time, lists the withdrawal that landed (docs/history.md).
  const history = page.getByRole('table', { name: 'Basket history of this wallet' });
  await expect(history.getByRole('row').filter({ hasText: 'Withdraw' })).toHaveCount(1, { timeout: 30_000 });

  // Never back on the withdraw page: the claim inbox has the withdraw account all the same.
  // The claim inbox is no longer in the header: opened by its route, as a pending claim's link does.
  await app.goto('/claim');
  const inbox = page.getByRole('region', { name: 'Pending claims' });
  await expect(inbox.getByRole('link', { name: /^Claim Withdrawal/ })).toHaveCount(1, {
    timeout: 30_000,
  });
});

test('a create that completes while Activity is open appears in the portfolio', async ({ app, page, wallet }) => {
  await reviewNewBasket(app, 'AWAY');
  const prompt = await confirmWithPromptHeld(page, wallet);

  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  prompt.approve();
  await expect(page.getByRole('region', { name: 'Completed (1)' })).toContainText('Create basket AWAY', { timeout: 30_000 });

  await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first().click();
  const card = page.getByRole('region', { name: 'AWAY — Flow test AWAY' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/You created it/)).toBeVisible();
});
