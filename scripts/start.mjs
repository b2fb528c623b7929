#!/usr/bin/env node
// `npm start`: builds the app when its sources changed, starts the sandbox (chain, JSON-RPC, Basket
// API) and serves the built app; prints the three URLs; one Ctrl-C stops everything.
// Env: APP_PORT (4173), RPC_PORT (8899), WS_PORT (RPC_PORT + 1), API_PORT (8787), SANDBOX_DATA;
// flags: --no-build serves dist/ as it is; every other flag goes to the sandbox (`npm run sandbox
// -- --help` lists them: --reset, --network mainnet-like, --compute-budget, …).
import { spawn } from 'node:child_process';
import {
  renameSync,
  rmSync,
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServer, listen } from './serve-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const host = '127.0.0.1';
const require = createRequire(import.meta.url);

function port(name, fallback) {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`${name}=${v} is not a port number (1–65535).`);
    process.exit(1);
  }
  return n;
}

const appPort = port('APP_PORT', 4173);
const rpcPort = port('RPC_PORT', 8899);
const wsPort = port('WS_PORT', rpcPort + 1);
const apiPort = port('API_PORT', 8787);

// The app reads its endpoints at build time (defaults: 8899 / 8900 / 8787). Only non-default ports
// need a build that knows them; with the defaults this is the plain `npm run build`.
const buildEnv = {};
if (rpcPort !== 8899) buildEnv.VITE_RPC_URL = `http://${host}:${rpcPort}`;
if (wsPort !== 8900) buildEnv.VITE_WS_URL = `ws://${host}:${wsPort}`;
if (apiPort !== 8787) buildEnv.VITE_API_BASE = `http://${host}:${apiPort}`;
// A build given an RPC URL must be told its network (vite.config.ts): this one is the sandbox.
if (buildEnv.VITE_RPC_URL && !process.env.VITE_CLUSTER) buildEnv.VITE_CLUSTER = 'sandbox';
const STAMP = join(dist, '.basketry-build.json');

/** Everything that shapes the build's endpoints: the VITE_* variables given, plus the ports. */
function stampEnv() {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (k.startsWith('VITE_')) env[k] = v;
  return { ...env, ...buildEnv };
}
const staging = join(root, 'node_modules', '.cache', 'basketry-app-build');
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.app.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsCurrent() {
  const index = join(dist, 'index.html');
  if (!existsSync(index) || !existsSync(STAMP)) return false;
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  if (JSON.stringify(stamp.env) !== JSON.stringify(stampEnv())) return false;
  const sourcesTime = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return statSync(index).mtimeMs >= sourcesTime;
}

function run(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

const BUILDING_PAGE = `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Basketry is starting</title><p>Basketry is being built; this page reloads in a few seconds.</p>`;

const tsx = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const sandboxMain = join(root, 'sandbox', 'main.ts');
const sandboxFlags = process.argv.slice(2).filter((a) => a !== '--no-build');

async function main() {
  const started = Date.now();
  if (sandboxFlags.includes('--help') || sandboxFlags.includes('-h')) {
    console.log('npm start -- [--no-build] [sandbox flags]\n\n  --no-build  serve dist/ as it is');
    await run(process.execPath, [tsx, sandboxMain, '--help']);
    return;
  }
  // A wrong sandbox flag is reported before the app is built, not a minute later.
  if (sandboxFlags.length > 0) {
    await run(process.execPath, [tsx, sandboxMain, ...sandboxFlags, '--dry-run']).catch(() =>
      process.exit(1),
    );
  }
  const app = createAppServer({ dir: dist, whileMissing: BUILDING_PAGE });
  try {
    await listen(app, appPort, host);
  } catch (e) {
    if (e.code === 'EADDRINUSE') {
      console.error(
        `Port ${appPort} (app) is already in use. Stop whatever uses it, or choose another port with APP_PORT=<port>.`,
      );
      process.exit(1);
    }
    throw e;
  }

  if (process.argv.includes('--no-build')) {
    if (!existsSync(join(dist, 'index.html'))) {
      console.error('--no-build: there is no build in dist/. Run npm run build first.');
      process.exit(1);
    }
  } else if (buildIsCurrent()) {
    console.log('App build is up to date.');
  } else {
    console.log('Building the app…');
    const t = Date.now();
    await run(
      process.execPath,
      [
        join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
        'build',
        '--outDir',
        staging,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      buildEnv,
    ).catch(() => {
      console.error(
        'The app failed to build (errors above). Fix them, or serve the last build with --no-build.',
      );
      process.exit(1);
    });
    // Swap in the new build only once it succeeded, so a failed build keeps the last good one.
    rmSync(dist, { recursive: true, force: true });
    renameSync(staging, dist);
    writeFileSync(STAMP, JSON.stringify({ env: stampEnv(), builtAt: new Date().toISOString() }));
    console.log(`Built in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  }

  const sandboxArgs = [tsx, sandboxMain, ...sandboxFlags];
  const sandbox = spawn(process.execPath, sandboxArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      RPC_PORT: String(rpcPort),
      WS_PORT: String(wsPort),
      API_PORT: String(apiPort),
    },
  });
  // However this process ends (an error included), the sandbox does not outlive it holding the
  // ports and the ledger's folder.
  process.on('exit', () => {
    if (sandbox.exitCode === null) sandbox.kill('SIGTERM');
  });

  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    app.close();
    app.closeAllConnections();
    if (sandbox.exitCode === null) sandbox.kill('SIGTERM');
    else process.exit(code);
  };
  sandbox.on('exit', (code) => {
    app.close();
    app.closeAllConnections();
    process.exit(stopping ? 0 : (code ?? 1));
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  let buffered = '';
  sandbox.stdout.setEncoding('utf8');
  sandbox.stdout.on('data', function onReady(chunk) {
    buffered += chunk;
    if (!buffered.includes('Press Ctrl-C to stop.')) return;
    sandbox.stdout.off('data', onReady);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\nBasketry is running (ready in ${seconds} s):`);
    console.log(`  App         http://${host}:${appPort}`);
    for (const line of buffered.split('\n')) {
      if (/^\s+(JSON-RPC|WebSocket|Basket API|Ledger|Network|Answers)\s/.test(line)) {
        console.log(line);
      }
    }
    console.log('Press Ctrl-C to stop.');
    sandbox.stdout.pipe(process.stdout);
  });
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
