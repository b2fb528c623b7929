import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../e2e/fixtures/app';
import { BASKET_ROUTE } from './basket-page';
import { LIGHTHOUSE_PAGES, pagesToMeasure } from './lighthouse-pages';

describe('the Lighthouse set', () => {
  it('holds every route the app serves (the e2e suite visits each)', () => {
    // Routes with an address stand for their pattern: a basket's page, one withdrawal's claim
    // (the claim page itself is measured at /claim).
    const patterns = ROUTES.map((route) =>
      route.startsWith('/baskets/') ? BASKET_ROUTE : route.replace(/^\/claim\/.+$/, '/claim'),
    );
    const measured: readonly string[] = LIGHTHOUSE_PAGES;
    expect(patterns.filter((route) => !measured.includes(route))).toEqual([]);
  });
});

describe('pagesToMeasure', () => {
  it('measures every page unless told which', () => {
    expect(pagesToMeasure(undefined)).toEqual([...LIGHTHOUSE_PAGES]);
    expect(pagesToMeasure([])).toEqual([...LIGHTHOUSE_PAGES]);
  });

  it('keeps the set’s order for the pages named', () => {
    expect(pagesToMeasure(['/deposit', '/create'])).toEqual(['/create', '/deposit']);
  });

  it('refuses a name that is not a page, listing the pages', () => {
    expect(() => pagesToMeasure(['/nowhere'])).toThrow(
      /not a page the bench measures: \/nowhere \(pages: \/, \/create/,
    );
  });
});
