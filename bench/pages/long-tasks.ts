import type { BrowserContext, Page } from '@playwright/test';

/** One main-thread task over 50 ms (Long Tasks API), on the page's clock. */
export interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __benchLongTasks?: LongTask[];
  }
}

/** Records every long task of the pages `context` opens, from before the app starts. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: LongTask[] = [];
    window.__benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks `page` ran so far (recordLongTasks installed). */
export async function longTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => window.__benchLongTasks ?? []);
}
