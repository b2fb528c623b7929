// The Basket API fails three ways (HTTP 500, success:false, an answer that is not JSON): each time
// the page shows what the service answered, nothing is signed, and "Back to the form" finds every
// field as typed. With the API healthy again the same form creates the basket (checked on chain).
import { expect, test } from './fixtures';
import { confirmReview, fillCreateBasket } from './support/ui';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

const FAULTS = [
  {
    what: 'HTTP 500',
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      success: false,
      error: { code: 'INTERNAL', message: 'Keeper database unavailable' },
    }),
    title: 'The Basket API failed (HTTP 500)',
    shows: ['Keeper database unavailable', '"code": "INTERNAL"'],
  },
  {
    what: 'success:false',
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      success: false,
      error: { code: 'POOL_PAUSED', message: 'Basket creation is paused for maintenance' },
    }),
    title: 'The Basket API could not prepare the transaction',
    shows: ['Basket creation is paused for maintenance', '"code": "POOL_PAUSED"'],
  },
  {
    what: 'not JSON',
    status: 200,
    contentType: 'text/html',
    body: '<html><body><h1>Gateway page</h1><p>Upstream is restarting</p></body></html>',
    title: 'The Basket API sent an answer that is not JSON',
    shows: ['Upstream is restarting'],
  },
];

test('API failures show the body, sign nothing and keep the form, which then succeeds', async ({ app, page, chain, sandbox, wallet }) => {
  let fault: (typeof FAULTS)[number] | undefined;
  let refused = 0;
  await page.route(`${sandbox.apiUrl}/baskets/create`, async (route) => {
    if (!fault || route.request().method() !== 'POST') return route.fallback();
    refused += 1;
    await route.fulfill({
      status: fault.status,
      contentType: fault.contentType,
      headers: { 'access-control-allow-origin': '*' },
      body: fault.body,
    });
  });
  await app.gotoConnected('/create');
  await fillCreateBasket(page, 'APIERR');
  const symbol = page.getByRole('textbox', { name: /^Symbol/ });

  for (const [i, current] of FAULTS.entries()) {
    fault = current;
    await page.getByRole('button', { name: 'Review' }).click();
    const alert = page.getByRole('alert').filter({ hasText: current.title });
    await expect(alert, current.what).toBeVisible({ timeout: 20_000 });
    for (const text of current.shows) await expect(alert, current.what).toContainText(text);
    await expect(alert).toContainText('Nothing was signed');
    await expect(page.getByRole('button', { name: 'Confirm and sign' })).toHaveCount(0);
    expect(refused).toBe(i + 1);

    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(symbol, current.what).toHaveValue('APIERR');
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Flow test APIERR');
    await expect(page.getByRole('combobox', { name: 'Token 1', exact: true })).toHaveValue('USDC');
    await expect(page.getByRole('combobox', { name: 'Token 2', exact: true })).toHaveValue('JUP');
    await expect(page.getByRole('textbox', { name: 'Weight 1 (%)' })).toHaveValue('70');
    await expect(page.getByRole('textbox', { name: 'Weight 2 (%)' })).toHaveValue('30');
  }
  expect(wallet.calls.signTransaction + wallet.calls.signAndSendTransaction).toBe(0);

  // The service is back: the kept form goes through unchanged.
  fault = undefined;
  await page.getByRole('button', { name: 'Review' }).click();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Your basket APIERR is live' })).toBeVisible({
    timeout: 30_000,
  });
  const mint = (await page.locator('dt:text-is("Basket token mint") + dd').locator('code').textContent()) ?? '';
  const metadata = await chain.tokenMetadata(mint);
  expect(metadata).toMatchObject({ symbol: 'APIERR', name: 'Flow test APIERR' });
  expect(wallet.signedSignatures).toHaveLength(3);
});
