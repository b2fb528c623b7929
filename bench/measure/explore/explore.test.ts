import type { Browser } from '@playwright/test';
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../../../e2e/support/chromium-flags';
import { CHROMIUM_PATH } from '../../support/chromium';
import { tallyRpc } from '../rpc-tally';
import { measureExploreRun, type ExploreRunOptions } from './explore';

// A stand-in for /explore and its JSON-RPC on one local server: the page asks for the list
// (getProgramAccounts), then shows a row and a search box; typing in it says one basket matches.
const PAGE = `<!doctype html><html><head><title>explore</title></head><body><main></main><script>
fetch('/rpc', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getProgramAccounts' }) })
  .then((response) => response.text())
  .then(() => {
    document.querySelector('main').innerHTML =
      '<input type="search" aria-label="Search"><p role="status"></p>' +
      '<table><tbody><tr><td>Basket</td></tr></tbody></table>';
    document.querySelector('input').addEventListener('input', () => {
      document.querySelector('[role=status]').textContent = '1 of 2 baskets match';
    });
  });
</script></body></html>`;

function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method === 'POST') {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: [] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(PAGE);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('measureExploreRun', () => {
  let browser: Browser;
  let server: Server;
  let origin: string;
  const stray: unknown[] = [];
  const onStray = (reason: unknown) => stray.push(reason);

  beforeAll(async () => {
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      headless: true,
    });
    server = await serve();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.on('unhandledRejection', onStray);
  }, 60_000);

  afterAll(async () => {
    process.off('unhandledRejection', onStray);
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  afterEach(() => {
    stray.length = 0;
  });

  const options = (): ExploreRunOptions => ({
    settings: '{}',
    query: 'Basket 2',
    rpcUrl: `${origin}/rpc`,
    timeoutMs: 30_000,
  });

  // Node reports an unhandled rejection a tick after it happens; give it a few.
  const strayAfterAWhile = async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return stray;
  };

  it('marks the first row and the search, and counts the JSON-RPC answers', async () => {
    const context = await browser.newContext({ baseURL: origin });
    try {
      const run = await measureExploreRun(context, options());
      expect(run.firstRowMs).toBeGreaterThan(0);
      expect(run.interactiveMs).toBeGreaterThanOrEqual(run.firstRowMs);
      expect(run.rpc.requests).toBe(1);
      expect(run.rpc.programAccountsBytes).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
    expect(await strayAfterAWhile()).toEqual([]);
  });

  it('fails with the cause when the page closes while the list arrives, leaving no rejection unawaited', async () => {
    const context = await browser.newContext({ baseURL: origin });
    // The page closes the moment its first JSON-RPC answer is in: while the run still reads the
    // answer's size (the crash of issue 24: request.sizes on a closed page).
    context.on('page', (page) =>
      page.once('requestfinished', () => {
        context.close().catch(() => undefined);
      }),
    );
    await expect(measureExploreRun(context, options())).rejects.toThrow(/closed/);
    expect(await strayAfterAWhile()).toEqual([]);
  });

  it('fails with the cause when a size cannot be read (the page closed), and reads none once settled', async () => {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const finished = page.waitForEvent('requestfinished', (r) => r.method() === 'POST');
    await page.goto('/');
    const request = await finished;
    await context.close();
    // The page's requests, as it reports them; this one finished as the page closed, so its size
    // can no longer be read (issue 24: request.sizes on a closed page).
    const events = new EventEmitter();
    const { settled } = tallyRpc(events, `${origin}/rpc`);
    events.emit('requestfinished', request);
    await expect(settled()).rejects.toThrow(
      /a JSON-RPC response's size could not be read: .*closed/,
    );
    // After the run: nothing is read any more, so nothing is left to fail unawaited.
    events.emit('requestfinished', request);
    expect(await strayAfterAWhile()).toEqual([]);
  });
});
