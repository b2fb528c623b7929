// Builders of Lighthouse figures for the bench's unit tests.
import {
  figureOf,
  type LighthouseFigure,
  type LighthouseRun,
  type Preset,
  type Site,
} from './runs';

export function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    score: 100,
    fcpMs: 800,
    lcpMs: 1000,
    tbtMs: 50,
    cls: 0,
    lcpElement: 'main > p',
    jsTransferred: 100_000,
    benchmarkIndex: 1500,
    longTasks: [],
    scripts: [],
    loadAverage: 1,
    noisy: false,
    ...overrides,
  };
}

export function figure(
  site: Site,
  label: string,
  preset: Preset,
  runs: readonly LighthouseRun[],
): LighthouseFigure {
  return figureOf({ site, label, url: `http://127.0.0.1:4000${label}` }, preset, runs);
}
