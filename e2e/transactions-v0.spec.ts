// The sandbox answering create and edit as v0 transactions against the program's lookup table, as
// the SDK builds them (issue 23 item 2; `--transactions v0`): the app decodes, reviews, signs,
// confirms and finds the created basket from them as from legacy ones; its review resolves the
// accounts loaded from the table.
import { expect, test } from './fixtures';
import { indexedBasket } from './support/sandbox-index';
import { confirmReview, createThroughUi, timelineStep } from './support/ui';

test('create, then edit, with the sandbox answering v0 transactions', async ({ app, page, chain, sandbox, wallet }) => {
  await sandbox.fund(wallet.address);
  await sandbox.setBehaviour({ transactions: 'v0' });
  try {
    const { basket, mint } = await createThroughUi(
      app,
      {
        symbol: 'VZERO',
        name: 'Basket of v0 transactions',
        rows: [
          ['USDC', '50'],
          ['wSOL', '50'],
        ],
      },
      {
        // The review reads the lookup table and names the accounts the create loads from it.
        atReview: async () => {
          const review = page.getByRole('region', { name: '1. Create the basket' });
          await expect(review.getByText('Simulation succeeded')).toBeVisible();
          await expect(review.getByText('Some accounts could not be read')).toHaveCount(0);
        },
      },
    );
    expect(await chain.accountExists(basket)).toBe(true);
    expect(await chain.accountExists(mint)).toBe(true);
    // The create the wallet signed was a v0 transaction with the program's lookup table.
    const [createSignature] = wallet.signedSignatures;
    const landed = await chain.connection.getTransaction(createSignature ?? '', {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(landed?.version).toBe(0);
    expect(landed?.transaction.message.addressTableLookups).toHaveLength(1);

    // Edit it from the portfolio, the wallet still connected.
    await page.getByRole('link', { name: 'Portfolio' }).first().click();
    const card = page.getByRole('region', { name: 'VZERO — Basket of v0 transactions' });
    await card.getByRole('link', { name: 'Edit' }).click();
    const depositFee = page.getByRole('textbox', { name: /^Deposit fee/ });
    await expect(depositFee).toHaveValue('50');
    await depositFee.fill('80');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('region', { name: 'Save the new settings' })).toBeVisible({
      timeout: 20_000,
    });
    await confirmReview(page);
    await expect(timelineStep(page, 'Save the new settings')).toContainText('Confirmed', {
      timeout: 30_000,
    });
    expect((await indexedBasket(sandbox.apiUrl, basket)).settings).toMatchObject({
      depositFee: 80,
    });
    const editSignature = wallet.signedSignatures.at(-1) ?? '';
    const edit = await chain.connection.getTransaction(editSignature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(edit?.version).toBe(0);
  } finally {
    await sandbox.setBehaviour({ reset: true });
  }
});
