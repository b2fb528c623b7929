// The portfolio on the sandbox: a basket the wallet holds tokens of (but did not create) is listed
// with the balance the chain reports and the actions a holder has.
import { Connection, PublicKey } from '@solana/web3.js';
import { formatTokenAmount } from '../src/solana/amounts';
import { expect, test } from './fixtures';
import { indexedBaskets } from './support/sandbox-index';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

test('a basket the wallet holds is listed with its on-chain balance and holder actions', async ({
  app,
  page,
  sandbox,
  wallet,
  given,
}) => {
  const demo = (await indexedBaskets(sandbox.apiUrl)).find((b) => b.symbol === 'SOLBLUE');
  if (!demo) throw new Error('the sandbox has no demo basket');
  await given.command('deposit', { basket: demo.address, amount: 20 });
  const connection = new Connection(sandbox.rpcUrl, 'confirmed');
  let held = '0';
  await expect
    .poll(
      async () => {
        const { value } = await connection.getParsedTokenAccountsByOwner(
          new PublicKey(wallet.address),
          { mint: new PublicKey(demo.mint) },
        );
        const info = value[0]?.account.data.parsed as
          { info: { tokenAmount: { uiAmountString: string } } } | undefined;
        held = info?.info.tokenAmount.uiAmountString ?? '0';
        return Number(held) > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await app.gotoConnected('/baskets');
  const card = page.getByRole('region', { name: /^SOLBLUE/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('You hold its token')).toBeVisible();
  await expect(card.locator('dt:text-is("Your basket tokens") + dd')).toHaveText(
    `${formatTokenAmount(held)} SOLBLUE`,
  );
  await expect(card.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
    'href',
    `/withdraw?basket=${demo.address}`,
  );
  // Not its creator: no edit or metadata actions.
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Set metadata' })).toHaveCount(0);
});
