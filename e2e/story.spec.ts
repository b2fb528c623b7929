// The whole story across two people, each in their own browser with their own wallet: a creator
// creates a basket through the UI; a depositor deposits USDC, receives basket tokens, withdraws
// them and claims the underlying tokens. Every result is read from the sandbox's chain.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { claimedTokenIds } from '../src/solana/basketsInstructions';
import { JUP, USDC, WSOL } from './support/chain';
import { depositStatuses, waitForClaimable } from './support/sandbox-index';
import { claimThroughUi, createThroughUi, depositThroughUi, withdrawThroughUi } from './support/ui';

// The create is answered as the SDK builds it: a v0 transaction with the program's lookup table
// (`--transactions v0`; create.spec.ts runs the default, legacy).
test.afterEach(async ({ sandbox }) => {
  await sandbox.setBehaviour({ reset: true });
});

test('a creator creates, another wallet deposits, withdraws, claims', async ({ app, chain, sandbox, wallet: creator, anotherBrowser }) => {
  test.setTimeout(240_000);

  // --- The creator (wallet A) creates the basket through the create page.
  await sandbox.setBehaviour({ transactions: 'v0' });
  await sandbox.fund(creator.address);
  const { basket, mint } = await createThroughUi(app, {
    symbol: 'STORY',
    name: 'Story basket',
    rows: [
      ['wSOL', '50'],
      ['JUP', '30'],
      ['USDC', '20'],
    ],
  });
  expect(await chain.accountExists(basket)).toBe(true);
  const created = await chain.connection.getTransaction(creator.signedSignatures[0] ?? '', {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  expect(created?.version).toBe(0);

  // --- The depositor (wallet B) in a browser of their own.
  const { app: appB, wallet: depositor } = await anotherBrowser();
  const pageB = appB.page;
  await sandbox.fund(depositor.address);
  const usdcBefore = await chain.balance(USDC, depositor.address);
  const underlyingBefore = await chain.balances([WSOL, JUP], depositor.address);

  // Deposit 40 USDC; the wait step ends when the basket tokens are minted.
  await appB.gotoConnected(`/deposit?basket=${basket}`);
  await depositThroughUi(pageB, basket, '40');
  const held = await chain.balance(mint, depositor.address);
  expect(held).toBeGreaterThan(0n);
  expect(usdcBefore - (await chain.balance(USDC, depositor.address))).toBe(40_000_000n);
  // The basket buys its tokens after minting; withdraw once it holds them.
  await expect.poll(() => depositStatuses(sandbox.apiUrl, depositor.address, basket)).toEqual(['complete']);

  // Withdraw every basket token.
  await pageB.getByRole('link', { name: 'Withdraw from this basket' }).click();
  const account = await withdrawThroughUi(pageB, basket, 'max');
  expect(await chain.balance(mint, depositor.address)).toBe(0n);
  expect(await chain.accountExists(account)).toBe(true);

  // Claim: create token accounts, then claim the tokens.
  const ready = await waitForClaimable(sandbox.apiUrl, depositor.address, account);
  await pageB.getByRole('link', { name: 'Claim your assets' }).click();
  await claimThroughUi(pageB);
  await expectNoAxeViolations(pageB);
  // One claimToken per token of the withdraw account, as the SDK claims — wSOL, JUP and USDC —
  // each shown in the timeline, confirmed, and on chain in the claim's landed transactions.
  const claims = pageB.getByRole('list', { name: 'In “Claim tokens”' }).getByRole('listitem');
  await expect(claims).toHaveCount(3);
  for (const symbol of ['USDC', 'wSOL', 'JUP']) {
    await expect(claims.filter({ hasText: `Claim ${symbol}` })).toContainText('Confirmed');
  }
  const claimed: number[] = [];
  for (const signature of depositor.signedSignatures) {
    const landed = await chain.connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (landed?.meta?.err === null) claimed.push(...claimedTokenIds(landed.transaction));
  }
  expect(claimed).toHaveLength(3);

  // The depositor ends with the underlying tokens.
  for (const token of [WSOL, JUP]) {
    const gained = (await chain.balance(token, depositor.address)) - underlyingBefore.get(token)!;
    expect(gained, `${token} received`).toBeGreaterThan(0n);
    expect(ready.assets.map((a) => a.mint)).toContain(token);
  }
  expect(await chain.accountExists(account)).toBe(false);
  const received = pageB.getByRole('list', { name: 'Tokens received' });
  await expect(received).toContainText('wSOL');
  await expect(received).toContainText('JUP');
  // The withdrawal was saved to the inbox at withdraw time; claimed, it is gone.
  await pageB.getByRole('link', { name: 'Claim inbox', exact: true }).click();
  await expect(pageB.getByText('No pending claims for this wallet.')).toBeVisible();
});
