import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The production Content-Security-Policy, as a <meta> tag (the app is static files; a server header
 * would be better but the app cannot rely on one). Meta CSP cannot carry frame-ancestors, report-uri
 * or sandbox: a host that serves Basketry should send `frame-ancestors 'none'` as a header.
 *
 * - script-src 'self' plus the hash of each inline script of index.html (the theme, applied before
 *   the first paint), no other inline script, no eval (modulePreload polyfill off).
 * - style-src 'unsafe-inline': React components set style attributes, and the Mobile Wallet
 *   Adapter's dialog brings its stylesheet as a <style> element; inline CSS cannot run script.
 * - img-src data: https:: wallet icons and the sandbox's token logos are data: URIs (Wallet Standard
 *   requires it); token logos (Jupiter's icons, Metaplex metadata images) load over https:, never
 *   http:. An <img> cannot run script, whatever it loads.
 * - frame-src: Trezor Connect talks to the device through an iframe of connect.trezor.io.
 * - connect-src: any https/wss RPC or Basket API the user configures, plus loopback for the sandbox.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
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
}

/** 'sha256-…' of each inline <script> (one without src) in the page, as a CSP names it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `sha256-${createHash('sha256').update(body).digest('base64')}`,
  );
}

function contentSecurityPolicyTag(): Plugin {
  return {
    name: 'basketry-csp',
    apply: 'build', // the dev server needs inline scripts for React Refresh
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(inlineScriptHashes(html)),
          },
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

/**
 * The Mobile Wallet Adapter protocol (@solana-mobile/mobile-wallet-adapter-protocol 2.3.0, which
 * wallet-adapter-react loads) asks for @noble/curves 2 and @noble/hashes 2, while web3.js and the
 * wallet-standard utilities already ship @noble/curves 1.9 and @noble/hashes 1.8: a second copy of
 * the curve code, about 10 KiB gzip. Its only use is Nostr event signing (lib/esm/index.browser.js:
 * schnorr.utils.randomSecretKey, getPublicKey, sign, verify from secp256k1.js; sha256 from
 * sha2.js; bytesToHex, hexToBytes from utils.js), which 1.9/1.8 export under the same paths and
 * names (they carry the 2.x API); src/wallet/mobileWalletCrypto.test.ts holds them to it. So
 * its @noble imports resolve to the app's copies.
 */
export function sharedNobleForMobileWallet(): Plugin {
  const appRoot = fileURLToPath(new URL('./index.html', import.meta.url));
  return {
    name: 'basketry-shared-noble',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer?.includes('/node_modules/@solana-mobile/')) return null;
      if (!/^@noble\/(curves|hashes)\//.test(source)) return null;
      return this.resolve(source, appRoot, { ...options, skipSelf: true });
    },
  };
}

/**
 * web3.js's JSON-RPC client, jayson 4.3.0, takes request ids from uuid (lib/generateRequest.js and
 * lib/utils.js: `require('uuid').v4`). A CommonJS require of uuid's ES build keeps all of uuid
 * (v1, v3's md5, v5's sha1: about 3 KiB gzip) in the app's largest shared chunk. jayson gets a
 * module with uuid's v4 alone.
 */
export const JAYSON_UUID = '\0basketry:jayson-uuid';
export function uuidV4ForJayson(): Plugin {
  return {
    name: 'basketry-jayson-uuid',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'uuid' && importer?.includes('/node_modules/jayson/') ? JAYSON_UUID : null;
    },
    load(id) {
      return id === JAYSON_UUID ? "export { v4 } from 'uuid';" : null;
    },
  };
}

/**
 * borsh (inside web3.js, spl-token) and a few other Node-minded libraries use `Buffer` without
 * importing it. Each module that names it gets `import { Buffer } from 'buffer'` instead of a global
 * set at start: the polyfill is then part of the chain code that needs it, not of the app's entry
 * that every visit loads (7 KiB gzip). bn.js reads `window.Buffer` and falls back to the module.
 */
const BUFFER_WHERE_USED: Record<string, [string, string]> = { Buffer: ['buffer', 'Buffer'] };

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicyTag(),
    lowPriorityEntry(),
    sharedNobleForMobileWallet(),
    uuidV4ForJayson(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The polyfill is an inline script, which the CSP forbids; every target browser preloads modules.
    modulePreload: { polyfill: false },
    rolldownOptions: { transform: { inject: BUFFER_WHERE_USED } },
  },
  optimizeDeps: { rolldownOptions: { transform: { inject: BUFFER_WHERE_USED } } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
