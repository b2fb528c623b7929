import type { FlowFigures } from './flows';
import { kib } from './gzip';
import { printExplore } from './explore-report';
import { printMainnetLike } from './mainnet-like-report';
import { table } from './table';
import type { LighthouseFigure, Preset } from './lighthouse';
import type { ScriptRequest } from './lighthouse-read';
import { PRESETS } from './lighthouse';
import type { Compared, Comparison } from './compare';
import type { Part } from './part';
import type { LighthouseResults } from './lighthouse-bench';
import type { BenchResults } from './results';
import type { Summary } from './stats';

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
const times = (value: number | null) => (value === null ? '(ref 0)' : `×${value.toFixed(2)}`);

type Log = (line: string) => void;
const indent = (log: Log, lines: string[]) => lines.forEach((line) => log('  ' + line));

function printBundle(results: BenchResults, log: Log): void {
  const { bundle, referenceBundle } = results;
  log(
    `Bundle (production build ${results.build.seconds.toFixed(1)} s; reference ${results.build.referenceSeconds.toFixed(1)} s)`,
  );
  const rawOf = (files: readonly { raw: number }[]) => files.reduce((t, f) => t + f.raw, 0);
  indent(
    log,
    table([
      ['figure', 'files', 'raw', 'gzip'],
      [
        'initial JS (loader and app entry, every visit)',
        String(bundle.initial.js.length),
        kib(rawOf(bundle.initial.js)),
        kib(bundle.initial.jsGzip),
      ],
      [
        'initial CSS',
        String(bundle.initial.css.length),
        kib(rawOf(bundle.initial.css)),
        kib(bundle.initial.cssGzip),
      ],
      ['all JS', String(bundle.allJs.files), kib(bundle.allJs.raw), kib(bundle.allJs.gzip)],
      [
        'all JS but on-demand wallet libraries (budget)',
        String(bundle.appJs.files),
        kib(bundle.appJs.raw),
        kib(bundle.appJs.gzip),
      ],
      [
        `on-demand wallet libraries (${bundle.onDemandWallets.packages.join(', ')})`,
        String(bundle.onDemandWallets.files),
        kib(bundle.onDemandWallets.raw),
        kib(bundle.onDemandWallets.gzip),
      ],
      ['all CSS', String(bundle.allCss.files), kib(bundle.allCss.raw), kib(bundle.allCss.gzip)],
      ...bundle.routes.map((route) => [
        route.kind === 'route' ? `route ${route.route} (own JS)` : `lazy ${route.route}`,
        String(route.js.length),
        kib(rawOf(route.js)),
        kib(route.jsGzip),
      ]),
      [
        'reference page (bare stack): initial JS',
        String(referenceBundle.initial.js.length),
        kib(rawOf(referenceBundle.initial.js)),
        kib(referenceBundle.initial.jsGzip),
      ],
    ]),
  );
  log('');
  log(
    'Largest parts of the initial JS (minified characters from source maps; gzip split pro rata: an estimate)',
  );
  indent(
    log,
    table([
      ['module / package', 'minified', '≈ gzip', 'pulled in by (initial app files)'],
      ...bundle.initialBreakdown
        .slice(0, 12)
        .map((share) => [
          share.name,
          kib(share.raw),
          kib(share.gzipEstimate),
          share.importedBy.slice(0, 3).join(', ') +
            (share.importedBy.length > 3 ? ` +${share.importedBy.length - 3}` : ''),
        ]),
    ]),
  );
  log('');
  log(
    `Top ${bundle.initialTopModules.length} modules of the initial JS by gzip (each module's minified code gzipped alone)`,
  );
  indent(
    log,
    table([
      ['module', 'minified', 'gzip'],
      ...bundle.initialTopModules.map((m) => [m.module, kib(m.raw), kib(m.gzip)]),
    ]),
  );
  log('');
}

function printSandbox(results: BenchResults, log: Log): void {
  log(`Sandbox (LiteSVM behind JSON-RPC; SOL transfers sent and confirmed with web3.js)`);
  if (results.sandbox.status !== 'ok') {
    log(`  ${results.sandbox.status}: ${results.sandbox.reason}`);
    log('');
    return;
  }
  const s = results.sandbox.value;
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  indent(
    log,
    table([
      ['figure', 'value'],
      ['boot, cold: startSandbox() → first getVersion answer', ms(s.coldBootMs)],
      [
        'boot, warm (fresh ledger, modules loaded)',
        `${ms(s.bootMs)} (median of ${s.bootsMs.length - 1})`,
      ],
      ['import of sandbox/index.ts (once per process)', ms(s.importMs)],
      [
        'transactions/s, one at a time',
        `${s.sequential.perSecond.toFixed(0)} (${s.sequential.transactions} tx)`,
      ],
      [
        'transactions/s, 16 in flight',
        `${s.inFlight16.perSecond.toFixed(0)} (${s.inFlight16.transactions} tx)`,
      ],
      ['sandbox process RSS at boot', mib(s.rssAtBootBytes)],
      [
        `sandbox process RSS after ${s.transactionsAtMemory} tx`,
        `${mib(s.rssBytes)} (heap ${mib(s.heapUsedBytes)})`,
      ],
      ['failed transactions', s.failed === 0 ? '0' : `${s.failed} (last: ${s.lastError})`],
    ]),
  );
  log('');
}

export function printFlows(flows: BenchResults['flows'], log: Log): void {
  log(
    'Flows (headless Chromium, production build, test wallet approving at once; median / max of the runs)',
  );
  const modes = [
    ['app sends', flows.appSends],
    ['wallet sends', flows.walletSends],
  ] as const;
  const cell = (part: Part<FlowFigures>, pick: (f: FlowFigures) => Summary | undefined) => {
    if (part.status !== 'ok') return part.status === 'n/a' ? 'not available' : 'error';
    const summary = pick(part.value);
    return summary
      ? `${ms(summary.median)} / ${ms(summary.max)} (${summary.runs})`
      : 'not measured';
  };
  const row = (name: string, pick: (f: FlowFigures) => Summary | undefined) => [
    name,
    ...modes.map(([, part]) => cell(part, pick)),
  ];
  indent(
    log,
    table([
      ['figure', ...modes.map(([mode]) => mode)],
      row("app's own time: Confirm → wallet sign request", (f) => f.confirmToSignRequestMs),
      row(
        'create: Confirm → third transaction confirmed',
        (f) => f.createConfirmToThirdConfirmedMs,
      ),
      row("deposit wait: keeper's mint landed → timeline done", (f) => f.depositMintToDoneMs),
      row('deposit: Confirm → done (incl. keeper delay)', (f) => f.depositConfirmToDoneMs),
      row('token picker: keystroke → results', (f) => f.pickerTypingToResultsMs),
      [
        'wallet features asked first',
        ...modes.map(([, part]) =>
          part.status === 'ok' ? part.value.signFeatures.join(', ') : '',
        ),
      ],
      [
        'load average (max)',
        ...modes.map(([, part]) =>
          part.status === 'ok'
            ? `${part.value.loadAverage.toFixed(1)}${part.value.noisy ? ' (noisy)' : ''}`
            : '',
        ),
      ],
    ]),
  );
  for (const [mode, part] of modes)
    if (part.status !== 'ok') log(`  ${mode}: ${part.status} (${part.reason})`);
  log('');
}

const FIGURE_ROWS: readonly [string, Compared, (value: number) => string][] = [
  ['score', 'score', (v) => String(Math.round(v))],
  ['FCP', 'fcpMs', seconds],
  ['LCP', 'lcpMs', seconds],
  ['TBT', 'tbtMs', ms],
  ['CLS', 'cls', (v) => v.toFixed(3)],
  ['JS transferred (gzip)', 'jsTransferred', kib],
];

/** One preset: a row per figure, the reference first, then each app page with its ratio. */
export function sideBySide(results: LighthouseResults, preset: Preset): string[] {
  const figures = results.figures.filter((f) => f.preset === preset);
  const reference = figures.find((f) => f.site === 'reference');
  const app = figures.filter((f) => f.site === 'app');
  const comparison = (label: string): Comparison | undefined =>
    results.comparisons.find((c) => c.preset === preset && c.label === label);
  const header = ['figure', 'reference', ...app.map((f) => `${f.label} (app / ref)`)];
  const rows = FIGURE_ROWS.map(([name, key, format]) => [
    name,
    reference ? format(reference.median[key]) : '–',
    ...app.map((f) => {
      const value = f.median[key];
      const ratio = comparison(f.label)?.ratios[key];
      // No ratio to a reference of 0; both 0 need none.
      const note = ratio === undefined || (ratio === null && value === 0) ? '' : times(ratio);
      return `${format(value)} ${note}`.trim();
    }),
  ]);
  const noisyCell = (f: LighthouseFigure) =>
    `${f.runs.length} (${f.noisyRuns} noisy; load ≤ ${Math.max(...f.runs.map((r) => r.loadAverage)).toFixed(1)})`;
  rows.push(['runs', reference ? noisyCell(reference) : '–', ...app.map(noisyCell)]);
  return table([header, ...rows]);
}

const SCRIPTS_LISTED = 12;

/** The largest scripts as rows, the rest summed in one row. */
function largestFirst(scripts: readonly ScriptRequest[], count: number): string[][] {
  const sorted = [...scripts].sort((a, b) => b.transferSize - a.transferSize);
  const rest = sorted.slice(count);
  return [
    ...sorted.slice(0, count).map((s) => [s.url, kib(s.transferSize)]),
    ...(rest.length > 0
      ? [[`${rest.length} more`, kib(rest.reduce((t, s) => t + s.transferSize, 0))]]
      : []),
  ];
}

function printLighthouse(results: BenchResults, log: Log): void {
  log(
    'Lighthouse (performance; medians; the app beside the bare-stack reference page, ×n = app / reference)',
  );
  if (results.lighthouse.status !== 'ok') {
    log(`  ${results.lighthouse.status}: ${results.lighthouse.reason}`);
    log('');
    return;
  }
  const lighthouse = results.lighthouse.value;
  for (const preset of PRESETS) {
    log(`  ${preset}`);
    indent(log, sideBySide(lighthouse, preset));
  }
  if (lighthouse.basketPage.status === 'not yet')
    log(`  /baskets/:address: not yet (${lighthouse.basketPage.reason})`);
  for (const figure of lighthouse.figures)
    log(
      `  LCP element, ${figure.site} ${figure.label} ${figure.preset}: ${figure.median.lcpElement}`,
    );
  log('');

  const home = lighthouse.figures.find(
    (f) => f.site === 'app' && f.label === '/' && f.preset === 'mobile',
  );
  if (home) {
    log(
      `Script before first interaction on / (mobile): ${kib(home.median.jsTransferred)} gzip, median of ${home.runs.length}` +
        ' (every script requested from navigation until the page was quiet, no interaction)',
    );
    indent(
      log,
      table([
        ['script (the run nearest the median)', 'transferred'],
        ...largestFirst(home.median.scripts, SCRIPTS_LISTED),
      ]),
    );
    log('');
  }

  log('Long tasks at start, mobile (Lighthouse simulated times; the run nearest the median TBT)');
  for (const figure of lighthouse.figures.filter((f) => f.preset === 'mobile')) {
    const tasks = figure.median.longTasks;
    const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
    log(`  ${figure.site} ${figure.label}: ${tasks.length} long tasks, ${ms(total)} in all`);
    if (tasks.length > 0)
      indent(
        log,
        table([
          ['  start', 'duration', 'script'],
          ...tasks.map((task) => [`  ${ms(task.startMs)}`, ms(task.durationMs), task.url]),
        ]),
      );
  }
  log('');
}

export function printReport(results: BenchResults, log: Log): void {
  const { machine } = results;
  log('');
  log(
    `Basketry bench — ${machine.cores} cores (${machine.cpu}), Node ${machine.node}; ` +
      `sizes gzip level ${results.gzipLevel}; times are medians`,
  );
  const load = machine.loadAverage;
  log(
    `Load average (1 min) ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end` +
      (machine.noisy
        ? `: NOISY — above ${machine.cores} (the core count) at some point, so times are pessimistic`
        : `: quiet (never above ${machine.cores}, the core count)`),
  );
  log('');
  printBundle(results, log);
  printSandbox(results, log);
  printFlows(results.flows, log);
  printLighthouse(results, log);
  printMainnetLike(results.mainnetLike, log);
  log('');
  printExplore(results.explore, log);
  log('');

  log('Budgets (break the run) and goals (reported)');
  indent(
    log,
    table([
      ['kind', 'figure', 'limit', 'value', 'status'],
      ...results.checks.map((check) => [
        check.kind,
        check.name,
        check.limit,
        check.value,
        check.status + (check.noisy ? ' (noisy)' : ''),
      ]),
    ]),
  );
  log('');
  log(`bench: ${results.durationSeconds.toFixed(0)} s in all; results in bench/results.json`);
}
