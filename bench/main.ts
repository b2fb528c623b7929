import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeBundle, type BundleReport } from './bundle';
import { buildApp } from './build';
import { benchFlows } from './flows';
import { BUDGETS, GOALS, type Check } from './checks';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup';
import { GZIP_LEVEL, kib } from './gzip';
import { runLighthouse, type LighthouseFigure } from './lighthouse';
import { benchMainnetLikeCreate } from './mainnet-like';
import { MAINNET_LIKE_RUNS, runMainnetLikeOnly } from './mainnet-like-only';
import { printReport } from './report';
import { benchSandbox } from './sandbox-bench';
import type { BenchResults, Part } from './results';
import type { FlowFigures } from './flows';
import { serveStatic } from './static-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_PAGES = ['/', '/create'];
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

function checksOf(
  bundle: BundleReport,
  flows: Part<FlowFigures>,
  lighthouse: Part<LighthouseFigure[]>,
): Check[] {
  const checks: Check[] = [
    {
      kind: 'budget',
      name: 'initial JS (gzip)',
      limit: `≤ ${kib(BUDGETS.initialJsGzip)}`,
      value: kib(bundle.initial.jsGzip),
      ok: bundle.initial.jsGzip <= BUDGETS.initialJsGzip,
    },
    {
      kind: 'budget',
      name: 'all JS (gzip)',
      limit: `≤ ${kib(BUDGETS.allJsGzip)}`,
      value: kib(bundle.allJs.gzip),
      ok: bundle.allJs.gzip <= BUDGETS.allJsGzip,
    },
  ];
  if (flows.status === 'ok') {
    const wait = flows.value.depositMintToDoneMs.median;
    checks.push({
      kind: 'goal',
      name: 'deposit wait: mint landed → timeline done',
      limit: `≤ ${GOALS.depositWaitMs} ms`,
      value: `${Math.round(wait)} ms`,
      ok: wait <= GOALS.depositWaitMs,
    });
  }
  if (lighthouse.status === 'ok') {
    for (const figure of lighthouse.value) {
      const { score, lcpMs } = figure.median;
      if (figure.preset === 'mobile') {
        checks.push({
          kind: 'goal',
          name: `Lighthouse mobile ${figure.page} LCP`,
          limit: `≤ ${GOALS.mobileLcpMs} ms`,
          value: `${Math.round(lcpMs)} ms`,
          ok: lcpMs <= GOALS.mobileLcpMs,
        });
        checks.push({
          kind: 'goal',
          name: `Lighthouse mobile ${figure.page} score`,
          limit: `≥ ${GOALS.mobileScore}`,
          value: String(score),
          ok: score >= GOALS.mobileScore,
        });
      } else {
        checks.push({
          kind: 'goal',
          name: `Lighthouse desktop ${figure.page} score`,
          limit: `= ${GOALS.desktopScore}`,
          value: String(score),
          ok: score >= GOALS.desktopScore,
        });
      }
    }
  }
  return checks;
}

/** Runs every part; returns the exit code: 1 when a hard budget is broken, 2 when the bench broke. */
export async function main(): Promise<number> {
  installSignalHandlers();
  if (process.env.BENCH_ONLY === 'mainnet-like') return runMainnetLikeOnly(repoRoot, log);
  const started = performance.now();
  const loadAtStart = os.loadavg()[0]!;
  const work = path.join(repoRoot, '.bench-tmp');
  await mkdir(work, { recursive: true });
  try {
    log(
      `bench: ${os.availableParallelism()} cores, Node ${process.version}, load ${loadAtStart.toFixed(1)}`,
    );
    log('bench: building the production app…');
    const built = await buildApp(repoRoot, path.join(work, 'dist'));
    log(`bench: built in ${built.seconds.toFixed(1)} s`);
    const bundle = analyzeBundle(built.outDir, built.chunks, built.importers, repoRoot);

    log('bench: sandbox (boot, throughput, memory)…');
    const sandbox = await attempt('sandbox', () =>
      benchSandbox({ sequentialMs: 15_000, inFlightMs: 15_000, fillMs: 60_000 }, log),
    );

    const server = await serveStatic(built.outDir);
    const stopServer = onCleanup('static server', () => server.close());
    log(`bench: Lighthouse (${LIGHTHOUSE_REPEATS} rounds) on ${server.url}…`);
    const lighthouse = await attempt('Lighthouse', () =>
      runLighthouse(server.url, LIGHTHOUSE_PAGES, LIGHTHOUSE_REPEATS, log),
    );
    log(`bench: flows in Chromium (${FLOW_RUNS} runs)…`);
    const flowsOutcome = await attempt('flows', () => benchFlows(server.url, FLOW_RUNS, log));
    // "Not built yet" is an answer, not a failure of the bench.
    const flows: Part<FlowFigures> =
      flowsOutcome.status === 'ok' ? flowsOutcome.value : flowsOutcome;
    log(`bench: create on the mainnet-like profile (${MAINNET_LIKE_RUNS} runs)…`);
    const mainnetLike = await attempt('mainnet-like create', () =>
      benchMainnetLikeCreate(server.url, MAINNET_LIKE_RUNS, log),
    );
    await stopServer();

    const cpus = os.cpus();
    const results: BenchResults = {
      generatedAt: new Date().toISOString(),
      machine: {
        cores: os.availableParallelism(),
        cpu: cpus[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
      },
      gzipLevel: GZIP_LEVEL,
      build: { seconds: built.seconds },
      bundle,
      sandbox,
      flows,
      lighthouse,
      mainnetLike,
      checks: checksOf(bundle, flows, lighthouse),
      durationSeconds: (performance.now() - started) / 1000,
    };
    await writeFile(
      path.join(repoRoot, 'bench', 'results.json'),
      JSON.stringify(results, null, 2) + '\n',
    );
    printReport(results, log);
    const broken = results.checks.filter((check) => check.kind === 'budget' && !check.ok);
    const failedParts = [sandbox, flows, lighthouse, mainnetLike].filter(
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
