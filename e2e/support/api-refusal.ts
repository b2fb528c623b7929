// Fault injection on the Basket API: the page's next POSTs of one command are refused the way the
// service refuses (an HTTP status and `{ success: false, error: { code, message } }`), until
// `stop()`; nothing else is stubbed. And what a refusal must look like on the page.
import { expect, type Locator, type Page } from '@playwright/test';
import type { AppDriver } from '../fixtures/app';
import type { TestWallet } from '../fixtures/test-wallet';
import type { Command } from './direct';

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Refuses the page's `command` POSTs with `refusal`; returns how to let them through again. */
export async function refuseApi(page: Page, command: Command, { status, code, message }: Refusal): Promise<{ stop(): Promise<void> }> {
  const pattern = `**/baskets/${command}`;
  await page.route(pattern, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ success: false, error: { code, message } }),
    }),
  );
  return { stop: () => page.unroute(pattern) };
}

/**
 * After Review on a form whose request the service refuses: the page shows `refusal` (what the
 * service said), offers no review to sign and has asked the wallet nothing; then "Back to the
 * form", where the caller checks what was kept.
 */
export async function expectRefusedThenBack(page: Page, wallet: TestWallet, refusal: Locator): Promise<void> {
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toHaveCount(0);
  expect(wallet.calls.signTransaction + wallet.calls.signAndSendTransaction).toBe(0);
  await page.getByRole('button', { name: 'Back to the form' }).click();
}

export interface TypedThroughRefusal {
  command: Command;
  refusal: Refusal;
  /** The form's page, e.g. `/edit?basket=…`. */
  path: string;
  /** The field the user changes, with the value the page shows first and what is typed over it. */
  field: Locator;
  was: string;
  typed: string;
}

/**
 * The service refuses `command`: on `path` the user changes `field` from `was` to `typed` and
 * presses Review; the refusal shows as every refusal must, and back on the form `field` still
 * holds what was typed.
 */
export async function expectRefusalKeepsTyped(
  app: AppDriver,
  wallet: TestWallet,
  { command, refusal, path, field, was, typed }: TypedThroughRefusal,
): Promise<void> {
  await refuseApi(app.page, command, refusal);
  await app.gotoConnected(path);
  await expect(field).toHaveValue(was);
  await field.fill(typed);
  await app.page.getByRole('button', { name: 'Review' }).click();
  await expectRefusedThenBack(app.page, wallet, app.page.getByText(refusal.message).first());
  await expect(field).toHaveValue(typed);
}
