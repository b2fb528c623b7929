// Withdraw through the UI on the sandbox: basket tokens burned, the withdraw account created and
// saved, and the success view pointing at its claim — checked on chain.
import { expect, test } from './fixtures';
import { sandboxWithdrawals } from './support/sandbox-index';
import { withdrawThroughUi } from './support/ui';
import { DESKTOP, screenshotWidths } from './support/screens';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('withdraw burns basket tokens and opens a withdraw account to claim', async ({ app, page, chain, sandbox, wallet, axe, given }) => {
  const { basket, held } = await given.heldTokens(20);

  await app.gotoConnected(`/withdraw?basket=${basket.address}`);
  await expect(page.getByText(/Balance: [\d.,]+ SOLBLUE/)).toBeVisible();

  // More than the wallet holds is refused at the field, and the text stays.
  const amount = page.getByRole('textbox', { name: /Amount \(basket tokens\)/ });
  await amount.fill('100000');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /More than your balance/ })).toBeVisible();
  await expect(amount).toHaveValue('100000');

  const account = await withdrawThroughUi(page, basket.address, '5', {
    atReview: async () => {
      // The review shows the one account the transaction creates and its rent, before signing.
      await expect(page.locator('dt:text-is("New accounts") + dd').locator('li')).toHaveCount(1);
      await expect(page.locator('dt:text-is("Estimated cost") + dd')).toContainText('rent');
      expect(wallet.calls.signTransaction).toBe(0);
      await axe.expectNoViolations();
    },
  });
  await axe.expectNoViolations();

  expect(held - (await chain.balance(basket.mint))).toBe(5_000_000n);
  expect(await chain.accountExists(account)).toBe(true);
  const indexed = await sandboxWithdrawals(sandbox.apiUrl, wallet.address);
  expect(indexed.map((w) => w.address)).toContain(account);
  await expect(page.locator('dt:text-is("Basket tokens burned") + dd')).toHaveText('5');
  await expect(page.getByText(/rent comes back to you/)).toBeVisible();
  await screenshotWidths(page, 'withdraw-done', { then: DESKTOP });

  // The claim link leads to this account's claim, and the inbox has it.
  await page.getByRole('link', { name: 'Claim your assets' }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${account}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim a withdrawal');
  await page.getByRole('link', { name: 'Back to the claim inbox' }).click();
  await expect(page.getByRole('list', { name: 'Pending claims' }).getByRole('listitem').first()).toContainText('SOLBLUE');
});
