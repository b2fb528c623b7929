// A slow server, as fault injection: the page's requests that match are held back until the test
// releases them, so it can see what the page shows while a read is in flight. Nothing is stubbed:
// held requests then go on as they were.
import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to URLs `url` picks (and, when `body` is given, whose POST body it
 * picks) until `release()`; every other request passes.
 */
export async function holdRequests(page: Page, url: (url: URL) => boolean, body?: (text: string) => boolean): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!body || body(route.request().postData() ?? '')) await released;
    await route.fallback();
  });
  return { release };
}
