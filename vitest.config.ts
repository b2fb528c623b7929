import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** `UNIT_LATE_RENDERS_MS=25`: React renders that late in jsdom files (src/testing/lateRenders.setup.ts). */
const lateRendersMs = Number(process.env.UNIT_LATE_RENDERS_MS ?? 0);

const TEST_ROOTS = ['src', 'sandbox', 'scripts', 'bench'];
const TEST_FILE = /\.test\.tsx?$/;
const JSDOM_DOCBLOCK = /^\/\/ @vitest-environment jsdom\b/m;

/**
 * The test files that opt into jsdom with `// @vitest-environment jsdom` (in their first lines).
 * They keep a fresh module graph per file: several hold a page's state for the file's life (a lazily
 * loaded chunk, a provider's store), as a page load would.
 */
function jsdomTestFiles(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => TEST_FILE.test(path) && !path.includes('node_modules'))
      .map((path) => `${root}/${path}`)
      .filter((file) => JSDOM_DOCBLOCK.test(readFileSync(file, 'utf8').slice(0, 400))),
  );
}

const jsdomFiles = jsdomTestFiles();

// Unit and integration tests, in two projects. Browser-flavoured tests opt in with
// `// @vitest-environment jsdom`. Each project names its own files: an include given at the top
// would be joined to theirs, not replaced.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    // A committed `it.only` fails every run, not only in CI (the lint rule
    // basketry/no-focused-or-skipped-test says so first).
    allowOnly: false,
    // Two workers even on two cores (Vitest's default leaves one core to its own process, which
    // mostly waits): inside `npm test` the other lanes finish first and leave that core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Ceilings for a loaded machine, never measures: with the CPU oversubscribed (load 30 on two
    // cores) the create form's longest tests took 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A global a test stubs is put back after it, whichever project it runs in.
    unstubGlobals: true,
    unstubEnvs: true,
    // A Chromium for the one test that drives a browser (bench/measure/explore/explore.test.ts).
    globalSetup: ['bench/support/chromium.globalSetup.ts'],
    // lateRenders first: React's scheduler reads setImmediate when it loads.
    setupFiles: [
      ...(lateRendersMs > 0 ? ['src/testing/lateRenders.setup.ts'] : []),
      'src/testing/busyMachine.setup.ts',
    ],
    ...(lateRendersMs > 0 ? { provide: { lateRendersMs } } : {}),
    projects: [
      {
        // Node files share one module graph per worker instead of importing web3.js, the
        // sandbox and zod again for each file (one worker: 85 s that way, 25–38 s this way). None
        // keeps state in a module between files (they pass in any order: `--sequence.shuffle.files`).
        extends: true,
        test: {
          name: 'node',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...jsdomFiles],
          isolate: false,
        },
      },
      {
        // Each jsdom file gets a VM context of its own in a worker thread: a fresh module graph
        // per file as before, without a new process for each (57 files: 106 → 60 CPU s).
        extends: true,
        test: {
          name: 'jsdom',
          include: jsdomFiles,
          pool: 'vmThreads',
          setupFiles: ['src/testing/webCrypto.setup.ts'],
        },
      },
    ],
  },
});
