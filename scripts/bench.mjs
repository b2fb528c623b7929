// `npm run bench`: finds (or installs) Chromium like the e2e run does, then runs the benchmark in
// bench/ (TypeScript, loaded by tsx without a build step). Exit 1: a size budget is broken; 2: a
// part of the bench could not run.
import { register } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

// The bench measures the browser people run, not the headless shell the e2e tests use.
process.env.CHROMIUM_PATH = ensureChromium('browser', 2);

try {
  register();
  const { main } = await import('../bench/main.ts');
  process.exitCode = await main();
} catch (error) {
  // main() reports its parts' failures itself; this is the bench failing to load at all.
  console.error('bench: could not start:', error);
  process.exitCode = 2;
}
