import type { BenchResults } from '../results';
import { printBundle } from './bundle-report';
import { printCharts } from './charts-report';
import { printReports } from './reports-report';
import { printExplore } from './explore-report';
import { printHistory } from './history-report';
import { printIntent } from './intent-report';
import { printInteractions } from './interactions-report';
import { printFlows } from './flows-report';
import { printLighthouse } from './lighthouse-report';
import { printMainnetLike } from './mainnet-like-report';
import { printSandbox } from './sandbox-report';
import { printTasks } from './tasks-report';
import { indent, printSection, type Log } from './section';
import { table } from './table';

/** Budgets in full; goals that are met counted, the others listed. */
function printChecks(results: BenchResults, log: Log): void {
  const { checks } = results;
  const listed = checks.filter((check) => check.kind === 'budget' || check.status !== 'OK');
  const metGoals = checks.length - listed.length;
  log(`Budgets (break the run) and goals (reported): ${metGoals} goals met, the rest below`);
  indent(
    log,
    table([
      ['kind', 'figure', 'limit', 'value', 'status'],
      ...listed.map((check) => [
        check.kind,
        check.name,
        check.limit,
        check.value,
        check.status + (check.noisy ? ' (noisy)' : ''),
      ]),
    ]),
  );
  log('');
}

export function printReport(results: BenchResults, log: Log): void {
  const { machine } = results;
  const cores = machine.cores;
  log('');
  log(
    `Basketry bench — ${machine.cores} cores (${machine.cpu}), Node ${machine.node}; ` +
      `sizes gzip level ${results.gzipLevel}; times are medians; measured in this run: ${results.measured.join(', ')}`,
  );
  const load = machine.loadAverage;
  log(
    `Load average (1 min) ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end` +
      (machine.noisy
        ? `: NOISY — above ${machine.cores} (the core count) at some point, so times are pessimistic`
        : `: quiet (never above ${machine.cores}, the core count)`),
  );
  log('');
  printSection('Bundle', results.bundle, cores, log, (figures) => printBundle(figures, log));
  printSection(
    'Sandbox (LiteSVM behind JSON-RPC; SOL transfers sent and confirmed with web3.js)',
    results.sandbox,
    cores,
    log,
    (figures) => printSandbox(figures, log),
  );
  printFlows(results.flows, cores, log);
  printSection(
    'Lighthouse (performance; each page beside the bare-stack reference page; ×n = page / reference)',
    results.lighthouse,
    cores,
    log,
    (figures) => printLighthouse(figures, log),
  );
  printSection(
    'Long tasks by cause (Chromium trace with JavaScript sampling, functions named from the source maps)',
    results.tasks,
    cores,
    log,
    (figures) => printTasks(figures, log),
  );
  printSection(
    'Create on the mainnet-like profile (Confirm → third transaction confirmed; counters per run)',
    results.mainnetLike,
    cores,
    log,
    (figures) => printMainnetLike(figures, log),
  );
  printSection(
    'Explore with many baskets on the sandbox (cold page, fresh browser context per run)',
    results.explore,
    cores,
    log,
    (figures) => printExplore(figures, log),
  );
  printSection(
    'A wallet’s history on the sandbox (Activity; first visit, then a return visit)',
    results.history,
    cores,
    log,
    (figures) => printHistory(figures, log),
  );
  printSection(
    'Charts and the backtest (a basket page until its chart is drawn; a replay; typing a weight)',
    results.charts,
    cores,
    log,
    (figures) => printCharts(figures, log),
  );
  printSection(
    'The intent check (docs/security.md): the Basket API’s answer → the review, through the flow engine',
    results.intent,
    cores,
    log,
    (figures) => printIntent(figures, log),
  );
  printSection(
    'The factsheet and the tax lots over the demo wallet’s six months (compute in Node; cold pages)',
    results.reports,
    cores,
    log,
    (figures) => printReports(figures, log),
  );
  printSection(
    'Interaction latency as a phone (INP-style, Event Timing; the app beside the bare stack)',
    results.interactions,
    cores,
    log,
    (figures) => printInteractions(figures, log),
  );
  printChecks(results, log);
  log(`bench: ${results.durationSeconds.toFixed(0)} s in all; results in bench/results.json`);
}
