// A deposit the automation has not minted yet, as the claims page reads it from the chain (the
// wallet's buy state), with the time the service has left — then gone once the keeper minted.
import { expect, shortAddress, test } from './fixtures';
import { depositThroughUi } from './support/ui';

/** Long enough to reload the app and read the pending deposit; the real service takes up to 3 min. */
const KEEPER_DELAY_MS = 25_000;

test.use({ sandboxKeeperDelayMs: KEEPER_DELAY_MS, walletFunded: true });

test('a deposit awaiting its mint is listed in Pending deposits with its time left until minted', async ({ app, page, chain, given }) => {
  const basket = await given.demoBasket();
  const tokensBefore = await chain.balance(basket.mint);

  await app.gotoConnected('/deposit');
  await depositThroughUi(page, basket.address, '12.5', { untilSent: true });

  // A fresh load of the claims page: nothing in memory, only what the chain says.
  await app.goto('/claim');
  const pending = page.getByRole('list', { name: 'Pending deposits' });
  const deposit = pending.getByRole('listitem').filter({ hasText: 'Deposit of 12.5 USDC' });
  await expect(deposit).toBeVisible({ timeout: 30_000 });
  await expect(deposit.getByRole('link', { name: shortAddress(basket.address) })).toHaveAttribute('href', `/baskets/${basket.address}`);
  await expect(deposit).toContainText(/Pending: basket tokens within about (\d+ min )?\d+ s/);

  // The keeper mints; the list is read again while a deposit is open, and the deposit leaves it.
  await expect(page.getByText('No deposits waiting: the service has minted the basket tokens of every deposit.')).toBeVisible({
    timeout: KEEPER_DELAY_MS + 30_000,
  });
  expect(await chain.balance(basket.mint)).toBeGreaterThan(tokensBefore);
});
