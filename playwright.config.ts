import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags';

// Playwright drives Debian's Chromium (it cannot download its own here): its headless shell, which
// renders the same pages for about a third less CPU than the full browser on two cores.
// scripts/e2e.mjs sets CHROMIUM_PATH from scripts/ensure-chromium.sh; a bare `playwright test` takes
// the shell if it is installed, else the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** A port the OS says is free now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// The config is evaluated by the runner and again by each worker: pick the app's port once and
// hand it to the workers through the environment they inherit.
process.env.E2E_APP_PORT ||= String(await freePort());
const port = Number(process.env.E2E_APP_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// Each run builds into and writes artifacts under its own folder: several people may run the
// suite at once in one work tree, and a `vite build` elsewhere must not swap files under a run.
// scripts/e2e.mjs picks the folder and builds once; a bare `playwright test` does both here.
process.env.E2E_RUN_DIR ||= `test-results/e2e-run-${process.pid}`;
const runDir = process.env.E2E_RUN_DIR;
const buildDir = `${runDir}/app`;
// Vite's own entry rather than npx: no npm start-up noise in the output.
const vite = 'node node_modules/vite/bin/vite.js';
const build =
  process.env.E2E_SKIP_BUILD === '1'
    ? ''
    : `${vite} build --logLevel warn --outDir ${buildDir} --emptyOutDir && ` +
      `${vite} build --config vite.edge.config.ts --logLevel warn --outDir ${runDir}/edge --emptyOutDir && `;

/** The browser every test runs in. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: ['--headless', ...CHROMIUM_FLAGS],
  },
};

/**
 * The specs that `test.use` a worker option (e2e/fixtures/index.ts): each gets a worker, and a
 * sandbox, of its own. Found by reading the specs, so a new one joins them; a false match would
 * only change when a spec runs.
 */
const WORKER_OPTION =
  /\b(sandboxNetwork|sandboxKeeperDelayMs|sandboxOfItsOwn|sandboxHistory|sandboxStartHoursAgo):/;
const e2eDir = new URL('./e2e/', import.meta.url);
const OWN_SANDBOX_SPECS = readdirSync(e2eDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => WORKER_OPTION.test(readFileSync(new URL(file, e2eDir), 'utf8')))
  .map((file) => `**/${file}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${runDir}/artifacts`,
  // Tests, not files, are spread over the workers: no spec keeps state between its tests (each has
  // its own wallet key; a worker's sandbox serves whichever tests it runs).
  fullyParallel: true,
  // A committed `test.only` fails every run, not only CI's (`.ci/run` does not set CI); the lint rule
  // basketry/no-focused-or-skipped-test says so before a run starts.
  forbidOnly: true,
  // Flaky tests get fixed, not retried.
  retries: 0,
  // A test spends most of its time waiting (slots, the keeper, the app's polls, a page's load), not
  // computing: one worker used an eighth of two cores. Four workers, each with its own Chromium
  // and sandbox, share them: three for the specs on the shared sandboxes, and one for the specs
  // with a sandbox of their own (the 'own sandbox' project, one at a time), which mostly wait on
  // it. On two cores the e2e run took 330 s with three workers and those specs last, 307 s with
  // them beside the rest, 276 s with the fourth worker. E2E_WORKERS=1 runs one browser at a time.
  workers: Number(process.env.E2E_WORKERS || 4),
  // Ceilings for a machine shared with other work (several of us run suites at once), not speed
  // requirements: a test that needs longer says so with test.setTimeout.
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    // e2e/screenshots.spec.ts: at most 2 pixels of an image may differ, whatever its size, so a
    // changed character fails: no pixel differed between runs (colour threshold 0.2, pixelmatch's
    // default), one changed character made 5 to 28 (docs/screenshots.md). Animations are stopped
    // and the caret hidden while shooting.
    toHaveScreenshot: { maxDiffPixels: 2, threshold: 0.2, animations: 'disabled', caret: 'hide' },
  },
  // The screenshots the look is compared with, one folder, no platform suffix: the suite runs on
  // this project's Debian Chromium only (docs/screenshots.md says how to update them).
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  reporter: [['list'], ['./e2e/reporters/summary-line.ts']],
  use: {
    baseURL,
    // A failure's trace keeps its actions, console, network and source; DOM snapshots and the
    // screencast, recorded for every passing test and thrown away, cost CPU the run shares with
    // the browsers (e2e/README.md: what a failure leaves behind). The failure screenshot stays.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    testIdAttribute: 'data-testid',
  },
  projects: [
    // First in the queue, one at a time: the specs whose worker starts a sandbox of its own (they
    // set a worker option: a mainnet-like network, a slow keeper, a seeded history, a sandbox no
    // other spec touched). They spend their time waiting on that sandbox, so they run beside the
    // rest from the start instead of after it, when nothing else would share the cores.
    { name: 'own sandbox', testMatch: OWN_SANDBOX_SPECS, workers: 1, use: chromium },
    { name: 'chromium', testIgnore: OWN_SANDBOX_SPECS, use: chromium },
  ],
  // The production build, served as `npm start` and a static host serve it (scripts/serve-app.mjs):
  // hashed assets cached for good, so a test's second page load asks only for the document.
  webServer: {
    command: `${build}node scripts/serve-app.mjs ${buildDir} ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
