// The portfolio on the sandbox: a basket the wallet holds tokens of (but did not create) is listed
// with the balance the chain reports and the actions a holder has.
import { PublicKey } from '@solana/web3.js';
import { formatTokenAmount } from '../src/solana/amounts';
import { expect, test } from './fixtures';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('a basket the wallet holds is listed with its on-chain balance and holder actions', async ({
  app,
  page,
  chain,
  given,
}) => {
  // The demo basket's tokens, bought by a deposit and minted by the keeper.
  const { basket: demo, held } = await given.heldTokens(20);
  const { decimals } = (await chain.connection.getTokenSupply(new PublicKey(demo.mint))).value;

  await app.gotoConnected('/baskets');
  const card = page.getByRole('region', { name: /^SOLBLUE/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('You hold its token')).toBeVisible();
  await expect(card.locator('dt:text-is("Your basket tokens") + dd')).toHaveText(
    `${formatTokenAmount(held, decimals)} SOLBLUE`,
  );
  await expect(card.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
    'href',
    `/withdraw?basket=${demo.address}`,
  );
  // Not its creator: no edit or metadata actions.
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Set metadata' })).toHaveCount(0);
});
