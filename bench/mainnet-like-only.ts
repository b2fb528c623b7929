/**
 * `BENCH_ONLY=mainnet-like npm run bench`: only "Create on the mainnet-like profile" — a build, a
 * static server and that part — for a machine too busy for the whole bench. Its figures replace the
 * `mainnetLike` part of bench/results.json and leave the other parts as the last full run wrote them.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './build';
import { cleanupAll, onCleanup } from './cleanup';
import { benchMainnetLikeCreate, type MainnetLikeFigures } from './mainnet-like';
import { printMainnetLike } from './mainnet-like-report';
import type { Part } from './part';
import type { BenchResults } from './results';
import { serveStatic } from './static-server';

export const MAINNET_LIKE_RUNS = 3;

/** Exit code as main()'s: 2 when the part could not run. */
export async function runMainnetLikeOnly(
  repoRoot: string,
  log: (line: string) => void,
): Promise<number> {
  const work = path.join(repoRoot, '.bench-tmp');
  const outDir = path.join(work, 'dist-mainnet-like');
  await mkdir(work, { recursive: true });
  // The build is only needed while the part runs (left behind, ESLint would read it).
  onCleanup('mainnet-like build', () => rm(outDir, { recursive: true, force: true }));
  try {
    log(
      `bench (mainnet-like only): ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const built = await buildApp(repoRoot, outDir);
    const server = await serveStatic(built.outDir);
    const stopServer = onCleanup('static server', () => server.close());
    let part: Part<MainnetLikeFigures>;
    try {
      part = {
        status: 'ok',
        value: await benchMainnetLikeCreate(server.url, MAINNET_LIKE_RUNS, log),
      };
    } catch (error) {
      console.error('bench: mainnet-like create failed:', error);
      part = { status: 'error', reason: error instanceof Error ? error.message : String(error) };
    }
    await stopServer();
    const file = path.join(repoRoot, 'bench', 'results.json');
    const results = JSON.parse(await readFile(file, 'utf8')) as BenchResults;
    results.mainnetLike = part;
    await writeFile(file, JSON.stringify(results, null, 2) + '\n');
    log('');
    printMainnetLike(part, log);
    log(
      `load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)}; bench/results.json updated`,
    );
    return part.status === 'ok' ? 0 : 2;
  } finally {
    await cleanupAll();
  }
}
