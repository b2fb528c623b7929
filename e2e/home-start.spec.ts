// The home page starts without the wallet and chain code (src/page/chainCode.ts): it
// downloads when the visitor asks to connect, not before.
import { chainCodeRequested, openConnectDialogByKeyboard } from './chain-code';
import { expect, test } from './fixtures';

test('the home page is whole without the wallet code, which loads when "Connect wallet" is pressed', async ({ app, page }) => {
  await app.goto('/');
  await page.waitForLoadState('networkidle');
  // Everything a visitor sees before connecting, the faucet's prompt included.
  await expect(page.getByRole('heading', { name: 'What you can do here' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a wallet' })).toBeVisible();
  await expect(page.getByText(/Connect a wallet to see the operations you started/)).toBeVisible();
  expect(await chainCodeRequested(page)).toBe(false);

  // Pressed from the keyboard: the dialog opens once the code is there; closing it leaves the
  // focus on the header's wallet button, now the real one.
  await openConnectDialogByKeyboard(app, app.connectButton);
});

test('the faucet card\'s "Choose a wallet" loads it and opens the dialog too, focus kept', async ({ app, page }) => {
  await app.goto('/');
  const choose = page.getByRole('button', { name: 'Choose a wallet' });
  // The card is drawn again inside the wallet code meanwhile; focus returns to its button.
  await openConnectDialogByKeyboard(app, choose);
});

// Without a wallet to reconnect, what these pages show first needs no wallet code: they say
// what they are and what connecting gives (src/app/providers/ChainBoundary.tsx).
for (const [path, heading, words] of [
  ['/claim', 'Claim', /Connect a wallet first/],
  ['/edit', 'Edit a basket', /Connect the creator’s wallet/],
  ['/metadata', 'Update token metadata', /Connect the creator’s wallet/],
  ['/activity', 'Activity', /Connect a wallet to see its history/],
  ['/baskets', 'Portfolio', /Connect a wallet/],
  ['/tax-lots', 'Tax lots and gains', /Connect a wallet to see its lots/],
  ['/explore', 'Explore baskets', /Every basket on this network/],
  ['/settings', 'Settings', /RPC URL/],
] as const) {
  test(`${path} is whole without the wallet code`, async ({ app, page }) => {
    await app.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(words).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await chainCodeRequested(page)).toBe(false);
  });
}

test("the app's code is requested only after the static shell's first paint", async ({ app, page }) => {
  await app.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create a basket', level: 1 })).toBeVisible();
  // Lighthouse's simulated LCP counts every request begun before the paint (src/boot.ts).
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const main = performance.getEntriesByType('resource').find((entry) => /\/assets\/main-[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { paint: paint?.startTime, main: main?.startTime };
  });
  expect(order.paint).toBeDefined();
  expect(order.main).toBeDefined();
  expect(order.main).toBeGreaterThanOrEqual(order.paint ?? Infinity);
});
