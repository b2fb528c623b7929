// Where an element stood on the page, every frame from the page's start: what a person aiming at it
// meets when something above it grows or a stand-in is swapped for the real thing (the rule:
// docs/look.md, "Nothing moves under the pointer").
import type { Page } from '@playwright/test';

/**
 * From the next page load on, records each new place (left, top on the page, width) of the first
 * element matching `selector`, once per change; `placesOf` reads them. `key` names the record.
 */
export async function recordPlaces(page: Page, key: string, selector: string): Promise<void> {
  await page.addInitScript(
    ({ key, selector }) => {
      const places: string[] = [];
      const look = () => {
        const element = document.querySelector(selector);
        if (element) {
          const box = element.getBoundingClientRect();
          const place = [box.left + window.scrollX, box.top + window.scrollY, box.width].map(Math.round).join(',');
          if (places.at(-1) !== place) {
            places.push(place);
            // Kept on the document, where the test reads it back as text.
            document.documentElement.dataset[key] = places.join(' ');
          }
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { key, selector },
  );
}

/** The places recorded under `key` since the page loaded ("left,top,width" each), in order. */
export async function placesOf(page: Page, key: string): Promise<string[]> {
  const text = await page.locator('html').getAttribute(`data-${key}`);
  return text ? text.split(' ') : [];
}
