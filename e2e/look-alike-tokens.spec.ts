// Look-alikes named (docs/token-names.md): anyone can make a mint whose metadata says "USDC". One
// made here with the test wallet's key (a Token-2022 mint and its metadata extension, as any
// creator makes one: support/look-alike.ts) and 100 of it minted to the wallet: the balances the
// user sees name it with its short mint beside its symbol and flag it, in words, as not the real
// USDC, the real one's mint in the warning's description; the real USDC reads plainly. The
// review's balance changes use the same rule (src/tokens/TokenDisplayProvider.test.tsx).
import { expect, test } from './fixtures';
import { makeLookAlike } from './support/look-alike';
import { screenshotWidths } from './support/screens';

test('a fake USDC in the wallet is shown with its mint and as not the real USDC', async ({ app, page, wallet, sandbox, given }) => {
  await given.funds();
  const mint = (await makeLookAlike(sandbox.rpcUrl, wallet.keypair, 'USDC', { minted: 100_000_000n })).toBase58();
  const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`;

  await app.gotoConnected('/');
  const balances = page.getByRole('table', { name: 'Your balances on the sandbox' });
  // No price for it: Jupiter (the sandbox's imitation) does not know the mint.
  const lookAlike = balances.getByRole('row', { name: `USDC · ${short} Not the real USDC USDC Coin 100 —` });
  await expect(lookAlike).toBeVisible();
  await expect(lookAlike.getByText('Not the real USDC')).toHaveAccessibleDescription('The real USDC is EPjF…Dt1v');
  await expect(lookAlike.getByTitle(mint)).toBeVisible();
  // The real USDC, on the verified set: its symbol alone, valued.
  await expect(balances.getByRole('row', { name: /^USDC USD Coin 10,000 \$10,000\.00$/ })).toBeVisible();
  await screenshotWidths(page, 'look-alike-balances');
});
