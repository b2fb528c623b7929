// The wallet sends (Wallet Standard signAndSend, as Phantom recommends): what is handed to it is
// journaled before it is asked; after a reload the engine finds the transaction on chain without
// its signature, and never asks the wallet again while the first may still land.
import { expect, test } from './fixtures';
import type {} from './fixtures/app';
import { confirmWithPromptHeld, CREATE_STEPS, resumeFromActivity } from './flow-faults';
import { confirmReview, reviewNewBasket, timelineStep } from './support/ui';

test.use({ appSendMode: 'auto', walletFunded: true });

test.describe('a wallet that sends several in order (signAndSendAllTransactions, serial)', () => {
  test.use({ walletFeatures: { signAndSendAll: true }, walletPhantomLike: true });

  test('create: one approval, the wallet sends the three in order, the app confirms each', async ({ app, page, chain, wallet }) => {
    await reviewNewBasket(app, 'WSALL');
    await expect(
      page.getByText(
        'Basketry Test Wallet will ask you once to approve all 3 transactions: 1. Create the basket; 2. Set up the composition; 3. Activate the basket. Basketry Test Wallet then sends them one at a time, each confirmed on chain before the next.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await confirmReview(page);
    await expect(page.getByRole('heading', { name: 'Your basket WSALL is live' })).toBeVisible({
      timeout: 60_000,
    });
    expect(wallet.calls.signAndSendAllTransactions).toBe(1);
    expect(wallet.calls.signTransaction).toBe(0);
    expect(wallet.sentSignatures).toHaveLength(3);
    await chain.expectEachSignatureLandedOnce(3);
    // What the wallet added is read back from the chain and said.
    await expect(timelineStep(page, CREATE_STEPS[0])).toContainText(
      'Basketry Test Wallet added a priority fee of 0.00002 SOL. Nothing else changed.',
    );
  });
});

test.describe('a wallet that sends one transaction per approval (signAndSendTransaction)', () => {
  test('deposit: the wallet sends it; the basket tokens arrive', async ({ app, page, chain, wallet, given }) => {
    const basket = await given.demoBasket();
    await app.gotoConnected(`/deposit?basket=${basket.address}`);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('5');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText(/Basketry Test Wallet will ask you to approve one transaction and send it itself/)).toBeVisible({
      timeout: 20_000,
    });
    await confirmReview(page);
    await expect(page.getByRole('heading', { name: /Deposit complete/ })).toBeVisible({
      timeout: 60_000,
    });
    expect(wallet.calls.signAndSendTransaction).toBe(1);
    expect(wallet.sentSignatures).toHaveLength(1);
    expect(await chain.statuses([...wallet.sentSignatures])).toEqual(['landed']);
  });

  test('create: three approvals, each after the previous landed', async ({ app, page, chain, wallet }) => {
    await reviewNewBasket(app, 'WSONE');
    await confirmReview(page);
    await expect(page.getByRole('heading', { name: 'Your basket WSONE is live' })).toBeVisible({
      timeout: 60_000,
    });
    expect(wallet.calls.signAndSendTransaction).toBe(3);
    await chain.expectEachSignatureLandedOnce(3);
  });

  test('reload while the wallet holds step 2, which it then sends: found on chain, sent once', async ({ app, page, chain, wallet }) => {
    await reviewNewBasket(app, 'WSRLD');
    (await confirmWithPromptHeld(page, wallet)).approve();
    await expect(timelineStep(page, CREATE_STEPS[0])).toContainText('Confirmed', {
      timeout: 30_000,
    });
    const held = await wallet.nextPrompt();
    await expect(timelineStep(page, CREATE_STEPS[1])).toContainText('With your wallet');

    await page.reload();
    held.approve(); // the user approves in the wallet after the page went away: the wallet sends
    await expect.poll(() => wallet.sentSignatures.length, { timeout: 30_000 }).toBe(2);
    await expect(app.connectedButton()).toBeVisible();
    await resumeFromActivity(page, 'Create basket WSRLD');
    (await wallet.nextPrompt()).approve(); // step 3; step 2 is never asked again
    await expect(page.getByRole('region', { name: 'Completed (1)' })).toBeVisible({
      timeout: 60_000,
    });
    expect(wallet.calls.signAndSendTransaction).toBe(3);
    await chain.expectEachSignatureLandedOnce(3);
  });

  // After the held step’s blockhash passes a fresh one is offered; nothing lands twice.
  test('a step the wallet never sends: after a reload a fresh one lands once', async ({ app, page, chain, sandbox, wallet, given }) => {
    const { withdrawal } = await given.claimableWithdrawal({ deposit: 20, withdraw: 5 });
    const account = withdrawal.address;
    const paidBefore = new Set(await chain.paidSignatures());

    await app.gotoConnected(`/claim/${account}`);
    await page.getByRole('button', { name: 'Review claim' }).click();
    const held = await confirmWithPromptHeld(page, wallet);
    await page.reload();
    wallet.setSendBehaviour('never');
    held.approve(); // signed, reported, never broadcast
    await expect(app.connectedButton()).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
    const unfinished = page.getByRole('region', { name: 'Unfinished (1)' });
    await expect(unfinished).toContainText('Paused — resume to look for it on chain');
    await unfinished.getByRole('button', { name: /^Resume Claim withdrawal/ }).click();
    const first = page.getByRole('listitem').filter({ hasText: 'Step 1 of' }).first();
    await expect(first).toContainText('nothing will be asked again before then');
    expect(wallet.calls.signAndSendTransaction).toBe(1); // not asked again while it could land

    // The network moves past its blockhash: it can never land now.
    await fetch(`${sandbox.apiUrl}/sandbox/expire-blockhashes`, { method: 'POST' });
    await expect(first).toContainText('Expired before it landed', { timeout: 30_000 });
    wallet.setSendBehaviour('send');
    wallet.setMode('approve');
    await first.getByRole('button', { name: /Get a fresh transaction/ }).click();
    await expect(page.getByRole('region', { name: 'Completed (1)' })).toBeVisible({
      timeout: 60_000,
    });
    await chain.expectPaidExactly(paidBefore, wallet.sentSignatures);
  });
});
