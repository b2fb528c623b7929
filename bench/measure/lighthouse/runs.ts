import lighthouse, { desktopConfig } from 'lighthouse';
import { readRun, type LighthouseMeasure } from './read';
import { watchLoad, type LoadDuring } from '../../support/load';
import { median } from '../../support/stats';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** The app, the bare-stack reference page built beside it, or the peer (Symmetry's app). */
export type Site = 'app' | 'reference' | 'peer';

/**
 * Every request off this machine, blocked for the peer's pages: it calls Symmetry's services and
 * others that are out of reach here, and a blocked request fails at once where an unreachable one
 * could hang until Lighthouse gives up. Our app and the reference make none.
 */
export const OFFLINE_PATTERNS = ['https://*', 'wss://*'];

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
 * rounds and last in even ones, so neither side always follows the other (the peer's pages run
 * after the app's).
 */
export function schedule(targets: readonly LighthouseTarget[], repeats: number): ScheduledRun[] {
  const reference = targets.filter((target) => target.site === 'reference');
  const app = targets.filter((target) => target.site !== 'reference');
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

export interface LighthouseRuns {
  figures: LighthouseFigure[];
  /** The peer's runs that failed (its page, preset, round and why); ours fail the part. */
  peerFailures: string[];
}

/**
 * Lighthouse's performance category, mobile (its default: simulated slow 4G and a 4× slower CPU)
 * and desktop preset, `repeats` times per target, in the Chromium listening on `port` (Lighthouse
 * clears the HTTP cache before each navigation; localStorage, where the app's settings are, stays).
 * A peer page's failed run is recorded and skipped, so the peer never stops our figures. `prepare`
 * runs before each run (the peer's browser storage is reset there).
 */
export async function runLighthouse(
  port: number,
  targets: readonly LighthouseTarget[],
  repeats: number,
  cores: number,
  log: (line: string) => void,
  prepare: (target: LighthouseTarget) => Promise<void> = async () => {},
): Promise<LighthouseRuns> {
  const runs = new Map<string, LighthouseRun[]>();
  const peerFailures: string[] = [];
  const keyOf = (target: LighthouseTarget, preset: Preset) =>
    `${target.site} ${target.label} ${preset}`;
  for (const { round, preset, target } of schedule(targets, repeats)) {
    const key = keyOf(target, preset);
    let run: LighthouseRun;
    try {
      await prepare(target);
      run = await runOnce(port, target, preset, cores);
    } catch (error) {
      if (target.site !== 'peer') throw error;
      const failure = `${key} round ${round}: ${error instanceof Error ? error.message : String(error)}`;
      log(`  lighthouse ${round}/${repeats} ${key}: failed (${failure})`);
      peerFailures.push(failure);
      continue;
    }
    runs.set(key, [...(runs.get(key) ?? []), run]);
    log(
      `  lighthouse ${round}/${repeats} ${key}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms` +
        ` (${run.lcpElement}), TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)},` +
        ` load ${run.loadAverage.toFixed(1)}${run.noisy ? ' (noisy)' : ''}`,
    );
  }
  const figures = targets.flatMap((target) =>
    PRESETS.flatMap((preset) => {
      const list = runs.get(keyOf(target, preset)) ?? [];
      return list.length === 0 && target.site === 'peer' ? [] : [figureOf(target, preset, list)];
    }),
  );
  return { figures, peerFailures };
}

async function runOnce(
  port: number,
  target: LighthouseTarget,
  preset: Preset,
  cores: number,
): Promise<LighthouseRun> {
  const loadDuring = watchLoad(cores);
  const result = await lighthouse(
    target.url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: target.site === 'peer' ? OFFLINE_PATTERNS : null,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
  return { ...readRun(result.lhr, target.url), ...loadDuring() };
}
