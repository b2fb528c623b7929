import type { Page } from '@playwright/test';
import { type IndexedBasket, indexedBaskets } from '../../e2e/support/sandbox-index';

/** The route of a basket's own page, as the issue names it. */
export const BASKET_ROUTE = '/baskets/:address';

/** A basket's page to measure, or why it is left out of the run. */
export type BasketPage = { status: 'ok'; path: string } | { status: 'left out'; reason: string };

const NOT_FOUND_HEADING = 'Page not found'; // src/app/layout/NotFoundPage.tsx
const PAGE_TIMEOUT_MS = 60_000;

/** A basket the sandbox holds on chain with a name and symbol (the seeded demo basket at least). */
export async function realBasket(apiUrl: string): Promise<IndexedBasket> {
  const basket = (await indexedBaskets(apiUrl)).find((b) => b.name && b.symbol);
  if (!basket) throw new Error('the sandbox holds no named basket');
  return basket;
}

/**
 * Whether the app serves a page for this basket: the static server answers every path with the
 * app (200), so "the route answers" means the app rendered a page other than its not-found page,
 * and that page names the basket (its symbol or name, read from the chain).
 */
export async function probeBasketPage(
  page: Page,
  appUrl: string,
  basket: IndexedBasket,
): Promise<BasketPage> {
  const path = `/baskets/${basket.address}`;
  const response = await page.goto(appUrl + path);
  if (response?.status() !== 200) {
    return {
      status: 'left out',
      reason: `${path} answered HTTP ${response?.status() ?? 'nothing'}`,
    };
  }
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: PAGE_TIMEOUT_MS });
  if ((await heading.textContent())?.trim() === NOT_FOUND_HEADING) {
    return {
      status: 'left out',
      reason: `the app has no ${BASKET_ROUTE} route ("Page not found")`,
    };
  }
  const names = [basket.symbol, basket.name].filter((text): text is string => !!text);
  const named = page.getByText(new RegExp(names.map(escapeRegExp).join('|'))).first();
  try {
    await named.waitFor({ timeout: PAGE_TIMEOUT_MS });
  } catch {
    return {
      status: 'left out',
      reason: `${BASKET_ROUTE} rendered but never named the basket (${names.join(' / ')})`,
    };
  }
  return { status: 'ok', path };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
