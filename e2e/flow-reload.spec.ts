// The flow engine survives reloads: a create flow (3 steps) reloaded while step 2 awaits the
// wallet (it is reviewed again first), while its transaction is being sent, and while it is
// confirming, resumes from Activity and completes; every signed transaction lands exactly once (checked on chain and against the
// test wallet's signatures). And the 2-step claim, reloaded in the middle; and a v0 create.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveNextPrompt,
  confirmCreateHoldingStep2,
  CREATE_STEPS,
  reloadHealAndResume,
  resumeFromActivity,
  RpcFaults,
  startCreateFlow,
  type SendFault,
} from './flow-faults';
import { withdrawalUnits } from './support/sandbox-index';
import { confirmReview, reviewNewBasket, timelineStep } from './support/ui';

// These reloads land between two steps' approvals: a wallet that signs one transaction at a time
// asks for each after the previous confirmed (the default wallet signs all three at once: the
// last test here).
test.use({ walletFeatures: { multiSign: false }, walletFunded: true });

async function expectCreateCompletedInActivity(page: Page, symbol: string) {
  const completed = page.getByRole('region', { name: 'Completed (1)' });
  await expect(completed).toBeVisible({ timeout: 30_000 });
  await expect(completed).toContainText(`Create basket ${symbol}`);
  await expect(page.getByRole('region', { name: 'Unfinished (0)' })).toBeVisible();
}

test('reload while step 2 awaits the wallet: the flow is offered, resumes and completes', async ({ app, page, chain, wallet }) => {
  await startCreateFlow(app, wallet, 'RLSIG');

  // Step 2's prompt is open in the wallet; the user reloads instead of answering.
  const stale = await wallet.nextPrompt();
  await expect(timelineStep(page, CREATE_STEPS[1])).toContainText('Waiting for your approval in the wallet');
  await page.reload();
  stale.reject(); // the old page is gone; its prompt is closed unanswered
  await expect(app.connectedButton()).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/flow-after-reload-1280.png',
    fullPage: true,
  });

  // The page reloaded on (the create form, empty again) offers the unfinished flow.
  await expect(page.getByRole('status').filter({ hasText: 'You have an unfinished Create basket RLSIG.' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume Create basket RLSIG in Activity' }).click();
  await expect(page.getByRole('button', { name: 'Resume Create basket RLSIG' })).toBeVisible();
  // No wallet prompt is open after the reload: the flow and its step say so, without a clock.
  const flow = page.getByRole('region', { name: 'Create basket RLSIG', exact: true });
  const step2 = flow.getByRole('listitem').filter({ hasText: `Step 2 of 3: ${CREATE_STEPS[1]}` });
  await expect(step2).toContainText('Paused — resume to sign');
  await expect(step2).not.toContainText('so far');
  await expect(page.getByRole('region', { name: 'Unfinished (1)' })).toContainText('Paused — resume to sign');
  await page.screenshot({
    path: 'test-results/screens/flow-resume-offer-1280.png',
    fullPage: true,
  });
  // Never signed, steps 2 and 3 go back to the review first (docs/flow-engine.md rule 12).
  await resumeFromActivity(page, 'Create basket RLSIG');
  await expect(flow.getByText('Ready for your review')).toBeVisible();
  await expect(flow.getByText('Checked against your request:')).toHaveCount(2);
  await confirmReview(page);
  await approveNextPrompt(wallet);
  await approveNextPrompt(wallet);
  await expectCreateCompletedInActivity(page, 'RLSIG');

  // Step 1 signed once, step 2 asked twice (the reload dropped the first prompt) and signed once.
  expect(wallet.calls.signTransaction).toBe(4);
  await chain.expectEachSignatureLandedOnce(3);
});

for (const { state, fault, landsBeforeReload } of [
  // The transaction reached the chain (and landed) but the page never heard back.
  { state: 'Sending', fault: 'land-hold', landsBeforeReload: true },
  // The transaction never reached the chain; the page went on to confirm and rebroadcast.
  { state: 'Confirming on chain', fault: 'drop', landsBeforeReload: false },
] as { state: string; fault: SendFault; landsBeforeReload: boolean }[]) {
  test(`reload at step 2 "${state}": resume checks the signature first, lands it once`, async ({ app, page, chain, sandbox, wallet }) => {
    const rpc = await RpcFaults.install(page, sandbox);
    const symbol = fault === 'drop' ? 'RLCONF' : 'RLSEND';
    await startCreateFlow(app, wallet, symbol);

    // Step 2 is signed (journaled), then its broadcast is held or lost.
    rpc.send = fault;
    const sent = rpc.nextSend();
    await approveNextPrompt(wallet);
    const step2 = await sent;
    expect(step2).toBe(wallet.signedSignatures[1]);
    await expect(timelineStep(page, CREATE_STEPS[1])).toContainText(state);
    // A held send reaches the chain while the page waits for its answer: wait until it landed.
    await expect.poll(() => chain.statuses([step2])).toEqual([landsBeforeReload ? 'landed' : 'absent']);

    await page.reload();
    rpc.heal();
    await expect(app.connectedButton()).toBeVisible();
    const resent = rpc.sent.length;
    await resumeFromActivity(page, `Create basket ${symbol}`);
    // Step 2 was not signed again: the wallet's next prompt is step 3.
    await approveNextPrompt(wallet);
    await expectCreateCompletedInActivity(page, symbol);

    expect(wallet.calls.signTransaction).toBe(3);
    await chain.expectEachSignatureLandedOnce(3);
    // Whatever was (re)broadcast after the reload carried step 2's or step 3's own signature.
    expect(rpc.sent.slice(resent).every((s) => s === step2 || s === wallet.signedSignatures[2])).toBe(true);
    if (landsBeforeReload) expect(rpc.sent.slice(resent)).not.toContain(step2);
  });
}

test('claim reloaded at step 2’s wallet prompt resumes and the assets arrive', async ({ app, page, chain, sandbox, wallet, given }) => {
  const { withdrawal: ready } = await given.claimableWithdrawal({ deposit: 30, withdraw: 10 });
  const account = ready.address;
  const expected = await withdrawalUnits(sandbox.apiUrl, ready);
  const before = await chain.balances(expected.keys());
  const paidBefore = new Set(await chain.paidSignatures());

  await app.gotoConnected(`/claim/${account}`);
  wallet.setMode('manual');
  await page.getByRole('button', { name: 'Review claim' }).click();
  await confirmReview(page);
  await approveNextPrompt(wallet);
  await expect(timelineStep(page, 'Create token accounts')).toContainText('Confirmed', {
    timeout: 30_000,
  });
  const stale = await wallet.nextPrompt();
  await expect(timelineStep(page, 'Claim tokens')).toContainText('Waiting for your approval in the wallet');

  await page.reload();
  stale.reject();
  await expect(app.connectedButton()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  const unfinished = page.getByRole('region', { name: 'Unfinished (1)' });
  await unfinished.getByRole('button', { name: /^Resume Claim withdrawal/ }).click();
  // Step 2 was never signed: reviewed again, checked, then the wallet is asked.
  await expect(unfinished.getByText('Ready for your review — nothing has been signed yet.')).toBeVisible();
  await confirmReview(page);
  await approveNextPrompt(wallet);
  await expect(page.getByRole('region', { name: 'Completed (1)' })).toBeVisible({
    timeout: 30_000,
  });

  // On chain: each asset arrived once, the withdraw account is closed, two signatures landed.
  for (const [mint, units] of expected) {
    const after = await chain.balance(mint);
    expect(after - before.get(mint)!, `received ${mint} once`).toBe(units);
  }
  expect(await chain.accountExists(account)).toBe(false);
  expect(wallet.signedSignatures).toHaveLength(2);
  await chain.expectPaidExactly(paidBefore, wallet.signedSignatures);
});

test.describe('a wallet that signs all of a flow in one approval', () => {
  test.use({ walletFeatures: {} });

  test('reload with step 1 landed and 2–3 signed: sent without asking the wallet again', async ({ app, page, chain, sandbox, wallet }) => {
    const rpc = await RpcFaults.install(page, sandbox);
    await reviewNewBasket(app, 'RLALL');
    // Step 2's broadcast never reaches the chain: the page reloads while it is still unsent.
    await confirmCreateHoldingStep2(page, rpc, wallet, 30_000);
    await reloadHealAndResume(app, rpc, 'Create basket RLALL');
    await expectCreateCompletedInActivity(page, 'RLALL');
    expect(wallet.calls.signTransaction).toBe(1);
    await chain.expectEachSignatureLandedOnce(3);
  });
});

test('a v0 create reloaded while its first step confirms resumes and lands it once', async ({ app, page, chain, sandbox, wallet }) => {
  await sandbox.setBehaviour({ transactions: 'v0' });
  try {
    const rpc = await RpcFaults.install(page, sandbox);
    await reviewNewBasket(app, 'RLVZERO');
    wallet.setMode('manual');
    await confirmReview(page);
    // Step 1, the v0 create, is signed (journaled), then its broadcast is lost.
    rpc.send = 'drop';
    const sent = rpc.nextSend();
    await approveNextPrompt(wallet);
    const step1 = await sent;
    expect(step1).toBe(wallet.signedSignatures[0]);
    await expect(timelineStep(page, CREATE_STEPS[0])).toContainText('Confirming on chain');

    await page.reload();
    rpc.heal();
    await expect(app.connectedButton()).toBeVisible();
    await resumeFromActivity(page, 'Create basket RLVZERO');
    await approveNextPrompt(wallet);
    await approveNextPrompt(wallet);
    await expectCreateCompletedInActivity(page, 'RLVZERO');

    expect(wallet.calls.signTransaction).toBe(3);
    await chain.expectEachSignatureLandedOnce(3);
    const landed = await chain.connection.getTransaction(step1, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(landed?.version).toBe(0);
  } finally {
    await sandbox.setBehaviour({ reset: true });
  }
});
