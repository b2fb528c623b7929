// `npm run test:e2e [-- playwright args]`: finds (or installs) Chromium, builds the app once, and
// runs Playwright against the production build.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const chromium = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
const chromiumPath = chromium.stdout.trim().split('\n').pop();
if (chromium.status !== 0 || !chromiumPath) process.exit(chromium.status || 1);

// Same folder as playwright.config.ts's E2E_BUILD_DIR: the tests serve exactly this build.
const buildStatus = run(process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--logLevel',
  'warn',
  '--outDir',
  'test-results/app-build',
  '--emptyOutDir',
]);
if (buildStatus !== 0) {
  console.error('e2e: the production build failed; no browser tests were run.');
  process.exit(buildStatus);
}

const status = run(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROMIUM_PATH: chromiumPath, E2E_SKIP_BUILD: '1' },
  },
);
process.exit(status);
