import { describe, expect, it } from 'vitest';
import type { PageTasks, TasksFigures } from '../measure/tasks/tasks';
import type { AttributedTask } from '../measure/tasks/trace-tasks';
import { printTasks, taskCause, taskKind } from './tasks-report';

function task(overrides: Partial<AttributedTask> = {}): AttributedTask {
  return {
    startMs: 1200,
    durationMs: 90,
    events: { FunctionCall: 88, Layout: 12 },
    selfTime: [
      { frame: 'commitRoot (react-dom/cjs/react-dom-client.production.js:12906)', ms: 30.4 },
      { frame: 'appendChild', ms: 12 },
    ],
    appTime: [{ frame: 'CreateForm (src/features/create/CreateForm.tsx:60)', ms: 20.2 }],
    react: { renderMs: 4, commitMs: 80.2, passiveEffectsMs: 0 },
    ...overrides,
  };
}

function page(site: PageTasks['site'], label: string, median: number, tasks: AttributedTask[]) {
  return {
    site,
    label,
    blockingMs: { runs: 3, median, max: median + 10 },
    tasks,
    loadAverage: 1.2,
    noisy: false,
  };
}

describe('the long tasks report', () => {
  it("names a task by React's phases, else by its largest kind of work", () => {
    expect(taskKind(task())).toBe('React commit 80 · render 4');
    expect(taskKind(task({ react: { renderMs: 0, commitMs: 0, passiveEffectsMs: 0 } }))).toBe(
      'FunctionCall 88',
    );
  });

  it('gives the app’s own function first, then where the time itself went', () => {
    expect(taskCause(task())).toBe(
      'in CreateForm (src/features/create/CreateForm.tsx:60) 20; commitRoot (react-dom/cjs/react-dom-client.production.js:12906) 30; appendChild 12',
    );
  });

  it("prints each page's blocking time beside the reference's, and its tasks", () => {
    const figures: TasksFigures = {
      cpuSlowdown: 4,
      runs: 3,
      pages: [page('reference', '/', 100, []), page('app', '/create', 150, [task()])],
    };
    const lines: string[] = [];
    printTasks(figures, (line) => lines.push(line));
    expect(lines.find((line) => line.includes('/create') && line.includes('×'))).toMatch(
      /^\s+\/create\s+150 ms ×1\.50\s+150 ms \/ 160 ms \(3\)\s+1\s+1\.2$/,
    );
    expect(lines.some((line) => /^\s+1200 ms\s+90 ms\s+React commit 80/.test(line))).toBe(true);
  });
});
