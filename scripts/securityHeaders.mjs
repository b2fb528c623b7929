// The app's security headers, in one place for the three that send them: the build's <meta>
// policy (vite.config.ts), the build's `_headers` file for a static host (Netlify and Cloudflare
// Pages read it), and the app server of `npm start`, the browser tests and the bench
// (scripts/serve-app.mjs). README, "Security headers", says what each allows and why.
import { createHash } from 'node:crypto';

/** Only the origin, never a path, to other sites; nothing from https to http. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The Content-Security-Policy. `frameAncestors`: with `frame-ancestors 'none'` (no site may frame
 * the app), which only a header can carry: a <meta> policy ignores it, and says so in the console.
 *
 * - script-src 'self' plus the hash of each inline script of index.html (the theme, applied before
 *   the first paint), no other inline script, no eval (the build's modulePreload polyfill is off).
 *   worker-src 'self': the backtest's worker is a file of the build.
 * - style-src 'unsafe-inline': React components set style attributes, and the Mobile Wallet
 *   Adapter's dialog brings its stylesheet as a <style> element; inline CSS cannot run script.
 * - img-src data: https:: wallet icons and the sandbox's token logos are data: URIs (Wallet Standard
 *   requires it); token logos (Jupiter's icons, Metaplex metadata images) load over https:, never
 *   http:. An <img> cannot run script, whatever it loads.
 * - frame-src: Trezor Connect talks to the device through an iframe of connect.trezor.io.
 * - connect-src: any RPC, WebSocket, Basket API, Jupiter or price-history URL the user sets in
 *   Settings, http or https, ws or wss, on any host (a node on the user's network is plain http).
 *
 * @param {readonly string[]} [inlineScriptHashes] 'sha256-…' of each inline script
 * @param {{ frameAncestors?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(inlineScriptHashes = [], { frameAncestors = false } = {}) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    'frame-src https://connect.trezor.io',
    "connect-src 'self' http: https: ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(frameAncestors ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/**
 * 'sha256-…' of each inline <script> (one without src) in the page, as a CSP names it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `sha256-${createHash('sha256').update(body).digest('base64')}`,
  );
}

/**
 * The headers every response of the app carries, for the built `html` (index.html).
 * @param {string} html
 * @returns {Record<string, string>}
 */
export function securityHeaders(html) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(html), {
      frameAncestors: true,
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
  };
}

/**
 * The same headers as a `_headers` file, for every path (`/*`): the format Netlify and
 * Cloudflare Pages read from the root of the folder they publish.
 * @param {string} html
 * @returns {string}
 */
export function staticHostHeadersFile(html) {
  const lines = Object.entries(securityHeaders(html)).map(([name, value]) => `  ${name}: ${value}`);
  return ['# Written by the build (scripts/securityHeaders.mjs).', '/*', ...lines, ''].join('\n');
}
