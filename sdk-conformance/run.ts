// Runs the SDK conformance checks, each against a sandbox of its own (README.md):
// npm run test:sdk from the repository's root. A check waits for effects (a mint, a closed sell
// state) without a bound of its own; an effect that never comes ends the run here, as a failure.
import { checkReads } from './reads';
import { checkTransactions } from './transactions';

const NEVER_CAME_MS = 5 * 60_000;
setTimeout(() => {
  console.error('sdk conformance: an expected effect never came (see the last check started)');
  process.exit(1);
}, NEVER_CAME_MS).unref();

for (const [name, check] of [
  ['reads', checkReads],
  ['transactions', checkTransactions],
] as const) {
  console.log(`sdk conformance: ${name}…`);
  const passed = await check();
  for (const line of passed) console.log(`ok — ${name}: ${line}`);
}
console.log('sdk conformance: passed');
process.exit(0);
