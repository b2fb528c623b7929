// Screenshots for a person to look at (test-results/screens/), at a desktop and a phone width.
import type { Page } from '@playwright/test';

export interface ScreenshotOptions {
  /** The viewport to return to afterwards; by default the page stays at the phone width. */
  then?: { width: number; height: number };
}

/** Full-page screenshots `<name>-1280.png` and `<name>-375.png`, each 900 px high. */
export async function screenshotWidths(page: Page, name: string, { then }: ScreenshotOptions = {}): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  if (then) await page.setViewportSize(then);
}

/** The viewport every page starts with (Playwright's Desktop Chrome). */
export const DESKTOP = { width: 1280, height: 720 };
