// `npm run test:mutation [-- group…] [-- --force] [-- --concurrency=2]`: Stryker over the modules
// that decide what a user sees about money or signs (stryker.config.mjs, docs/mutation.md), one
// group at a time, each incremental (only the mutants whose code or tests changed since its last
// run are tested again). `--concurrency=N`: N test runners instead of the config's one, on a
// machine nothing else is using.
// Then one table: each module's mutation score from the groups' reports
// (reports/mutation/<group>/mutation.json), which `--docs` also writes into docs/mutation.md with
// the date. Exits 1 when a run fails or a module scores under 85 %.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { GROUPS } from '../stryker.config.mjs';
import { moduleScores, scoreTable, withTable } from './mutationScores.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const named = args.filter((a) => !a.startsWith('--'));
const FULL = Object.keys(GROUPS).filter((g) => g !== 'smoke');
const groups = named.length > 0 ? named : FULL;
const unknown = groups.filter((g) => !GROUPS[g]);
const concurrency = flags
  .find((f) => f.startsWith('--concurrency='))
  ?.slice('--concurrency='.length);
if (concurrency !== undefined && !/^[1-9]\d*$/.test(concurrency)) {
  console.error(`test:mutation: --concurrency=${concurrency}: give a whole number of test runners`);
  process.exit(2);
}
if (unknown.length > 0) {
  console.error(`test:mutation: no group ${unknown.join(', ')}; the groups: ${FULL.join(', ')}`);
  process.exit(2);
}

const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
let failed = false;
for (const group of groups) {
  console.log(`\n--- mutation group ${group} ---`);
  const run = spawnSync(
    process.execPath,
    [
      stryker,
      'run',
      'stryker.config.mjs',
      ...flags.filter((f) => f === '--force'),
      ...(concurrency ? ['--concurrency', concurrency] : []),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, MUTATION_GROUP: group } },
  );
  if (run.status !== 0) {
    console.error(`test:mutation: the group ${group} did not finish (exit ${run.status})`);
    failed = true;
  }
}

// The table covers the groups run now (every full group with a report, for the docs).
const tabled = flags.includes('--docs') ? FULL : groups;
const reports = tabled
  .map((g) => join(root, `reports/mutation/${g}/mutation.json`))
  .filter((f) => existsSync(f));
const scores = moduleScores(reports.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
const table = scoreTable(scores);
console.log(`\n${table}`);
if (flags.includes('--docs')) {
  const docs = join(root, 'docs/mutation.md');
  const date = new Date().toISOString().slice(0, 10);
  // Laid out as the project's Prettier lays out a table, so `npm run lint` passes the page as written.
  const page = withTable(readFileSync(docs, 'utf8'), table, date);
  const options = { ...(await resolveConfig(docs)), filepath: docs };
  writeFileSync(docs, await format(page, options));
  console.log(`docs/mutation.md: the table of ${date} written.`);
}
const low = scores.filter((s) => s.score !== null && s.score < 85);
for (const s of low)
  console.error(`test:mutation: ${s.file} scores ${s.score.toFixed(1)} %, under 85 %`);
process.exit(failed || low.length > 0 ? 1 : 0);
