// "Long tasks by cause": every page of the Lighthouse set (and the reference) loaded cold in
// Chromium as a phone (its screen, its CPU 4× slower, as Lighthouse's mobile preset counts it),
// traced with JavaScript sampling; each main-thread task of 50 ms or more after the first paint is
// named by what ran in it (source-mapped through the build's hidden maps) and React's phases.
import type { Browser } from '@playwright/test';
import { sandboxSettings } from '../../pages/app-settings';
import { BASKET_ROUTE, realBasket } from '../../pages/basket-page';
import type { LighthousePage } from '../../pages/lighthouse-pages';
import { withBrowser } from '../../support/chromium';
import { watchLoad, type LoadDuring } from '../../support/load';
import { median, summarize, type Summary } from '../../support/stats';
import { withOwnSandbox } from '../own-sandbox';
import { SourceLookup } from './source-lookup';
import { PHONE, tracePageLoad } from './trace-page';
import { attributeLongTasks, firstContentfulPaintMs, type AttributedTask } from './trace-tasks';

export const TASK_RUNS = 3;
const LONG_TASK_MS = 50;

export interface PageTasks extends LoadDuring {
  site: 'app' | 'reference';
  /** As the Lighthouse set names it: `/create`, `/baskets/:address`; the reference is `/`. */
  label: string;
  /** Per run: Σ (duration − 50 ms) of the long tasks after the first contentful paint. */
  blockingMs: Summary;
  /** The long tasks after the first paint of the run nearest the median, in the order they ran. */
  tasks: AttributedTask[];
}

export interface TasksFigures {
  cpuSlowdown: number;
  runs: number;
  pages: PageTasks[];
}

interface Target {
  site: PageTasks['site'];
  label: string;
  url: string;
  sources: SourceLookup;
}

export interface TasksBenchOptions {
  appUrl: string;
  /** The app's build (its hidden source maps name the functions). */
  appOutDir: string;
  referenceUrl: string;
  referenceOutDir: string;
  pages: readonly LighthousePage[];
  runs: number;
  log: (line: string) => void;
}

/** The blocking time of a run: what of each long task after the first paint exceeds 50 ms. */
export function blockingOf(tasks: readonly AttributedTask[], firstPaintMs: number): number {
  return tasks
    .filter((task) => task.startMs >= firstPaintMs)
    .reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);
}

async function measure(
  browser: Browser,
  target: Target,
  settings: string,
  runs: number,
): Promise<PageTasks> {
  const loadDuring = watchLoad();
  const measured: { blocking: number; tasks: AttributedTask[] }[] = [];
  for (let run = 0; run < runs; run++) {
    const events = await tracePageLoad(browser, target.url, settings);
    const paint = firstContentfulPaintMs(events) ?? 0;
    const tasks = attributeLongTasks(events, target.sources).filter((t) => t.startMs >= paint);
    measured.push({ blocking: blockingOf(tasks, paint), tasks });
  }
  const middle = median(measured.map((m) => m.blocking));
  const typical = [...measured].sort(
    (a, b) => Math.abs(a.blocking - middle) - Math.abs(b.blocking - middle),
  )[0]!;
  const load = loadDuring();
  return {
    site: target.site,
    label: target.label,
    blockingMs: summarize(measured.map((m) => m.blocking)),
    tasks: typical.tasks,
    ...load,
  };
}

/** Traces the reference and every page, `runs` times each, against a sandbox of the part's own. */
export async function benchTasks(options: TasksBenchOptions): Promise<TasksFigures> {
  const { appUrl, pages, runs, log } = options;
  const app = new SourceLookup(options.appOutDir);
  const reference = new SourceLookup(options.referenceOutDir);
  return withOwnSandbox('tasks', {}, async (sandbox) => {
    const settings = JSON.stringify(sandboxSettings(sandbox));
    const basket = pages.includes(BASKET_ROUTE) ? await realBasket(sandbox.apiUrl) : undefined;
    const targets: Target[] = [
      { site: 'reference', label: '/', url: `${options.referenceUrl}/`, sources: reference },
      ...pages.map((page): Target => {
        const path = page === BASKET_ROUTE && basket ? `/baskets/${basket.address}` : page;
        return { site: 'app', label: page, url: appUrl + path, sources: app };
      }),
    ];
    return withBrowser('tasks', async (browser) => {
      const measured: PageTasks[] = [];
      for (const target of targets) {
        const page = await measure(browser, target, settings, runs);
        measured.push(page);
        log(
          `  tasks ${target.site} ${target.label}: blocking ${Math.round(page.blockingMs.median)} ms ` +
            `(${page.tasks.length} long tasks), load ${page.loadAverage.toFixed(1)}${page.noisy ? ' (noisy)' : ''}`,
        );
      }
      return { cpuSlowdown: PHONE.cpuSlowdown, runs, pages: measured };
    });
  });
}
