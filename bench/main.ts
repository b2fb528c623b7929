import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walletSendsUnavailable } from './app-settings';
import { analyzeBundle } from './bundle';
import { buildApp, buildReference } from './build';
import type { SendMode } from '../src/flow/types';
import { benchFlows, type FlowFigures } from './flows';
import { checksOf } from './checks';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup';
import { GZIP_LEVEL } from './gzip';
import { benchLighthouse } from './lighthouse-bench';
import { isNoisy, loadNow } from './load';
import { benchExplore, EXPLORE_RUNS } from './explore';
import { runExploreOnly } from './explore-only';
import { benchMainnetLikeCreate } from './mainnet-like';
import { MAINNET_LIKE_RUNS, runMainnetLikeOnly } from './mainnet-like-only';
import { printReport } from './report';
import { benchSandbox } from './sandbox-bench';
import type { Part } from './part';
import type { BenchResults } from './results';
import { serveStatic } from './static-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_REPEATS = 3;
const FLOW_RUNS = 5;

const log = (line: string) => console.log(line);

async function attempt<T>(name: string, run: () => Promise<T>): Promise<Part<T>> {
  try {
    return { status: 'ok', value: await run() };
  } catch (error) {
    console.error(`bench: ${name} failed:`, error);
    return { status: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The flows in one sending mode; "not built yet" is an answer, not a failure of the bench. */
async function flowsIn(appUrl: string, mode: SendMode): Promise<Part<FlowFigures>> {
  log(`bench: flows in Chromium, ${mode} sends (${FLOW_RUNS} runs)…`);
  const outcome = await attempt(`flows (${mode} sends)`, () =>
    benchFlows(appUrl, FLOW_RUNS, mode, log),
  );
  return outcome.status === 'ok' ? outcome.value : outcome;
}

/** Runs every part; returns the exit code: 1 when a hard budget is broken, 2 when the bench broke. */
export async function main(): Promise<number> {
  installSignalHandlers();
  if (process.env.BENCH_ONLY === 'mainnet-like') return runMainnetLikeOnly(repoRoot, log);
  if (process.env.BENCH_ONLY === 'explore') return runExploreOnly(repoRoot, log);
  const started = performance.now();
  const cores = os.availableParallelism();
  const loadAtStart = loadNow();
  const work = path.join(repoRoot, '.bench-tmp');
  await mkdir(work, { recursive: true });
  // Registered first, so it runs last: the builds go once nothing serves them (and lint, which
  // does not know this folder, never finds bundled code in the tree).
  onCleanup('bench work folder', () => rm(work, { recursive: true, force: true }));
  try {
    log(`bench: ${cores} cores, Node ${process.version}, load ${loadAtStart.toFixed(1)}`);
    log('bench: building the production app…');
    const built = await buildApp(repoRoot, path.join(work, 'dist'));
    log(`bench: built in ${built.seconds.toFixed(1)} s`);
    const bundle = analyzeBundle(built.outDir, built.chunks, built.importers, repoRoot);
    log('bench: building the bare-stack reference page…');
    const reference = await buildReference(repoRoot, path.join(work, 'reference'));
    log(`bench: built in ${reference.seconds.toFixed(1)} s`);
    const referenceBundle = analyzeBundle(
      reference.outDir,
      reference.chunks,
      reference.importers,
      repoRoot,
    );

    log('bench: sandbox (boot, throughput, memory)…');
    const sandbox = await attempt('sandbox', () =>
      benchSandbox({ sequentialMs: 15_000, inFlightMs: 15_000, fillMs: 60_000 }, log),
    );

    const appServer = await serveStatic(built.outDir);
    const stopAppServer = onCleanup('static server (app)', () => appServer.close());
    const referenceServer = await serveStatic(reference.outDir);
    const stopReferenceServer = onCleanup('static server (reference)', () =>
      referenceServer.close(),
    );
    log(
      `bench: Lighthouse (${LIGHTHOUSE_REPEATS} rounds) on ${appServer.url} beside the reference on ${referenceServer.url}…`,
    );
    const lighthouse = await attempt('Lighthouse', () =>
      benchLighthouse({
        appUrl: appServer.url,
        referenceUrl: referenceServer.url,
        repeats: LIGHTHOUSE_REPEATS,
        cores,
        log,
      }),
    );
    await stopReferenceServer();
    const appSends = await flowsIn(appServer.url, 'app');
    const unavailable = walletSendsUnavailable();
    const walletSends: Part<FlowFigures> = unavailable
      ? { status: 'n/a', reason: `not available: ${unavailable}` }
      : await flowsIn(appServer.url, 'wallet');
    log(`bench: create on the mainnet-like profile (${MAINNET_LIKE_RUNS} runs)…`);
    const mainnetLike = await attempt('mainnet-like create', () =>
      benchMainnetLikeCreate(appServer.url, MAINNET_LIKE_RUNS, log),
    );
    log(`bench: explore with many baskets (${EXPLORE_RUNS} runs)…`);
    const explore = await attempt('explore', () => benchExplore(appServer.url, EXPLORE_RUNS, log));
    await stopAppServer();

    const cpus = os.cpus();
    const loadAtEnd = loadNow();
    const lighthouseNoisy =
      lighthouse.status === 'ok' && lighthouse.value.figures.some((f) => f.noisyRuns > 0);
    const flows = { appSends, walletSends };
    const results: BenchResults = {
      generatedAt: new Date().toISOString(),
      machine: {
        cores,
        cpu: cpus[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        noisy:
          isNoisy(loadAtStart, cores) ||
          isNoisy(loadAtEnd, cores) ||
          lighthouseNoisy ||
          [appSends, walletSends].some((part) => part.status === 'ok' && part.value.noisy),
      },
      gzipLevel: GZIP_LEVEL,
      build: { seconds: built.seconds, referenceSeconds: reference.seconds },
      bundle,
      referenceBundle,
      sandbox,
      flows,
      lighthouse,
      mainnetLike,
      explore,
      checks: checksOf({ bundle, flows, lighthouse }),
      durationSeconds: (performance.now() - started) / 1000,
    };
    await writeFile(
      path.join(repoRoot, 'bench', 'results.json'),
      JSON.stringify(results, null, 2) + '\n',
    );
    printReport(results, log);
    const broken = results.checks.filter(
      (check) => check.kind === 'budget' && check.status !== 'OK',
    );
    const failedParts = [sandbox, appSends, walletSends, lighthouse, mainnetLike, explore].filter(
      (part) => part.status === 'error',
    );
    if (broken.length > 0) return 1;
    return failedParts.length > 0 ? 2 : 0;
  } catch (error) {
    console.error('bench: failed:', error);
    return 2;
  } finally {
    await cleanupAll();
  }
}
