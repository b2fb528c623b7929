// The basket page's card of the automation's latest rebalances and mints: its code (the log's
// decoder, figures and past prices) loads after the page's own figures, as a chunk of its own.
import { lazy, Suspense, type ComponentProps } from 'react';

const RebalanceLogPanel = lazy(() => import('../rebalance-log/RebalanceLogPanel'));

export function RebalanceLogCard(props: ComponentProps<typeof RebalanceLogPanel>) {
  return (
    <Suspense fallback={<p role="status">Loading the rebalance log…</p>}>
      <RebalanceLogPanel {...props} />
    </Suspense>
  );
}
