// The flow engine's outcomes through the create page (3 steps) and the withdraw page on the
// sandbox. With a wallet that signs all three in one approval (the default): the approval
// declined, blockhashes expiring while it is open, a double-clicked Confirm. With a wallet that
// signs one at a time: step 2 declined, step 2's blockhash expiring after step 1 landed (the flow
// stops rather than create a second basket), the RPC going down while step 2 confirms. And a step
// the chain refuses. Results are read from the chain; screenshots go to test-results/screens.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { WalletChain } from './fixtures/chain';
import { approveNextPrompt, confirmWithPromptHeld, CREATE_STEPS, RpcFaults, startCreateFlow } from './flow-faults';
import { indexedBasket } from './support/sandbox-index';
import { confirmReview, reviewNewBasket, timelineStep } from './support/ui';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

/** The create page's success view is on screen: returns the basket address it names. */
async function expectBasketLive(page: Page, chain: WalletChain, apiUrl: string, symbol: string) {
  await expect(page.getByRole('heading', { name: `Your basket ${symbol} is live` })).toBeVisible({
    timeout: 30_000,
  });
  for (const label of CREATE_STEPS) {
    await expect(timelineStep(page, label)).toContainText('Confirmed');
  }
  const basket = (await page.locator('dt:text-is("Basket address") + dd').locator('code').textContent()) ?? '';
  expect(await chain.accountOwner(basket)).not.toBeNull();
  await expect.poll(async () => (await indexedBasket(apiUrl, basket)).status).toBe('active');
  return basket;
}

async function screenshot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

test.describe('a wallet that signs one transaction at a time', () => {
  test.use({ walletFeatures: { multiSign: false } });

  test('the wallet declines step 2: a neutral note, no error toast; Retry completes', async ({ app, page, chain, sandbox, wallet }) => {
    await startCreateFlow(app, wallet, 'DECLN');
    const prompt = await wallet.nextPrompt();
    const step2 = timelineStep(page, CREATE_STEPS[1]);
    await expect(step2).toContainText('Waiting for your approval in the wallet');
    await screenshot(page, 'flow-timeline-mid');

    // Every toast text shown from now on, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        const region = document.querySelector('section[aria-label="Notifications"]');
        for (const toast of Array.from(region?.querySelectorAll('li') ?? [])) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    prompt.reject();
    await expect(step2).toContainText('Not approved in the wallet — nothing was sent');
    // The user's own choice: no error styling in a toast, and nothing went to the chain.
    // No toast at all: the flow's own toast goes away, and nothing else speaks up about it.
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(0);
    await screenshot(page, 'flow-timeline-declined');
    const toastsSeen = await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
    expect(toastsSeen.filter((t) => /cancel|declin|reject|fail|error/i.test(t))).toEqual([]);
    await expect(page.getByRole('alert').filter({ hasText: /fail|error/i })).toHaveCount(0);
    expect(wallet.signedSignatures).toHaveLength(1);

    wallet.setMode('approve');
    await page.getByRole('button', { name: `Try “${CREATE_STEPS[1]}” again` }).click();
    await expectBasketLive(page, chain, sandbox.apiUrl, 'DECLN');
    await screenshot(page, 'flow-timeline-success');

    expect(wallet.calls.signTransaction).toBe(4); // step 2 asked twice, signed once
    await chain.expectEachSignatureLandedOnce(3);
  });

  // It expires while the wallet holds it; the service is never asked again.
  test('step 2’s blockhash expires after step 1 landed: it stops, naming the basket', async ({ app, page, chain, sandbox, wallet }) => {
    const createPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/baskets/create')) createPosts.push(r.url());
    });
    await startCreateFlow(app, wallet, 'EXPIR');
    const prompt = await wallet.nextPrompt();
    await expect(timelineStep(page, CREATE_STEPS[1])).toContainText('Waiting for your approval in the wallet');

    const expired = await fetch(`${sandbox.apiUrl}/sandbox/expire-blockhashes`, { method: 'POST' });
    expect(expired.ok).toBe(true);
    wallet.setMode('approve');
    prompt.approve(); // signs bytes whose blockhash is dead: the engine must not send them

    // The basket of step 1 exists; a new create request would make a second one (the service
    // derives accounts from a fresh random seed per request), so the flow stops here.
    const stopped = page.getByRole('alert').filter({ hasText: 'This flow cannot be finished' });
    await expect(stopped).toBeVisible({ timeout: 30_000 });
    const basket = (await stopped.locator('code').first().textContent()) ?? '';
    await expect(stopped).toContainText('create the basket again');
    await expect(page.getByRole('button', { name: /Get a fresh transaction|Retry|Try/ })).toHaveCount(0);
    await screenshot(page, 'flow-timeline-stranded');
    expect(createPosts).toHaveLength(1);

    // On chain: step 1 landed once; the stale step 2 never reached the chain; one basket exists.
    const [step1, staleStep2] = wallet.signedSignatures;
    expect(wallet.signedSignatures).toHaveLength(2);
    expect(await chain.statuses([step1!, staleStep2!])).toEqual(['landed', 'absent']);
    expect(await chain.paidSignatures()).toEqual([step1!]);
    expect(await chain.accountOwner(basket)).not.toBeNull();
    expect((await indexedBasket(sandbox.apiUrl, basket)).status).toBe('created');
    // Activity keeps it apart, with its explanation.
    await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('region', { name: 'Stopped (1)' })).toContainText('This flow cannot be finished');
    await expect(page.getByRole('region', { name: 'Unfinished (0)' })).toBeVisible();
    // Saved to the portfolio all the same: the user can find the half-made basket.
    await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first().click();
    await expect(page.getByRole('region', { name: /^EXPIR — / })).toBeVisible();
  });

  test('the RPC drops out while step 2 confirms: it completes without a new signature', async ({ app, page, chain, sandbox, wallet }) => {
    const rpc = await RpcFaults.install(page, sandbox);
    await startCreateFlow(app, wallet, 'RPCDN');

    // Step 2 reaches the chain, then the RPC drops: the answer is lost and every call fails.
    rpc.send = 'land-drop';
    rpc.downAfterSend = true;
    const sent = rpc.nextSend();
    await approveNextPrompt(wallet);
    const step2 = await sent;
    const step2Item = timelineStep(page, CREATE_STEPS[1]);
    await expect(step2Item).toContainText('Can’t reach the Solana RPC');
    await expect(step2Item).toContainText('Confirming on chain');
    expect(rpc.down).toBe(true);
    expect(await chain.statuses([step2])).toEqual(['landed']);
    await expect.poll(() => rpc.downCalls).toBeGreaterThan(2);
    await screenshot(page, 'flow-timeline-rpc-down');

    rpc.send = 'pass';
    rpc.down = false;
    await approveNextPrompt(wallet);
    await expectBasketLive(page, chain, sandbox.apiUrl, 'RPCDN');
    await expect(step2Item).not.toContainText('Can’t reach the Solana RPC');

    expect(wallet.calls.signTransaction).toBe(3);
    await chain.expectEachSignatureLandedOnce(3);
    // Everything the page broadcast carried one of the wallet's three signatures.
    expect(rpc.sent.every((s) => wallet.signedSignatures.includes(s))).toBe(true);
    expect(rpc.sent.filter((s) => s === step2).length).toBeGreaterThanOrEqual(1);
  });
});

test('the one approval declined: nothing sent; Try again asks once more and completes', async ({ app, page, chain, sandbox, wallet }) => {
  await reviewNewBasket(app, 'ONCE');
  const prompt = await confirmWithPromptHeld(page, wallet);
  await expect(timelineStep(page, CREATE_STEPS[0])).toContainText('Waiting for your approval in the wallet');
  prompt.reject();
  await expect(timelineStep(page, CREATE_STEPS[0])).toContainText('Not approved in the wallet — nothing was sent');
  expect(wallet.signedSignatures).toHaveLength(0);
  wallet.setMode('approve');
  await page.getByRole('button', { name: `Try “${CREATE_STEPS[0]}” again` }).click();
  await expectBasketLive(page, chain, sandbox.apiUrl, 'ONCE');
  expect(wallet.calls.signTransaction).toBe(2); // declined once, then one approval for all three
  await chain.expectEachSignatureLandedOnce(3);
});

// Nothing was sent, so fresh transactions are signed rather than the flow failing.
test('blockhashes expire during the one approval: it signs fresh ones and completes', async ({ app, page, chain, sandbox, wallet }) => {
  await reviewNewBasket(app, 'FRESH');
  const prompt = await confirmWithPromptHeld(page, wallet);
  const expired = await fetch(`${sandbox.apiUrl}/sandbox/expire-blockhashes`, { method: 'POST' });
  expect(expired.ok).toBe(true);
  wallet.setMode('approve');
  prompt.approve(); // three signatures over a dead blockhash: none may be sent
  await expectBasketLive(page, chain, sandbox.apiUrl, 'FRESH');
  const stale = wallet.signedSignatures.slice(0, 3);
  const fresh = wallet.signedSignatures.slice(3);
  expect(fresh).toHaveLength(3);
  expect(await chain.statuses(stale)).toEqual(['absent', 'absent', 'absent']);
  expect(await chain.statuses(fresh)).toEqual(['landed', 'landed', 'landed']);
});

test('double-clicking Confirm starts one flow: one signing, one Activity entry', async ({ app, page, chain, sandbox, wallet }) => {
  await reviewNewBasket(app, 'DBLCK');
  const confirm = page.getByRole('button', { name: 'Confirm and sign' });
  await expect(confirm).toBeVisible({ timeout: 20_000 });
  await confirm.dblclick();
  await expectBasketLive(page, chain, sandbox.apiUrl, 'DBLCK');

  expect(wallet.calls.signTransaction).toBe(1);
  await chain.expectEachSignatureLandedOnce(3);
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  const completed = page.getByRole('region', { name: 'Completed (1)' });
  await expect(completed).toContainText('Create basket DBLCK');
  await expect(page.getByRole('region', { name: 'Unfinished (0)' })).toBeVisible();
});

// The balance is spent between the review and the signature.
test('a withdraw refused on chain after review: failed in words, with the program logs', async ({ app, page, chain, wallet, given }) => {
  const { basket, held } = await given.heldTokens(20);

  await app.gotoConnected(`/withdraw?basket=${basket.address}`);
  await page.getByRole('textbox', { name: /Amount \(basket tokens\)/ }).fill('5');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({
    timeout: 20_000,
  });
  // The review's simulation answers first: spent before it, the review itself would hold Confirm
  // (review-simulation.spec), and the chain's refusal is what this test is about.
  await expect(page.getByText('Simulation succeeded')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeEnabled();

  // While the review is open, the same wallet withdraws almost everything elsewhere.
  const spend = Math.floor(Number(held) / 1e6) - 1;
  await given.command('withdraw', { basket: basket.address, amount: spend });
  const left = await chain.balance(basket.mint);
  expect(left < 5_000_000n).toBe(true);

  await confirmReview(page);
  const step = timelineStep(page, 'Withdraw basket tokens');
  await expect(step).toContainText('Failed', { timeout: 30_000 });
  await expect(step).toContainText('Insufficient token balance for this amount.');
  const logs = step.getByText(/^Program logs \(\d+ lines\)$/);
  await logs.click();
  await expect(step.locator('pre')).toContainText(/insufficient funds/i);
  await expect(step.getByRole('button', { name: 'Retry “Withdraw basket tokens”' })).toBeVisible();
  await screenshot(page, 'flow-timeline-failed');

  // The chain refused it: nothing burned, the signed transaction never landed.
  expect(await chain.balance(basket.mint)).toBe(left);
  expect(wallet.signedSignatures).toHaveLength(1);
  expect(await chain.statuses(wallet.signedSignatures)).toEqual(['absent']);
});
