// The create form renders without the wallet and chain code (src/app/routes.tsx, ChainBoundary):
// it downloads when the user asks to connect, and the same form, not a new one, then carries on
// with what was typed and the focus where it was.
import { chainCodeRequested, openConnectDialogByKeyboard } from './chain-code';
import { expect, test } from './fixtures';

test('the create form is whole without the wallet code and keeps what was typed when it loads', async ({ app, page }) => {
  await app.goto('/create');
  const symbol = page.getByRole('textbox', { name: /^Symbol/ });
  await symbol.fill('KEEP1');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Kept while loading');
  await expect(page.getByRole('button', { name: 'Review' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await chainCodeRequested(page)).toBe(false);

  // Review checks the form where it is: no wallet code for that either, nothing lost.
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('textbox', { name: /^Symbol/ })).toHaveValue('KEEP1');
  expect(await chainCodeRequested(page)).toBe(false);

  // The page's own "Choose a wallet" loads the code and opens the dialog; closing it returns the
  // focus to that button, and the fields still hold what was typed.
  const choose = page.getByRole('button', { name: 'Choose a wallet' });
  await openConnectDialogByKeyboard(app, choose);
  await expect(symbol).toHaveValue('KEEP1');

  // Typing goes on in the same field once the code is there; connecting fills in the creator.
  await symbol.focus();
  await page.keyboard.type('2');
  await expect(symbol).toHaveValue('KEEP12');
  await app.connectWallet();
  await expect(page.getByRole('textbox', { name: /^Creator/ })).not.toHaveValue('No wallet connected');
  await expect(symbol).toHaveValue('KEEP12');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Kept while loading');
});
