// Set a basket token's metadata through the UI on the sandbox and read the mint's Metaplex
// metadata back from the chain.
import { expect, test } from './fixtures';
import { expectRefusalKeepsTyped } from './support/api-refusal';
import { confirmReview, timelineStep } from './support/ui';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('the creator renames the basket token; the mint’s metadata on chain changes', async ({ app, page, chain, axe, network, given }) => {
  // Once the update lands the app reads the token again and may ask the host of the metadata
  // document its new URI names for the token's image (offline it fails, initials shown).
  network.allow('https://example.com/meta2.json');
  const basket = await given.createdBasket({ symbol: 'META1', name: 'Metadata basket' });

  await app.gotoConnected(`/metadata?basket=${basket.address}`);
  // Prefilled with what the chain holds now.
  const symbol = page.getByRole('textbox', { name: /^Symbol/ });
  await expect(symbol).toHaveValue('META1');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Metadata basket');
  await symbol.fill('META2');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Renamed basket');
  await page.getByRole('textbox', { name: /^Metadata URI/ }).fill('https://example.com/meta2.json');
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  await expect(timelineStep(page, 'Update the token metadata')).toContainText('Confirmed', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'The token metadata is updated' })).toBeVisible();
  // The success view shows the metadata read back from the mint.
  await expect(page.locator('dt:text-is("Symbol") + dd')).toHaveText('META2');
  await expect(page.locator('dt:text-is("Name") + dd')).toHaveText('Renamed basket');
  await expect(page.getByText(/it matches what you sent/)).toBeVisible();

  const metadata = await chain.tokenMetadata(basket.mint);
  expect(metadata).toMatchObject({
    symbol: 'META2',
    name: 'Renamed basket',
    uri: 'https://example.com/meta2.json',
  });
});

test('an API refusal of set-metadata keeps what the user typed', async ({ app, page, chain, given, wallet }) => {
  const basket = await given.createdBasket({ symbol: 'META3' });
  // Fault injection: the Basket API refuses the update.
  await expectRefusalKeepsTyped(app, wallet, {
    command: 'set-metadata',
    refusal: { status: 409, code: 'BUSY', message: 'The metadata is being changed elsewhere' },
    path: `/metadata?basket=${basket.address}`,
    field: page.getByRole('textbox', { name: /^Symbol/ }),
    was: 'META3',
    typed: 'KEPT9',
  });
  const metadata = await chain.tokenMetadata(basket.mint);
  expect(metadata?.symbol).toBe('META3');
});
