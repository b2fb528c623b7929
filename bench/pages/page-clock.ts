import type { BrowserContext, Page } from '@playwright/test';
import { confirmReview } from '../../e2e/support/ui';

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

async function confirmClicks(page: Page): Promise<number[]> {
  return page.evaluate(
    () => (window as unknown as { __benchConfirmClicks?: number[] }).__benchConfirmClicks ?? [],
  );
}

/**
 * Approves the review as the e2e specs do (armConfirmClock installed); returns when the page saw
 * the click, on the page's clock.
 */
export async function confirmAndClock(page: Page): Promise<number> {
  const before = (await confirmClicks(page)).length;
  await confirmReview(page);
  const clicked = (await confirmClicks(page))[before];
  if (clicked === undefined) throw new Error('the Confirm click was not seen');
  return clicked;
}

/**
 * A promise started before the action it waits for: if the action fails, nobody awaits it, and its
 * rejection (a timeout, the page closing) must not end the bench. Awaiting it later still throws.
 */
function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
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
  return awaitedLater(
    page.evaluate(
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
    ),
  );
}

/**
 * The token picker's time from a keystroke to its results: types `query` into the combobox `label`
 * and resolves with the milliseconds from that input event (capture phase, so before the app's
 * handler) until the picker's listbox shows an option whose text starts with `symbol`, watching
 * DOM mutations. The search goes to the Jupiter-shaped endpoint the settings name.
 */
export async function pickerTypingToResultsMs(
  page: Page,
  label: string,
  query: string,
  symbol: string,
  timeoutMs: number,
): Promise<number> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const shown = awaitedLater(
    page.evaluate(
      ({ list, symbol, timeoutMs }) =>
        new Promise<number>((resolve, reject) => {
          let typedAt: number | undefined;
          const onInput = () => {
            typedAt ??= performance.now();
          };
          document.addEventListener('input', onInput, true);
          const found = () =>
            Array.from(document.querySelectorAll(`[role="listbox"][aria-label="${list}"]`)).some(
              (listbox) =>
                !listbox.closest('[hidden]') &&
                Array.from(listbox.querySelectorAll('[role="option"]')).some((option) =>
                  (option.textContent ?? '').startsWith(symbol),
                ),
            );
          const observer = new MutationObserver(() => {
            if (typedAt !== undefined && found()) {
              finish();
              resolve(performance.now() - typedAt);
            }
          });
          const timer = setTimeout(() => {
            finish();
            reject(new Error(`no ${symbol} in the picker's results within ${timeoutMs} ms`));
          }, timeoutMs);
          function finish() {
            observer.disconnect();
            clearTimeout(timer);
            document.removeEventListener('input', onInput, true);
          }
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }),
      { list: `${label}: matching tokens`, symbol, timeoutMs },
    ),
  );
  await box.fill(query);
  const ms = await shown;
  // Leave the row empty for the form filling that follows.
  await box.press('Escape');
  await box.fill('');
  return ms;
}
