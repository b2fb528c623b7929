import type { BenchResults } from './results';
import { kib } from './gzip';
import { printMainnetLike } from './mainnet-like-report';

/** Left-aligned columns, the first row a header underlined. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;

export function printReport(results: BenchResults, log: (line: string) => void): void {
  const { machine, bundle } = results;
  log('');
  log(
    `Basketry bench — ${machine.cores} cores (${machine.cpu}), Node ${machine.node}; ` +
      `sizes gzip level ${results.gzipLevel}; times are medians`,
  );
  const load = machine.loadAverage;
  log(
    `Load average (1 min) ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end` +
      (Math.max(load.start, load.end) > machine.cores
        ? ': the machine was busy with other work, so times are pessimistic'
        : ''),
  );
  log('');
  log(`Bundle (production build, ${results.build.seconds.toFixed(1)} s)`);
  const bundleRows = [
    ['figure', 'files', 'raw', 'gzip'],
    [
      'initial JS (landing route)',
      String(bundle.initial.js.length),
      kib(bundle.initial.js.reduce((t, f) => t + f.raw, 0)),
      kib(bundle.initial.jsGzip),
    ],
    [
      'initial CSS',
      String(bundle.initial.css.length),
      kib(bundle.initial.css.reduce((t, f) => t + f.raw, 0)),
      kib(bundle.initial.cssGzip),
    ],
    ['all JS', String(bundle.allJs.files), kib(bundle.allJs.raw), kib(bundle.allJs.gzip)],
    ['all CSS', String(bundle.allCss.files), kib(bundle.allCss.raw), kib(bundle.allCss.gzip)],
    ...bundle.routes.map((route) => [
      route.kind === 'route' ? `route ${route.route} (own JS)` : `lazy ${route.route}`,
      String(route.js.length),
      kib(route.js.reduce((t, f) => t + f.raw, 0)),
      kib(route.jsGzip),
    ]),
  ];
  for (const line of table(bundleRows)) log('  ' + line);
  log('');
  log(
    'Largest parts of the initial JS (minified characters from source maps; gzip split pro rata: an estimate)',
  );
  const top = bundle.initialBreakdown.slice(0, 12);
  for (const line of table([
    ['module / package', 'minified', '≈ gzip', 'pulled in by (initial app files)'],
    ...top.map((share) => [
      share.name,
      kib(share.raw),
      kib(share.gzipEstimate),
      share.importedBy.slice(0, 3).join(', ') +
        (share.importedBy.length > 3 ? ` +${share.importedBy.length - 3}` : ''),
    ]),
  ]))
    log('  ' + line);
  log('');

  log(`Sandbox (LiteSVM behind JSON-RPC; SOL transfers sent and confirmed with web3.js)`);
  if (results.sandbox.status === 'ok') {
    const s = results.sandbox.value;
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    for (const line of table([
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
    ]))
      log('  ' + line);
  } else {
    log(`  ${results.sandbox.status}: ${results.sandbox.reason}`);
  }
  log('');

  log('Flows (headless Chromium, production build, test wallet approving at once; median / max)');
  if (results.flows.status === 'ok') {
    const f = results.flows.value;
    const row = (name: string, summary: { runs: number; median: number; max: number }) => [
      name,
      String(summary.runs),
      ms(summary.median),
      ms(summary.max),
    ];
    for (const line of table([
      ['figure', 'runs', 'median', 'max'],
      row('create: Confirm → third transaction confirmed', f.createConfirmToThirdConfirmedMs),
      row("app's own time: Confirm → wallet sign request", f.confirmToSignRequestMs),
      row("deposit wait: keeper's mint landed → timeline done", f.depositMintToDoneMs),
      row(`deposit: Confirm → done (keeper delay ${f.keeperDelayMs} ms)`, f.depositConfirmToDoneMs),
    ]))
      log('  ' + line);
  } else {
    log(`  ${results.flows.status} (${results.flows.reason})`);
  }
  log('');

  printMainnetLike(results.mainnetLike, log);
  log('');

  log('Lighthouse (performance; median of the runs; JS = script bytes transferred, gzip)');
  if (results.lighthouse.status === 'ok') {
    const rows = [
      ['page', 'preset', 'runs', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'benchmarkIndex'],
    ];
    for (const figure of results.lighthouse.value) {
      const m = figure.median;
      rows.push([
        figure.page,
        figure.preset,
        String(figure.runs.length),
        String(m.score),
        seconds(m.fcpMs),
        seconds(m.lcpMs),
        ms(m.tbtMs),
        m.cls.toFixed(3),
        kib(m.jsTransferred),
        String(Math.round(m.benchmarkIndex)),
      ]);
    }
    for (const line of table(rows)) log('  ' + line);
    for (const figure of results.lighthouse.value)
      log(`  LCP element, ${figure.page} ${figure.preset}: ${figure.median.lcpElement}`);
  } else {
    log(`  ${results.lighthouse.status}: ${results.lighthouse.reason}`);
  }
  log('');

  log('Budgets (break the run) and goals (reported)');
  for (const line of table([
    ['kind', 'figure', 'limit', 'value', 'status'],
    ...results.checks.map((check) => [
      check.kind,
      check.name,
      check.limit,
      check.value,
      check.ok ? 'OK' : 'OVER',
    ]),
  ]))
    log('  ' + line);
  log('');
  log(`bench: ${results.durationSeconds.toFixed(0)} s in all; results in bench/results.json`);
}
