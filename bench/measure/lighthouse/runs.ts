import lighthouse, { desktopConfig } from 'lighthouse';
import { readRun, type LighthouseMeasure } from './read';
import { watchLoad, type LoadDuring } from '../../support/load';
import { median } from '../../support/stats';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** The app, or the bare-stack reference page built beside it. */
export type Site = 'app' | 'reference';

export interface LighthouseTarget {
  site: Site;
  /** How the report names it: `/`, `/create`, `/baskets/:address`. */
  label: string;
  /** The URL Lighthouse loads. */
  url: string;
}

export interface LighthouseRun extends LighthouseMeasure, LoadDuring {}

/** A run as results.json keeps it: its script list stays only in the figure's median. */
export type RecordedRun = Omit<LighthouseRun, 'scripts'>;

export interface LighthouseFigure {
  site: Site;
  label: string;
  url: string;
  preset: Preset;
  runs: RecordedRun[];
  /** Medians of the runs (the LCP element: the most common one). */
  median: LighthouseMeasure;
  noisyRuns: number;
}

export interface ScheduledRun {
  round: number;
  preset: Preset;
  target: LighthouseTarget;
}

/**
 * The order of the runs: rounds outermost so a burst of load on the shared machine spreads over
 * every figure; in each round and preset the reference runs beside the app's pages, first in odd
 * rounds and last in even ones, so neither side always follows the other.
 */
export function schedule(targets: readonly LighthouseTarget[], repeats: number): ScheduledRun[] {
  const reference = targets.filter((target) => target.site === 'reference');
  const app = targets.filter((target) => target.site === 'app');
  const runs: ScheduledRun[] = [];
  for (let round = 1; round <= repeats; round++) {
    const ordered = round % 2 === 1 ? [...reference, ...app] : [...app, ...reference];
    for (const preset of PRESETS)
      for (const target of ordered) runs.push({ round, preset, target });
  }
  return runs;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

/** The run whose value of `key` is nearest the median: its lists stand for the figure. */
export function representativeRun<R extends LighthouseMeasure>(
  runs: readonly R[],
  key: 'tbtMs' | 'jsTransferred',
): R {
  if (runs.length === 0) throw new Error('no runs');
  const middle = median(runs.map((run) => run[key]));
  return [...runs].sort((a, b) => Math.abs(a[key] - middle) - Math.abs(b[key] - middle))[0]!;
}

export function summarizeRuns(runs: readonly LighthouseRun[]): LighthouseMeasure {
  const pick = (key: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'jsTransferred') =>
    median(runs.map((run) => run[key]));
  const typicalTasks = representativeRun(runs, 'tbtMs');
  const typicalScripts = representativeRun(runs, 'jsTransferred');
  return {
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    lcpElement: mostCommon(runs.map((run) => run.lcpElement)),
    jsTransferred: pick('jsTransferred'),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    longTasks: typicalTasks.longTasks,
    scripts: typicalScripts.scripts,
  };
}

export function figureOf(
  target: LighthouseTarget,
  preset: Preset,
  runs: readonly LighthouseRun[],
): LighthouseFigure {
  return {
    site: target.site,
    label: target.label,
    url: target.url,
    preset,
    runs: runs.map(({ scripts: _scripts, ...recorded }) => recorded),
    median: summarizeRuns(runs),
    noisyRuns: runs.filter((run) => run.noisy).length,
  };
}

/**
 * Lighthouse's performance category, mobile (its default: simulated slow 4G and a 4× slower CPU)
 * and desktop preset, `repeats` times per target, in the Chromium listening on `port` (Lighthouse
 * clears the HTTP cache before each navigation; localStorage, where the app's settings are, stays).
 */
export async function runLighthouse(
  port: number,
  targets: readonly LighthouseTarget[],
  repeats: number,
  cores: number,
  log: (line: string) => void,
): Promise<LighthouseFigure[]> {
  const runs = new Map<string, LighthouseRun[]>();
  const keyOf = (target: LighthouseTarget, preset: Preset) =>
    `${target.site} ${target.label} ${preset}`;
  for (const { round, preset, target } of schedule(targets, repeats)) {
    const loadDuring = watchLoad(cores);
    const result = await lighthouse(
      target.url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const run: LighthouseRun = { ...readRun(result.lhr, target.url), ...loadDuring() };
    const key = keyOf(target, preset);
    runs.set(key, [...(runs.get(key) ?? []), run]);
    log(
      `  lighthouse ${round}/${repeats} ${key}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms` +
        ` (${run.lcpElement}), TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)},` +
        ` load ${run.loadAverage.toFixed(1)}${run.noisy ? ' (noisy)' : ''}`,
    );
  }
  return targets.flatMap((target) =>
    PRESETS.map((preset) => {
      const list = runs.get(keyOf(target, preset)) ?? [];
      return figureOf(target, preset, list);
    }),
  );
}
