// The basket page's value-over-time card and its factsheet. Their code (the history's reader of this basket, the chart
// and its library) loads after the page's own figures, as a chunk of its own.
import { lazy, Suspense, type ComponentProps } from 'react';

const BasketValuePanel = lazy(() => import('./BasketValuePanel'));
const FactsheetPanel = lazy(() => import('./FactsheetPanel'));

export function BasketValueCard(props: ComponentProps<typeof BasketValuePanel>) {
  return (
    <Suspense fallback={<p role="status">Loading the value over time…</p>}>
      <BasketValuePanel {...props} />
    </Suspense>
  );
}

/** The basket page's factsheet, loaded on demand as the value card is. */
export function FactsheetCard(props: ComponentProps<typeof FactsheetPanel>) {
  return (
    <Suspense fallback={<p role="status">Loading the factsheet…</p>}>
      <FactsheetPanel {...props} />
    </Suspense>
  );
}
