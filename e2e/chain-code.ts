// Whether a page has downloaded the chain code (src/page/chainCode.ts: web3.js, the wallet
// adapters and the flow engine behind ChainProviders), which pages load only when it is wanted.
import { expect, type Locator, type Page } from '@playwright/test';
import type { AppDriver } from './fixtures/app';

/** Whether the page has requested the chunk with the wallet and chain providers. */
export async function chainCodeRequested(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/ChainProviders-[^/]+\.js$/.test(new URL(entry.name).pathname)),
  );
}

/**
 * Presses `button` from the keyboard: the connect dialog opens once the chain code is there; Escape
 * closes it and the focus lands on `focusAfter` (the button itself, unless it was drawn anew).
 */
export async function openConnectDialogByKeyboard(app: AppDriver, button: Locator, focusAfter: Locator = button): Promise<void> {
  await button.focus();
  await app.page.keyboard.press('Enter');
  await expect(app.connectDialog).toBeVisible();
  expect(await chainCodeRequested(app.page)).toBe(true);
  await app.page.keyboard.press('Escape');
  await expect(app.connectDialog).toBeHidden();
  await expect(focusAfter).toBeFocused();
}
