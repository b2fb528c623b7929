import { describe, expect, it } from 'vitest';
import {
  figureOf,
  representativeRun,
  schedule,
  summarizeRuns,
  type LighthouseTarget,
} from './runs';
import { run } from './test-figures';

const targets: LighthouseTarget[] = [
  { site: 'reference', label: '/', url: 'http://ref/' },
  { site: 'app', label: '/', url: 'http://app/' },
  { site: 'app', label: '/create', url: 'http://app/create' },
];

describe('schedule', () => {
  it('runs every target in every preset once per round', () => {
    const runs = schedule(targets, 3);
    expect(runs).toHaveLength(3 * 2 * 3);
    for (const target of targets)
      for (const preset of ['mobile', 'desktop'])
        expect(runs.filter((r) => r.target === target && r.preset === preset)).toHaveLength(3);
  });

  it('puts the reference first in odd rounds and last in even ones, beside the app', () => {
    const order = (round: number) =>
      schedule(targets, 2)
        .filter((r) => r.round === round && r.preset === 'mobile')
        .map((r) => `${r.target.site} ${r.target.label}`);
    expect(order(1)).toEqual(['reference /', 'app /', 'app /create']);
    expect(order(2)).toEqual(['app /', 'app /create', 'reference /']);
  });

  it('finishes a round before the next begins (a burst of load spreads over every figure)', () => {
    const rounds = schedule(targets, 3).map((r) => r.round);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
  });
});

describe('summarizeRuns', () => {
  it('takes medians and the long tasks of the run nearest the median TBT', () => {
    const tasks = [{ url: '/assets/a.js', startMs: 100, durationMs: 80 }];
    const summary = summarizeRuns([
      run({ lcpMs: 3000, tbtMs: 10 }),
      run({ lcpMs: 1000, tbtMs: 200, longTasks: tasks }),
      run({ lcpMs: 2000, tbtMs: 900 }),
    ]);
    expect(summary.lcpMs).toBe(2000);
    expect(summary.tbtMs).toBe(200);
    expect(summary.longTasks).toBe(tasks);
  });

  it('names the most common LCP element', () => {
    const summary = summarizeRuns([
      run({ lcpElement: 'p.lead' }),
      run({ lcpElement: 'h1' }),
      run({ lcpElement: 'p.lead' }),
    ]);
    expect(summary.lcpElement).toBe('p.lead');
  });
});

describe('representativeRun', () => {
  it('picks the run whose value is nearest the median', () => {
    const runs = [
      run({ jsTransferred: 10 }),
      run({ jsTransferred: 40 }),
      run({ jsTransferred: 31 }),
    ];
    expect(representativeRun(runs, 'jsTransferred')).toBe(runs[2]);
  });
});

describe('figureOf', () => {
  it('keeps the script list of the median run only, and counts noisy runs', () => {
    const scripts = [{ url: '/assets/index.js', transferSize: 100 }];
    const appHome: LighthouseTarget = { site: 'app', label: '/', url: 'http://app/' };
    const result = figureOf(appHome, 'mobile', [
      run({ jsTransferred: 100, scripts }),
      run({ jsTransferred: 300, noisy: true, scripts: [] }),
      run({ jsTransferred: 90, scripts: [] }),
    ]);
    expect(result.median.scripts).toBe(scripts);
    expect(result.runs.every((recorded) => !('scripts' in recorded))).toBe(true);
    expect(result.noisyRuns).toBe(1);
  });
});
