import type { BrowserContext, Page } from '@playwright/test';

/**
 * Page-side clocks. Times are `performance.timeOrigin + performance.now()`, comparable with
 * bench/epoch.ts in Node on the same machine.
 */

/**
 * tsx compiles the bench with esbuild's keepNames, so functions Playwright serialises into the page
 * (the e2e wallet's init script, the clocks below) call a `__name` helper the page lacks. Install
 * it first, before any other init script.
 */
export async function defineNameHelper(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: 'globalThis.__name = globalThis.__name || ((target) => target);',
  });
}

/** Records when a button whose text starts with "Confirm" is clicked (capture phase: first). */
export async function armConfirmClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const clicks: number[] = [];
    (window as unknown as { __benchConfirmClicks: number[] }).__benchConfirmClicks = clicks;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest?.('button');
        if (button && /^\s*Confirm/.test(button.textContent ?? '')) {
          clicks.push(performance.timeOrigin + performance.now());
        }
      },
      true,
    );
  });
}

export async function confirmClicks(page: Page): Promise<number[]> {
  return page.evaluate(
    () => (window as unknown as { __benchConfirmClicks?: number[] }).__benchConfirmClicks ?? [],
  );
}

/**
 * Resolves with the moment the flow timeline's step `label` ("Step 3 of 3: Activate the basket")
 * first shows `words` ("Confirmed", "Done"), watching DOM mutations so no frame is missed. Start it
 * before the action.
 */
export function whenStepShows(
  page: Page,
  label: string,
  words: string,
  timeoutMs: number,
): Promise<number> {
  return page.evaluate(
    ({ label, words, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const shows = () =>
          Array.from(document.querySelectorAll('li')).some((item) => {
            const text = item.textContent ?? '';
            return /Step \d+ of \d+: /.test(text) && text.includes(label) && text.includes(words);
          });
        const finish = (observer: MutationObserver, timer: number) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.timeOrigin + performance.now());
        };
        const observer = new MutationObserver(() => {
          if (shows()) finish(observer, timer);
        });
        const timer = window.setTimeout(() => {
          observer.disconnect();
          reject(new Error(`step "${label}" did not show "${words}" within ${timeoutMs} ms`));
        }, timeoutMs);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        if (shows()) finish(observer, timer);
      }),
    { label, words, timeoutMs },
  );
}
