import { BASKET_ROUTE } from './basket-page';

/**
 * The app's pages Lighthouse measures beside the reference, as a visitor opens them (no query, no
 * wallet connected): every route the app serves, a basket's own page with a real basket of the
 * bench's sandbox. A route the app gains joins this list (pages/lighthouse-pages.test.ts checks it
 * against the e2e suite's list of routes).
 */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/create',
  '/edit',
  '/deposit',
  '/withdraw',
  '/mint',
  '/burn',
  '/claim',
  '/metadata',
  '/explore',
  BASKET_ROUTE,
  '/activity',
  '/baskets',
  '/tax-lots',
  '/settings',
] as const;

export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

/**
 * The pages a run measures: all of them, or those `only` names (`BENCH_PAGES=/create,/deposit`);
 * a name that is not a page is refused with the list.
 */
export function pagesToMeasure(only: readonly string[] | undefined): LighthousePage[] {
  if (!only || only.length === 0) return [...LIGHTHOUSE_PAGES];
  const known: readonly string[] = LIGHTHOUSE_PAGES;
  const unknown = only.filter((page) => !known.includes(page));
  if (unknown.length > 0) {
    throw new Error(
      `not a page the bench measures: ${unknown.join(', ')} (pages: ${LIGHTHOUSE_PAGES.join(', ')})`,
    );
  }
  return LIGHTHOUSE_PAGES.filter((page) => only.includes(page));
}
