import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createAppServer, listen } from './serve-app.mjs';
import { contentSecurityPolicy, staticHostHeadersFile } from './securityHeaders.mjs';

const THEME = 'document.documentElement.dataset.theme = "dark";';
const INDEX = `<!doctype html><title>app</title><script>${THEME}</script><script type="module" src="/assets/main-AbC123.js"></script>`;
const SCRIPT = 'console.log("hashed");'.repeat(20);

let dir = '';
let server: Server | null = null;

/** A build folder (index.html and one hashed asset, unless `withIndex` is false) and its server. */
async function serve(options: { gzip?: boolean; whileMissing?: string; withIndex?: boolean } = {}) {
  dir = mkdtempSync(join(tmpdir(), 'serve-app-'));
  mkdirSync(join(dir, 'assets'));
  if (options.withIndex !== false) writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'main-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  server = createAppServer({ dir, gzip: options.gzip, whileMissing: options.whileMissing });
  const port = await listen(server, 0);
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers });
}

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('serve-app', () => {
  it('caches hashed assets for good and has every other file revalidated', async () => {
    const get = await serve();
    const asset = await get('/assets/main-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(SCRIPT);
    const robots = await get('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    expect(await robots.text()).toBe('User-agent: *');
  });

  it('answers any other path, a route of the app or a way out of the folder, with index.html', async () => {
    const get = await serve();
    for (const path of [
      '/',
      '/baskets/4Vry5hGDmbwG',
      '/assets/gone-XyZ.js',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).toBe(INDEX);
    }
  });

  it('answers a path that cannot be decoded with 400 and goes on serving', async () => {
    const get = await serve();
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect(await (await get('/')).text()).toBe(INDEX);
  });

  it('sends gzip only when asked to and the browser accepts it', async () => {
    const zipped = await serve({ gzip: true });
    // fetch() undoes the gzip: the text is the file's; the headers say how it came.
    const asset = await zipped('/assets/main-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(await asset.text()).toBe(SCRIPT);
    const plain = await zipped('/assets/main-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(SCRIPT.length);
  });

  it('while there is no build yet, says so with 503 and the page it was given', async () => {
    const get = await serve({ withIndex: false, whileMissing: '<p>Building</p>' });
    const page = await get('/explore');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toBe('<p>Building</p>');
  });

  it('sends the security headers with every answer: the page, its assets, a route, a refusal', async () => {
    const get = await serve();
    const themeHash = `sha256-${createHash('sha256').update(THEME).digest('base64')}`;
    for (const path of ['/', '/assets/main-AbC123.js', '/explore', '/robots.txt', '/%E0%A4%A']) {
      const answer = await get(path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      // The page's one inline script, by its hash; no other inline script, no eval.
      expect(csp, path).toContain(`script-src 'self' '${themeHash}';`);
      expect(csp, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      // Any RPC, API, Jupiter or price-history URL a user sets: http and https, ws and wss.
      expect(csp, path).toContain("connect-src 'self' http: https: ws: wss:");
      expect(csp, path).toContain("img-src 'self' data: https:");
      expect(csp, path).toContain("worker-src 'self'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('a new build’s inline script is allowed once it replaces the old one', async () => {
    const get = await serve();
    expect((await get('/')).headers.get('content-security-policy')).toContain(
      createHash('sha256').update(THEME).digest('base64'),
    );
    const script = 'window.newBuild = 1;';
    writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${script}</script>`);
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).not.toContain(createHash('sha256').update(THEME).digest('base64'));
  });

  it('the static host’s _headers file sends the same, for every path', () => {
    const file = staticHostHeadersFile(INDEX);
    const themeHash = `sha256-${createHash('sha256').update(THEME).digest('base64')}`;
    expect(file.split('\n').slice(1)).toEqual([
      '/*',
      `  Content-Security-Policy: ${contentSecurityPolicy([themeHash], { frameAncestors: true })}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '',
    ]);
    // The <meta> policy is the same but for frame-ancestors, which a <meta> cannot carry.
    expect(contentSecurityPolicy([themeHash])).toBe(
      contentSecurityPolicy([themeHash], { frameAncestors: true }).replace(
        "; frame-ancestors 'none'",
        '',
      ),
    );
  });
});
