import type { LighthouseResults } from '../measure/lighthouse/lighthouse';
import type { ScriptRequest } from '../measure/lighthouse/read';
import { PRESETS, type LighthouseFigure, type Preset } from '../measure/lighthouse/runs';
import { kib } from '../support/gzip';
import { printPeer } from './peer-report';
import { indent, ms, type Log } from './section';
import { table } from './table';

const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
const times = (value: number) => `×${value.toFixed(2)}`;

/** `value ×ratio` against the reference's value; no ratio to a reference of 0. */
function withRatio(value: number, reference: number | undefined, format: (v: number) => string) {
  if (reference === undefined || reference === 0) return format(value);
  return `${format(value)} ${times(value / reference)}`;
}

/** A figure's TBT in each round, in the order they ran; a noisy round is marked, not dropped. */
function tbtPerRound(figure: LighthouseFigure): string {
  return figure.runs.map((run) => `${Math.round(run.tbtMs)}${run.noisy ? '*' : ''}`).join(' / ');
}

/**
 * One preset: a row per page, the reference first, each figure with its ratio to the reference's
 * (×n = page / reference), every round's TBT, and the load the rounds ran under.
 */
export function pageTable(results: LighthouseResults, preset: Preset): string[] {
  const figures = results.figures.filter((f) => f.preset === preset);
  const reference = figures.find((f) => f.site === 'reference');
  const base = reference?.median;
  const row = (figure: LighthouseFigure) => {
    const { median } = figure;
    const isReference = figure === reference;
    const ref = (value: number | undefined) => (isReference ? undefined : value);
    return [
      isReference
        ? 'reference (bare stack)'
        : figure.site === 'peer'
          ? `Symmetry ${figure.label}`
          : figure.label,
      withRatio(median.score, ref(base?.score), (v) => String(Math.round(v))),
      seconds(median.fcpMs),
      withRatio(median.lcpMs, ref(base?.lcpMs), seconds),
      withRatio(median.tbtMs, ref(base?.tbtMs), ms),
      tbtPerRound(figure),
      median.cls.toFixed(3),
      withRatio(median.jsTransferred, ref(base?.jsTransferred), kib),
      `${figure.runs.length} (${figure.noisyRuns} noisy), load ≤ ${Math.max(...figure.runs.map((r) => r.loadAverage)).toFixed(1)}`,
    ];
  };
  const ordered = [...(reference ? [reference] : []), ...figures.filter((f) => f !== reference)];
  return table([
    [
      'page',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'TBT per round (* noisy)',
      'CLS',
      'JS before interaction',
      'rounds',
    ],
    ...ordered.map(row),
  ]);
}

function printLongTasks(figures: readonly LighthouseFigure[], log: Log): void {
  log(
    '  Long tasks at start, mobile (simulated times and attribution; the round nearest the median TBT)',
  );
  for (const figure of figures.filter((f) => f.preset === 'mobile')) {
    const tasks = figure.median.longTasks;
    const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
    log(`    ${figure.site} ${figure.label}: ${tasks.length} long tasks, ${ms(total)} in all`);
    if (tasks.length === 0) continue;
    indent(
      log,
      table([
        ['    start', 'duration', 'script'],
        ...tasks.map((task) => [`    ${ms(task.startMs)}`, ms(task.durationMs), task.url]),
      ]),
    );
  }
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

/** Every page beside the reference per preset, the LCP elements, `/`'s scripts, the long tasks. */
export function printLighthouse(lighthouse: LighthouseResults, log: Log): void {
  log(
    `  ${lighthouse.rounds} rounds; in each, every page and the reference, mobile then desktop ` +
      '(the reference first in odd rounds, last in even ones); medians',
  );
  for (const preset of PRESETS) {
    log(`  ${preset}`);
    indent(log, pageTable(lighthouse, preset));
  }
  if (lighthouse.basketPage.status === 'left out')
    log(`  /baskets/:address: left out (${lighthouse.basketPage.reason})`);
  log('');
  printPeer(lighthouse, log);
  log('');
  const elements = new Map<string, string[]>();
  for (const figure of lighthouse.figures) {
    const site = { reference: 'reference', app: '', peer: 'Symmetry ' }[figure.site];
    const name = `${figure.site === 'reference' ? site : site + figure.label} ${figure.preset}`;
    elements.set(figure.median.lcpElement, [
      ...(elements.get(figure.median.lcpElement) ?? []),
      name,
    ]);
  }
  log('  LCP element');
  for (const [element, pages] of elements) log(`    ${element}: ${pages.join(', ')}`);
  log('');
  const home = lighthouse.figures.find(
    (f) => f.site === 'app' && f.label === '/' && f.preset === 'mobile',
  );
  if (home) {
    log(
      `  Script before first interaction on / (mobile): ${kib(home.median.jsTransferred)} gzip, median of ${home.runs.length}` +
        ' (every script requested from navigation until the page was quiet, no interaction)',
    );
    indent(
      log,
      table([
        ['  script (the round nearest the median)', 'transferred'],
        ...largestFirst(home.median.scripts, SCRIPTS_LISTED).map(([url, size]) => [
          `  ${url}`,
          size ?? '',
        ]),
      ]),
    );
    log('');
  }
  printLongTasks(lighthouse.figures, log);
}
