// The review simulates every step before any wallet is asked (docs/flow-engine.md rule 13): on the
// sandbox, whose JSON-RPC answers Jito's simulateBundle, a create's three steps are simulated in
// order, the second and third on what the first leaves; and a review whose simulation fails keeps
// "Confirm and sign" off until the user has opened why and chosen to go on.
import { createBurnCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, Transaction } from '@solana/web3.js';
import { expect, test } from './fixtures';
import { USDC } from './support/chain';
import { holdRequests } from './support/held-requests';
import { confirmReview, goOnDespiteFailedSimulation, reviewNewBasket } from './support/ui';

test.use({ walletFunded: true });

const STEPS = ['1. Create the basket', '2. Set up the composition', '3. Activate the basket'] as const;

test('a create’s three steps each show a simulation that succeeded, the later ones after the first', async ({ app, page }) => {
  await reviewNewBasket(app, 'SIMSEQ');
  const confirm = page.getByRole('button', { name: 'Confirm and sign' });
  await expect(confirm).toBeVisible({ timeout: 20_000 });
  for (const name of STEPS) {
    await expect(page.getByRole('region', { name }).getByText('Simulation succeeded')).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByText('Simulated after step 1, as if it had already landed.')).toBeVisible();
  await expect(page.getByText('Simulated after steps 1 and 2, as if they had already landed.')).toBeVisible();
  // What the wallet ends with over the three: the SOL they cost, and the new basket's tokens.
  const total = page.getByRole('table', { name: 'Your balance changes after all 3 steps (simulated)' });
  await expect(total.getByRole('rowheader', { name: 'SOL' })).toBeVisible();
  await expect(page.getByText(/Signing is on hold/)).toHaveCount(0);
  await expect(confirm).toBeEnabled();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Your basket SIMSEQ is live' })).toBeVisible({ timeout: 60_000 });
});

// The fault is real: the wallet's USDC is burnt after the Basket API answered the deposit and
// while the review's simulation is held back, so the network then refuses the deposit for want of
// USDC (the sandbox's API refuses a deposit the wallet cannot pay, so it has to be spent after).
// Confirm stays off until the user has opened why and chosen to go on; then the wallet is asked.
test('a failed simulation holds Confirm until the user reads why', async ({ app, page, chain, sandbox, wallet, given, axe }) => {
  const basket = await given.demoBasket();
  const held = await holdRequests(
    page,
    (url) => url.href.startsWith(sandbox.rpcUrl),
    (body) => body.includes('"simulateBundle"'),
  );
  await app.gotoConnected(`/deposit?basket=${basket.address}`);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('5');
  await page.getByRole('button', { name: 'Review' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm and sign' });
  await expect(confirm).toBeVisible({ timeout: 20_000 });
  // Off while the simulation has not answered, and the page says why.
  await expect(confirm).toBeDisabled();
  await expect(page.getByText('“Confirm and sign” turns on once the network has answered.')).toBeVisible();

  const owner = new PublicKey(wallet.address);
  const usdc = await chain.balance(USDC);
  const burn = new Transaction().add(
    createBurnCheckedInstruction(getAssociatedTokenAddressSync(new PublicKey(USDC), owner), new PublicKey(USDC), owner, usdc, 6),
  );
  await chain.connection.sendTransaction(burn, [wallet.keypair]);
  await expect.poll(() => chain.balance(USDC)).toBe(0n);
  held.release();

  await expect(page.getByText('Signing is on hold: the network says this would fail')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Simulation failed')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // The choice to go on is inside what failed: it shows once that is opened.
  await expect(page.getByRole('checkbox', { name: /sign anyway/ })).toBeHidden();
  await goOnDespiteFailedSimulation(page);
  await expect(page.getByText('The program’s own log lines are under “Program logs” in the transaction above.')).toBeVisible();
  await expect(confirm).toBeEnabled();
  await axe.expectNoViolations();
  expect(wallet.calls.signTransaction + wallet.calls.signAndSendTransaction).toBe(0);

  await confirm.click();
  await expect.poll(() => wallet.calls.signTransaction + wallet.calls.signAndSendTransaction).toBe(1);
  // The network's preflight refuses it as the simulation said: nothing moved.
  await expect(page.getByText(/Insufficient token balance|insufficient funds/i).first()).toBeVisible({ timeout: 30_000 });
  expect(await chain.balance(USDC)).toBe(0n);
});
