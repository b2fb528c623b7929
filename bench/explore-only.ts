/**
 * `BENCH_ONLY=explore npm run bench`: only "Explore with 2,000 baskets" — a build, a static server
 * and that part. Its figures replace the `explore` part of bench/results.json and leave the other
 * parts as the last full run wrote them.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './build';
import { cleanupAll, onCleanup } from './cleanup';
import { benchExplore, EXPLORE_RUNS, type ExploreFigures } from './explore';
import { printExplore } from './explore-report';
import type { Part } from './part';
import type { BenchResults } from './results';
import { serveStatic } from './static-server';

/** Exit code as main()'s: 2 when the part could not run. */
export async function runExploreOnly(
  repoRoot: string,
  log: (line: string) => void,
): Promise<number> {
  const work = path.join(repoRoot, '.bench-tmp');
  const outDir = path.join(work, 'dist-explore');
  await mkdir(work, { recursive: true });
  // The build is only needed while the part runs (left behind, ESLint would read it).
  onCleanup('explore build', () => rm(outDir, { recursive: true, force: true }));
  try {
    log(
      `bench (explore only): ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const built = await buildApp(repoRoot, outDir);
    const server = await serveStatic(built.outDir);
    const stopServer = onCleanup('static server', () => server.close());
    let part: Part<ExploreFigures>;
    try {
      part = { status: 'ok', value: await benchExplore(server.url, EXPLORE_RUNS, log) };
    } catch (error) {
      console.error('bench: explore failed:', error);
      part = { status: 'error', reason: error instanceof Error ? error.message : String(error) };
    }
    await stopServer();
    const file = path.join(repoRoot, 'bench', 'results.json');
    const results = JSON.parse(await readFile(file, 'utf8')) as BenchResults;
    results.explore = part;
    await writeFile(file, JSON.stringify(results, null, 2) + '\n');
    log('');
    printExplore(part, log);
    log(
      `load average (1 min) at the end: ${os.loadavg()[0]?.toFixed(1)}; bench/results.json updated`,
    );
    return part.status === 'ok' ? 0 : 2;
  } finally {
    await cleanupAll();
  }
}
