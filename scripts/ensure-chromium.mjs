// The Chromium a run drives, found (or installed) by scripts/ensure-chromium.sh, which prints the
// executable's path as its last line. Shared by `npm run test:e2e` and `npm run bench`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The path of Chromium's `kind` ('shell': the headless shell; 'browser': the full browser). When
 * there is none the process ends, with the script's exit status, or `failure` if it gave none.
 */
export function ensureChromium(kind, failure) {
  const chromium = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh'), kind], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const path = chromium.stdout.trim().split('\n').pop();
  if (chromium.status !== 0 || !path) process.exit(chromium.status || failure);
  return path;
}
