// `npm run test:e2e [-- playwright args]`: finds (or installs) Chromium's headless shell, builds the app once, and
// runs Playwright against the production build.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeBuildArgs } from './edge-node.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// The headless shell: the same Chromium for a third less CPU (scripts/ensure-chromium.sh).
const chromiumPath = ensureChromium('shell', 1);

// This run's own folder (see playwright.config.ts): the build, and the traces of failed tests.
// `npm test` (scripts/test.mjs) builds beside the unit tests and passes its folder in
// E2E_PREBUILT_RUN_DIR; otherwise the build happens here.
const prebuilt = process.env.E2E_PREBUILT_RUN_DIR;
const runDir = prebuilt || `test-results/e2e-run-${process.pid}`;
if (!prebuilt) {
  const buildStatus = run(process.execPath, [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    `${runDir}/app`,
    '--emptyOutDir',
  ]);
  if (buildStatus !== 0) {
    console.error('e2e: the production build failed; no browser tests were run.');
    process.exit(buildStatus);
  }
  // The edge handler the Blink and share-card specs serve beside the app (docs/edge.md).
  const edgeStatus = run(process.execPath, [
    'node_modules/vite/bin/vite.js',
    ...edgeBuildArgs(`${runDir}/edge`),
  ]);
  if (edgeStatus !== 0) {
    console.error('e2e: the edge handler failed to build; no browser tests were run.');
    process.exit(edgeStatus);
  }
}

const status = run(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    env: {
      ...process.env,
      CHROMIUM_PATH: chromiumPath,
      E2E_RUN_DIR: runDir,
      E2E_SKIP_BUILD: '1',
    },
  },
);
// Keep the artifacts of a failed run for reading; the build is not needed either way.
rmSync(join(root, status === 0 ? runDir : `${runDir}/app`), { recursive: true, force: true });
if (status !== 0)
  console.error(`e2e: traces and screenshots of failures are in ${runDir}/artifacts`);
process.exit(status);
