import type { AttributedTask } from '../measure/tasks/trace-tasks';
import type { TasksFigures } from '../measure/tasks/tasks';
import { indent, ms, type Log } from './section';
import { table } from './table';

/** "commit 80 · render 12": React's phases in a task, the larger first; '' when none. */
export function reactPhases(task: AttributedTask): string {
  const { renderMs, commitMs, passiveEffectsMs } = task.react;
  return (
    [
      ['render', renderMs],
      ['commit', commitMs],
      ['effects', passiveEffectsMs],
    ] as const
  )
    .filter(([, time]) => time >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([phase, time]) => `${phase} ${Math.round(time)}`)
    .join(' · ');
}

/** What a task was: React's phases, else its largest kind of work (EvaluateScript, Layout…). */
export function taskKind(task: AttributedTask): string {
  const react = reactPhases(task);
  if (react) return `React ${react}`;
  const [largest] = Object.entries(task.events).sort((a, b) => b[1] - a[1]);
  return largest ? `${largest[0]} ${Math.round(largest[1])}` : '';
}

/** The functions a task spent most time in: the app's own first, then any (their own time). */
export function taskCause(task: AttributedTask, count = 3): string {
  const app = task.appTime.slice(0, 1).map((f) => `in ${f.frame} ${Math.round(f.ms)}`);
  const self = task.selfTime.slice(0, count).map((f) => `${f.frame} ${Math.round(f.ms)}`);
  return [...app, ...self].join('; ');
}

/**
 * Each page's blocking time beside the reference's, then the long tasks of the run nearest the
 * median: when, how long, React's phases or the kind of work, and the functions it ran.
 */
export function printTasks(figures: TasksFigures, log: Log): void {
  const reference = figures.pages.find((page) => page.site === 'reference');
  const base = reference?.blockingMs.median;
  log(
    `  ${figures.runs} traces a page, CPU ${figures.cpuSlowdown}× slower, phone screen; blocking = Σ (long task − 50 ms) after the first paint; ×n = page / reference`,
  );
  indent(
    log,
    table([
      ['page', 'blocking (median)', 'runs', 'long tasks', 'load'],
      ...figures.pages.map((page) => [
        page.site === 'reference' ? 'reference (bare stack)' : page.label,
        ms(page.blockingMs.median) +
          (page.site === 'app' && base ? ` ×${(page.blockingMs.median / base).toFixed(2)}` : ''),
        `${ms(page.blockingMs.median)} / ${ms(page.blockingMs.max)} (${page.blockingMs.runs})`,
        String(page.tasks.length),
        `${page.loadAverage.toFixed(1)}${page.noisy ? ' (noisy)' : ''}`,
      ]),
    ]),
  );
  for (const page of figures.pages) {
    if (page.tasks.length === 0) continue;
    log(`  ${page.site === 'reference' ? 'reference' : page.label}`);
    indent(
      log,
      table([
        ['  start', 'duration', 'what', 'ran longest in (ms)'],
        ...page.tasks.map((task) => [
          `  ${ms(task.startMs)}`,
          ms(task.durationMs),
          taskKind(task),
          taskCause(task),
        ]),
      ]),
    );
  }
}
