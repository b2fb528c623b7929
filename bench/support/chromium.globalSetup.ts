// Vitest's global set-up: the bench's explore test drives a real Chromium, which a fresh machine
// does not have until the project installs it (scripts/ensure-chromium.sh, as the e2e run and the
// bench do). Found or installed once, before any test file runs; its path reaches the test files
// through CHROMIUM_PATH (bench/support/chromium.ts). Where none can be had, the test that needs
// it fails with the script's words; the others run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/ensure-chromium.sh', import.meta.url));

export default function setup(): void {
  if (process.env.CHROMIUM_PATH) return;
  // The headless shell, as the e2e tests use: the explore test opens a page, nothing more.
  const found = spawnSync('bash', [script, 'shell'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const path = found.stdout.trim().split('\n').pop();
  if (found.status === 0 && path) process.env.CHROMIUM_PATH = path;
}
