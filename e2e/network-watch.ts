// What a spec on the mainnet-like profile watches besides the chain: the sandbox's network counters
// (logged for the report, and asserted to have done something) and the words a flow's steps showed
// while they ran — a notice such as the 429 wait lasts only until the next answer, so a
// MutationObserver in the page keeps every step text that ever carried one.
import type { Page } from '@playwright/test';
import type { NetworkSnapshot } from './fixtures/sandbox';

/** One line of the counters, e.g. "sends 14, rebroadcasts 3, dropped 2, …". */
export function networkLine(label: string, snapshot: NetworkSnapshot): string {
  const s = snapshot.stats;
  return (
    `${label}: sends ${s.sends}, rebroadcasts ${s.rebroadcasts}, dropped ${s.dropped}, ` +
    `landed ${s.landed}, preflight refused ${s.preflightFailures}, HTTP 429 ${s.rateLimited} ` +
    `(seed ${snapshot.seed}, slot ${snapshot.slot}, replica ${snapshot.replicaSlot})`
  );
}

const GLOBAL = '__mainnetLikeStepTexts';

/**
 * From now on, records the text of every timeline step (an `li` whose text starts "Step N of M:")
 * that ever contains `words`. Read with `stepTextsSeen`. Lasts until the page navigates away.
 */
export async function watchStepTexts(page: Page, words: string): Promise<void> {
  await page.evaluate(
    ({ words, global }) => {
      const seen = new Set<string>();
      (window as unknown as Record<string, Set<string>>)[global] = seen;
      const look = () => {
        for (const item of Array.from(document.querySelectorAll('li'))) {
          const text = item.textContent ?? '';
          if (/^Step \d+ of \d+: /.test(text) && text.includes(words)) seen.add(text);
        }
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      look();
    },
    { words, global: GLOBAL },
  );
}

export async function stepTextsSeen(page: Page): Promise<string[]> {
  return page.evaluate((global) => [...((window as unknown as Record<string, Set<string>>)[global] ?? [])], GLOBAL);
}
