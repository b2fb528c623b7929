import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeBundle } from './measure/bundle/bundle';
import { buildApp, buildReference, type BuildResult } from './measure/bundle/build';
import type { PeerBundle } from './peer/peer-bundle';
import { benchCharts, CHART_RUNS } from './measure/charts/charts';
import { benchExplore, EXPLORE_RUNS } from './measure/explore/explore';
import { benchHistory } from './measure/history/history';
import { benchIntent, INTENT_RUNS } from './measure/intent/intent';
import { benchInteractions } from './measure/interactions/interactions';
import { benchReports, REPORT_RUNS } from './measure/reports/reports';
import { benchFlows } from './measure/flows/flows';
import { benchLighthouse, type ServedPeer } from './measure/lighthouse/lighthouse';
import { benchMainnetLikeCreate, MAINNET_LIKE_RUNS } from './measure/mainnet-like/mainnet-like';
import { benchSandbox } from './measure/sandbox/sandbox';
import { benchTasks, TASK_RUNS } from './measure/tasks/tasks';
import { walletSendsUnavailable } from './pages/app-settings';
import { attempt, blocked, catchStrayRejections, type Part } from './part';
import { buildPeer, PEER_NAME, servePeer } from './peer/peer';
import { analyzePeerBundle } from './peer/peer-bundle';
import { checksOf } from './report/checks';
import { printReport } from './report/report';
import {
  noParts,
  PART_KEYS,
  previousParts,
  writeResults,
  type BenchResults,
  exitCode,
  type MeasuredParts,
} from './results';
import { parseRunOptions, type RunOptions } from './run-options';
import { cleanupAll, installSignalHandlers, onCleanup } from './support/cleanup';
import { GZIP_LEVEL } from './support/gzip';
import { isNoisy, loadNow } from './support/load';
import { serveStatic, type StaticServer } from './support/static-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(repoRoot, 'bench', 'results.json');
const FLOW_RUNS = 5;

const log = (line: string) => console.log(line);
const NOT_NEEDED = { status: 'n/a', reason: 'not needed by the parts asked for' } as const;

/**
 * `npm run bench`: runs the parts asked for (all, or `BENCH_ONLY`'s), writes bench/results.json
 * after each one, prints the report. Exit code: 1 when a size budget measured in this run is
 * broken, else 2 when a part could not run, else 0. Nothing the bench does ends it early: a part's
 * failure is that part's, with its cause.
 */
export async function main(): Promise<number> {
  installSignalHandlers();
  catchStrayRejections();
  try {
    return await runBench(parseRunOptions(process.env));
  } catch (error) {
    console.error('bench: could not run:', error);
    return 2;
  } finally {
    await cleanupAll();
  }
}

/** A static server for a build that succeeded, stopped by the end of the run. */
async function serve(name: string, build: Part<BuildResult>): Promise<Part<StaticServer>> {
  if (build.status !== 'ok') return blocked(`the ${name}'s build`, build);
  const served = await attempt(`serving the ${name}`, () => serveStatic(build.value.outDir));
  if (served.status === 'ok') onCleanup(`static server (${name})`, () => served.value.close());
  return served;
}

async function runBench(options: RunOptions): Promise<number> {
  const started = performance.now();
  const generatedAt = new Date().toISOString();
  const cores = os.availableParallelism();
  const loadAtStart = loadNow();
  const { only } = options;
  const measuring = (key: (typeof only)[number]) => only.includes(key);
  const parts: MeasuredParts =
    only.length === PART_KEYS.length ? noParts() : await previousParts(RESULTS_FILE);
  const work = path.join(repoRoot, '.bench-tmp');
  await mkdir(work, { recursive: true });
  // Registered first, so it runs last: the builds go once nothing serves them (and lint, which
  // does not know this folder, never finds bundled code in the tree).
  onCleanup('bench work folder', () => rm(work, { recursive: true, force: true }));

  const resultsNow = (): BenchResults => {
    const loadAtEnd = loadNow();
    const lighthouse = parts.lighthouse;
    const flows = [parts.flows.appSends, parts.flows.walletSends];
    return {
      generatedAt,
      machine: {
        cores,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        noisy:
          isNoisy(loadAtStart, cores) ||
          isNoisy(loadAtEnd, cores) ||
          (lighthouse.status === 'ok' && lighthouse.value.figures.some((f) => f.noisyRuns > 0)) ||
          flows.some((part) => part.status === 'ok' && part.value.noisy),
      },
      measured: only,
      gzipLevel: GZIP_LEVEL,
      ...parts,
      checks: checksOf(parts),
      durationSeconds: (performance.now() - started) / 1000,
    };
  };
  // After each part, so a run that is stopped still leaves what it measured.
  const save = () => writeResults(RESULTS_FILE, resultsNow());

  log(`bench: ${cores} cores, Node ${process.version}, load ${loadAtStart.toFixed(1)}`);
  log(`bench: measuring ${only.join(', ')}`);
  const needsApp = only.some((key) => key !== 'sandbox');
  const needsReference =
    measuring('bundle') ||
    measuring('lighthouse') ||
    measuring('tasks') ||
    measuring('interactions');
  const app = needsApp
    ? await attempt('the app build', () => buildApp(repoRoot, path.join(work, 'dist')))
    : NOT_NEEDED;
  if (app.status === 'ok') log(`bench: app built in ${app.value.seconds.toFixed(1)} s`);
  const reference = needsReference
    ? await attempt('the reference build', () =>
        buildReference(repoRoot, path.join(work, 'reference')),
      )
    : NOT_NEEDED;

  // Symmetry's app, for the bundle table and Lighthouse's rounds; its failure is reported there and
  // ours are measured all the same.
  const peer =
    measuring('bundle') || measuring('lighthouse')
      ? await attempt(`${PEER_NAME}'s install and build`, () => buildPeer(repoRoot))
      : NOT_NEEDED;
  if (peer.status === 'ok') {
    const { installSeconds, buildSeconds } = peer.value;
    log(
      `bench: ${PEER_NAME} installed in ${installSeconds.toFixed(0)} s, built in ${buildSeconds.toFixed(0)} s`,
    );
  }

  if (measuring('bundle')) {
    parts.bundle =
      app.status !== 'ok'
        ? blocked("the app's build", app)
        : reference.status !== 'ok'
          ? blocked("the reference page's build", reference)
          : await attempt('bundle', async () => ({
              buildSeconds: app.value.seconds,
              referenceBuildSeconds: reference.value.seconds,
              app: analyzeBundle(app.value.outDir, app.value.chunks, app.value.importers, repoRoot),
              reference: analyzeBundle(
                reference.value.outDir,
                reference.value.chunks,
                reference.value.importers,
                repoRoot,
              ),
              peer:
                peer.status === 'ok'
                  ? await attempt(`${PEER_NAME}'s sizes`, async () =>
                      analyzePeerBundle(peer.value.dir),
                    )
                  : blocked<PeerBundle>(`${PEER_NAME}'s build`, peer),
            }));
    await save();
  }

  if (measuring('sandbox')) {
    log('bench: sandbox (boot, throughput, memory)…');
    parts.sandbox = await attempt('sandbox', () =>
      benchSandbox({ sequentialMs: 15_000, inFlightMs: 15_000, fillMs: 60_000 }, log),
    );
    await save();
  }

  const appServer = needsApp ? await serve('app', app) : NOT_NEEDED;
  const appPart = async <T>(name: string, measure: (appUrl: string) => Promise<T>) =>
    appServer.status === 'ok'
      ? attempt(name, () => measure(appServer.value.url))
      : blocked<T>('the app served', appServer);

  const referenceServer =
    measuring('lighthouse') || measuring('tasks') || measuring('interactions')
      ? await serve('reference page', reference)
      : NOT_NEEDED;
  if (measuring('lighthouse')) {
    let stopPeer = async () => {};
    const peerServer: Part<ServedPeer> =
      peer.status === 'ok'
        ? await attempt(`serving ${PEER_NAME}`, async () => {
            const server = await servePeer(peer.value);
            stopPeer = onCleanup(`next start (${PEER_NAME})`, () => server.close());
            return { build: peer.value, url: server.url };
          })
        : blocked(`${PEER_NAME}'s build`, peer);
    log(`bench: Lighthouse, ${options.rounds} rounds, ${options.pages.length} pages…`);
    parts.lighthouse =
      referenceServer.status !== 'ok'
        ? blocked('the reference page served', referenceServer)
        : await appPart('Lighthouse', (appUrl) =>
            benchLighthouse({
              appUrl,
              referenceUrl: referenceServer.value.url,
              pages: options.pages,
              rounds: options.rounds,
              cores,
              peer: peerServer,
              log,
            }),
          );
    await stopPeer();
    await save();
  }

  if (measuring('tasks')) {
    log(`bench: long tasks by cause, ${TASK_RUNS} traces a page…`);
    parts.tasks =
      referenceServer.status !== 'ok'
        ? blocked('the reference page served', referenceServer)
        : app.status !== 'ok' || reference.status !== 'ok'
          ? blocked('both builds', app.status !== 'ok' ? app : reference)
          : await appPart('long tasks', (appUrl) =>
              benchTasks({
                appUrl,
                appOutDir: app.value.outDir,
                referenceUrl: referenceServer.value.url,
                referenceOutDir: reference.value.outDir,
                pages: options.pages,
                runs: TASK_RUNS,
                log,
              }),
            );
    await save();
  }
  if (measuring('interactions')) {
    log(`bench: interaction latency as a phone, ${options.rounds} rounds…`);
    parts.interactions =
      referenceServer.status !== 'ok'
        ? blocked('the reference page served', referenceServer)
        : app.status !== 'ok' || reference.status !== 'ok'
          ? blocked('both builds', app.status !== 'ok' ? app : reference)
          : await appPart('interactions', (appUrl) =>
              benchInteractions({
                appUrl,
                appOutDir: app.value.outDir,
                referenceUrl: referenceServer.value.url,
                referenceOutDir: reference.value.outDir,
                rounds: options.rounds,
                log,
              }),
            );
    await save();
  }
  if (referenceServer.status === 'ok') await referenceServer.value.close();

  if (measuring('flows')) {
    log(`bench: flows in Chromium, app sends (${FLOW_RUNS} runs)…`);
    parts.flows.appSends = await appPart('flows (app sends)', (appUrl) =>
      benchFlows(appUrl, FLOW_RUNS, 'app', log),
    );
    const unavailable = walletSendsUnavailable();
    log(`bench: flows in Chromium, wallet sends (${FLOW_RUNS} runs)…`);
    parts.flows.walletSends = unavailable
      ? { status: 'n/a', reason: `not available: ${unavailable}` }
      : await appPart('flows (wallet sends)', (appUrl) =>
          benchFlows(appUrl, FLOW_RUNS, 'wallet', log),
        );
    await save();
  }

  if (measuring('mainnet-like')) {
    log(`bench: create on the mainnet-like profile (${MAINNET_LIKE_RUNS} runs)…`);
    parts.mainnetLike = await appPart('mainnet-like create', (appUrl) =>
      benchMainnetLikeCreate(appUrl, MAINNET_LIKE_RUNS, log),
    );
    await save();
  }

  if (measuring('explore')) {
    log(`bench: explore with many baskets (${EXPLORE_RUNS} runs)…`);
    parts.explore = await appPart('explore', (appUrl) => benchExplore(appUrl, EXPLORE_RUNS, log));
    await save();
  }

  if (measuring('history')) {
    log('bench: a wallet’s history, 1,000 basket transactions among 5,000 others…');
    parts.history = await appPart('history', (appUrl) => benchHistory(appUrl, log));
    await save();
  }

  if (measuring('charts')) {
    log(`bench: charts and the backtest (${CHART_RUNS} runs)…`);
    parts.charts = await appPart('charts', (appUrl) => benchCharts(appUrl, CHART_RUNS, log));
    await save();
  }

  if (measuring('intent')) {
    log(`bench: the intent check's cost, answer → review (${INTENT_RUNS} runs each)…`);
    parts.intent = await attempt('intent', () => benchIntent(log));
    await save();
  }

  if (measuring('reports')) {
    log(
      `bench: the factsheet and the tax lots over the demo wallet's six months (${REPORT_RUNS} runs)…`,
    );
    parts.reports = await appPart('reports', (appUrl) => benchReports(appUrl, REPORT_RUNS, log));
    await save();
  }

  const results = resultsNow();
  await writeResults(RESULTS_FILE, results);
  printReport(results, log);
  return exitCode(results);
}
