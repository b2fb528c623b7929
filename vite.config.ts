import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The production Content-Security-Policy, as a <meta> tag (the app is static files; a server header
 * would be better but the app cannot rely on one). Meta CSP cannot carry frame-ancestors, report-uri
 * or sandbox: a host that serves Basketry should send `frame-ancestors 'none'` as a header.
 *
 * - script-src 'self': no inline script, no eval (the build has neither; modulePreload polyfill off).
 * - style-src 'unsafe-inline': sonner injects its stylesheet as a <style> element at runtime and
 *   React components set style attributes; inline CSS cannot run script.
 * - img-src data: https:: wallet icons and the sandbox's token logos are data: URIs (Wallet Standard
 *   requires it); token logos (Jupiter's icons, Metaplex metadata images) load over https:, never
 *   http:. An <img> cannot run script, whatever it loads.
 * - frame-src: Trezor Connect talks to the device through an iframe of connect.trezor.io.
 * - connect-src: any https/wss RPC or Basket API the user configures, plus loopback for the sandbox.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  'frame-src https://connect.trezor.io',
  'connect-src ' +
    [
      "'self'",
      'https:',
      'wss:',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
      'http://localhost:*',
      'ws://localhost:*',
    ].join(' '),
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'basketry-csp',
    apply: 'build', // the dev server needs inline scripts for React Refresh
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/**
 * index.html's static shell is the first and largest paint; the entry script and the modules it
 * preloads are fetched at low priority so the stylesheet and that paint go first (Chrome fetches
 * module scripts at high priority by default). The script still runs as soon as it is there.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'basketry-low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload") crossorigin/g,
          '<$1 fetchpriority="low" crossorigin',
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), lowPriorityEntry()],
  resolve: {
    alias: {
      // @solana/wallet-adapter-wallets re-exports every adapter; the app imports Ledger and Trezor
      // (src/app/wallet/hardwareWallets.ts). Keystone's adapter, though dropped, lazily imports its
      // QR keyring, and Rolldown then keeps about 6 KiB gzip more of web3.js (secp256k1, the stake
      // program) in the app. An empty stand-in keeps the bundle as small as importing each adapter
      // package on its own.
      '@solana/wallet-adapter-keystone': fileURLToPath(
        new URL('./src/app/wallet/omittedAdapter.ts', import.meta.url),
      ),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The polyfill is an inline script, which the CSP forbids; every target browser preloads modules.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
