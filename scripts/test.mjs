// `npm test`: every check and test, in three lanes then the browser tests.
//   lane 1: lint, the type check, then the production build the browser tests run against;
//   lane 2: the SDK conformance suite (mostly its own `npm ci`, waiting on the registry), then the
//           mutation testing's smoke group (docs/mutation.md);
//   lane 3: the unit and integration tests (Vitest), the longest single step.
// Side by side they keep both cores busy instead of one at a time (Vitest's two workers take the
// cores the other lanes leave when they end). Lane 3 prints as it goes; the
// others' output is held and printed whole when they end. If anything in any lane fails, the browser
// tests do not run and the command fails, naming what failed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeBuildArgs } from './edge-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// The build scripts/e2e.mjs then runs Playwright against (E2E_PREBUILT_RUN_DIR).
const runDir = `test-results/e2e-run-${process.pid}`;

/**
 * Runs one step; `held` collects its output instead of printing it. Resolves with its status. Each
 * step ends with a line saying how long it took, so a slow run shows where its time went.
 */
function step(label, command, args, held) {
  const started = performance.now();
  const say = (text) => (held ? held.push(text) : process.stdout.write(text));
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (held) {
      held.push(`\n> ${label}\n`);
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('error', (error) => {
      say(`${label}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      say(`> ${label}: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

/** Runs steps in order, stopping at the first that fails; resolves with the failed label or null. */
async function lane(steps, held) {
  for (const [label, command, args] of steps) {
    if ((await step(label, command, args, held)) !== 0) return label;
  }
  return null;
}

const vite = 'node_modules/vite/bin/vite.js';
const checksOutput = [];
const sdkOutput = [];
console.log(
  'npm test: lint, type check, the e2e build and the SDK suite run beside the unit tests.\n',
);
const lanes = await Promise.all([
  lane(
    [
      ['npm run lint', npm, ['run', '--silent', 'lint']],
      ['npm run typecheck', npm, ['run', '--silent', 'typecheck']],
      [
        'the production build for the e2e tests',
        process.execPath,
        [vite, 'build', '--logLevel', 'warn', '--outDir', `${runDir}/app`, '--emptyOutDir'],
      ],
      [
        'the edge handler build for the e2e tests',
        process.execPath,
        [vite, ...edgeBuildArgs(`${runDir}/edge`)],
      ],
    ],
    checksOutput,
  ),
  // The real service's published client against a sandbox (sdk-conformance/README.md), then the
  // mutation set-up's fixed few (docs/mutation.md, "Groups": every mutant of one module killed).
  lane(
    [
      ['npm run test:sdk', npm, ['run', '--silent', 'test:sdk']],
      ['npm run test:mutation -- smoke', npm, ['run', '--silent', 'test:mutation', '--', 'smoke']],
    ],
    sdkOutput,
  ),
  lane([['npm run test:unit', npm, ['run', '--silent', 'test:unit']]]),
]);

process.stdout.write('\n--- lint, type check, e2e build ---');
for (const chunk of checksOutput) process.stdout.write(chunk);
process.stdout.write('\n--- SDK conformance, mutation smoke ---');
for (const chunk of sdkOutput) process.stdout.write(chunk);
process.stdout.write('\n');

const failed = lanes.filter(Boolean);
if (failed.length > 0) {
  rmSync(join(root, runDir), { recursive: true, force: true });
  console.error(`npm test: ${failed.join(' and ')} failed; the e2e tests were not run.`);
  process.exit(1);
}

process.env.E2E_PREBUILT_RUN_DIR = runDir;
const e2eStatus = await step('npm run test:e2e', npm, ['run', '--silent', 'test:e2e'], undefined);
// scripts/e2e.mjs runs in the prebuilt folder and removes it (or keeps a failed run's artifacts).
process.exit(e2eStatus);
