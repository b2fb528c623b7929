// `npm run bench`: finds (or installs) Chromium like the e2e run does, then runs the benchmark in
// bench/ (TypeScript, loaded by tsx without a build step). Exit 1: a size budget is broken; 2: a
// part of the bench could not run.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The bench measures the browser people run, not the headless shell the e2e tests use.
const chromium = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh'), 'browser'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
const chromiumPath = chromium.stdout.trim().split('\n').pop();
if (chromium.status !== 0 || !chromiumPath) process.exit(chromium.status || 2);
process.env.CHROMIUM_PATH = chromiumPath;

try {
  register();
  const { main } = await import('../bench/main.ts');
  process.exitCode = await main();
} catch (error) {
  // main() reports its parts' failures itself; this is the bench failing to load at all.
  console.error('bench: could not start:', error);
  process.exitCode = 2;
}
