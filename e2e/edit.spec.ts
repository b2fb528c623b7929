// Edit a basket through the UI on the sandbox: a Mutable basket created by the test's wallet gets
// new fees and tokens (checked in the sandbox's index, which changes only on confirmed
// transactions); an Immutable one, or someone else's, cannot be submitted.
import { Keypair } from '@solana/web3.js';
import { expect, test } from './fixtures';
import type { Given } from './fixtures/given';
import { expectRefusalKeepsTyped } from './support/api-refusal';
import { JUP, USDC, WSOL } from './support/chain';
import { indexedBasket } from './support/sandbox-index';
import { addCompositionRow, confirmReview, setCompositionRow, timelineStep } from './support/ui';

test('the creator changes a mutable basket’s fees and tokens; the indexed state follows', async ({ app, page, sandbox, axe, given }) => {
  const basket = await given.createdBasket({ symbol: 'MUTE1' });

  await app.gotoConnected(`/edit?basket=${basket.address}`);
  // Prefilled with the basket's current settings, read from its account on the chain.
  const depositFee = page.getByRole('textbox', { name: /^Deposit fee/ });
  await expect(depositFee).toHaveValue('50');
  await expect(page.getByRole('textbox', { name: 'Weight 1 (%)' })).toHaveValue('50');
  await depositFee.fill('120');
  await page.getByRole('textbox', { name: /^Rebalance threshold/ }).fill('450');
  await addCompositionRow(page, 3);
  await setCompositionRow(page, 1, 'USDC', '40');
  await setCompositionRow(page, 2, 'wSOL', '40');
  await setCompositionRow(page, 3, 'JUP', '20');
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Save the new settings' });
  await expect(review).toBeVisible({ timeout: 20_000 });
  await expect(review.locator('dt:text-is("Fee payer") + dd')).toContainText('You');
  await confirmReview(page);
  await expect(timelineStep(page, 'Save the new settings')).toContainText('Confirmed', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'The basket’s new settings are saved' })).toBeVisible();

  const indexed = await indexedBasket(sandbox.apiUrl, basket.address);
  expect(indexed.settings).toMatchObject({ depositFee: 120, rebalanceThreshold: 450 });
  expect(indexed.composition).toEqual([
    { token: USDC, weight: 40 },
    { token: WSOL, weight: 40 },
    { token: JUP, weight: 20 },
  ]);
});

/** Edits the page refuses before any request: what the basket is, and what the page says. */
const NOT_EDITABLE = [
  {
    title: 'an immutable basket says so plainly and its edit cannot be submitted',
    basket: (given: Given) => given.createdBasket({ symbol: 'IMMU1', type: 0 }),
    says: 'This basket is immutable',
  },
  {
    title: 'a wallet that is not the creator is told so and cannot submit',
    basket: (given: Given) => given.createdBasket({ symbol: 'THEIRS' }, Keypair.generate()),
    says: 'Your wallet is not this basket’s creator',
  },
];

for (const { title, basket: createBasket, says } of NOT_EDITABLE) {
  test(title, async ({ app, page, wallet, given }) => {
    const basket = await createBasket(given);
    await app.gotoConnected(`/edit?basket=${basket.address}`);
    await expect(page.getByText(says)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review' })).toBeDisabled();
    expect(wallet.calls.signTransaction).toBe(0);
  });
}

test('an API refusal of the edit keeps what the user changed', async ({ app, page, sandbox, given, wallet }) => {
  const basket = await given.createdBasket({ symbol: 'KEEP1' });
  // Fault injection: the Basket API refuses the edit.
  await expectRefusalKeepsTyped(app, wallet, {
    command: 'edit',
    refusal: { status: 503, code: 'MAINTENANCE', message: 'Edits are paused for maintenance' },
    path: `/edit?basket=${basket.address}`,
    field: page.getByRole('textbox', { name: /^Deposit fee/ }),
    was: '50',
    typed: '333',
  });
  expect((await indexedBasket(sandbox.apiUrl, basket.address)).settings).toMatchObject({
    depositFee: 50,
  });
});
