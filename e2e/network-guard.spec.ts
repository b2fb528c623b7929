// The network guard itself: it must notice a request to a host the app was not configured for,
// over HTTP and WebSocket alike (https/wss: the app's CSP would stop plain http to other hosts before
// any request). Runs in a second browser context so the test's own guard stays clean.
import { expect, test } from './fixtures';
import { NetworkGuard } from './fixtures/network-guard';

test('records requests to unconfigured hosts and lets configured ones through', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const guard = new NetworkGuard([baseURL!]);
    guard.configure(['http://127.0.0.1:9']);
    guard.watch(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      await fetch('http://127.0.0.1:9/configured').catch(() => undefined);
      await fetch('https://127.0.0.2:9/elsewhere').catch(() => undefined);
      await new Promise<void>((resolve) => {
        const socket = new WebSocket('wss://127.0.0.3:9/socket');
        socket.onerror = () => resolve();
        socket.onclose = () => resolve();
      });
    });
    expect(guard.requests).toContain('http://127.0.0.1:9/configured');
    expect(guard.offending).toEqual(['https://127.0.0.2:9/elsewhere', 'wss://127.0.0.3:9/socket']);
    expect(guard.report()).toContain('https://127.0.0.2:9/elsewhere');
  } finally {
    await context.close();
  }
});
