import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  staticHostHeadersFile,
} from './scripts/securityHeaders.mjs';
import { pureTopLevel } from './scripts/pureTopLevel';

/**
 * The production Content-Security-Policy (scripts/securityHeaders.mjs), twice: as a <meta> tag,
 * which holds wherever the files are served, and, with `frame-ancestors 'none'` (which a <meta>
 * cannot carry), `nosniff` and the Referrer-Policy, as a `_headers` file that Netlify and
 * Cloudflare Pages send as headers. The app server (scripts/serve-app.mjs) sends the same headers.
 */
function securityPolicy(): Plugin {
  return {
    name: 'basketry-security-policy',
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
    generateBundle: {
      // After index.html is written into the bundle: its inline scripts are what the policy allows.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') this.error('The build wrote no index.html');
        const html =
          typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeadersFile(html) });
      },
    },
  };
}

/**
 * A build given an RPC URL must be told its network too: without VITE_CLUSTER the app would take
 * that URL for the Sandbox preset's, and treat whatever network it serves as the sandbox.
 */
export function buildEnvProblem(env: Record<string, string | undefined>): string | null {
  if (env.VITE_RPC_URL && !env.VITE_CLUSTER) {
    return (
      `VITE_RPC_URL is set (${env.VITE_RPC_URL}) but VITE_CLUSTER is not: say which network ` +
      `that RPC serves (VITE_CLUSTER=mainnet, devnet, custom, or sandbox for a local sandbox).`
    );
  }
  return null;
}

function checkedBuildEnv(): Plugin {
  return {
    name: 'basketry-build-env',
    apply: 'build',
    configResolved(config) {
      const problem = buildEnvProblem(config.env);
      if (problem) throw new Error(problem);
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
 * web3.js 1.99 ships as one ES module whose top level sets up every program it knows: layouts
 * built by calls, `X.programId = new PublicKey(…)` after each class. The bundler must keep what it
 * cannot prove pure, so the Stake, Vote, Secp256k1 (with its keccak), Ed25519 and lookup-table
 * programs, which the app never uses, shipped with the chain code. Marked pure
 * (scripts/pureTopLevel.ts), they go: all JS but on-demand libraries 465.3 → 461.5 KiB gzip.
 */
const WEB3_ES_MODULE = '/node_modules/@solana/web3.js/lib/index.browser.esm.js';
export function treeShakableWeb3(): Plugin {
  return {
    name: 'basketry-tree-shakable-web3',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(WEB3_ES_MODULE)) return null;
      // Line for line, so web3.js's own source map still holds.
      return { code: pureTopLevel(code), map: null };
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
    checkedBuildEnv(),
    securityPolicy(),
    lowPriorityEntry(),
    sharedNobleForMobileWallet(),
    uuidV4ForJayson(),
    treeShakableWeb3(),
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
