// Fault injection on the Basket API: the page's next POSTs of one command are refused the way the
// service refuses (an HTTP status and `{ success: false, error: { code, message } }`), until
// `stop()`; nothing else is stubbed.
import type { Page } from '@playwright/test';
import type { Command } from './direct';

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Refuses the page's `command` POSTs with `refusal`; returns how to let them through again. */
export async function refuseApi(
  page: Page,
  command: Command,
  { status, code, message }: Refusal,
): Promise<{ stop(): Promise<void> }> {
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
