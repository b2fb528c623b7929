import { chromium, type Page } from '@playwright/test';

/**
 * A Playwright page in an already running Chromium (the one Lighthouse drives), through its
 * DevTools port; what the page stores stays in that browser's profile after it closes.
 */
export async function withPageIn<T>(port: number, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    try {
      return await work(page);
    } finally {
      await page.close();
    }
  } finally {
    // Connected over CDP: this disconnects; the browser keeps running.
    await browser.close();
  }
}

/**
 * Stores a localStorage item for `origin`, on a page of the build that is not the app (its Vite
 * manifest), so no app code runs and writes anything else.
 */
export async function storeItem(page: Page, origin: string, key: string, value: string) {
  await page.goto(`${origin}/.vite/manifest.json`);
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
}

/** Empties localStorage for `origin` and stores `items` there, on a file that is not the app. */
export async function resetStorage(
  page: Page,
  origin: string,
  items: Record<string, string>,
  file: string,
) {
  await page.goto(origin + file);
  await page.evaluate((stored) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, items);
}
