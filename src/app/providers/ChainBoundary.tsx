import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { RoutePlaceholder } from '../layout/RoutePlaceholder';

// web3.js, the wallet adapters and the flow engine are over half of the app's start-up code. The
// layout paints without them; they are requested when the layout first renders its pages.
const ChainProviders = lazy(() => import('./ChainProviders'));

/**
 * The pathless route around every page (routes.tsx): renders the page inside the wallet and chain
 * providers once their code has loaded. As a route, its error page (that code failed to download)
 * shows inside the layout. The same placeholder stands in while the wallet code or the page's code
 * loads, so the home intro does not blink between the two.
 */
export function ChainBoundary() {
  return (
    <Suspense fallback={<RoutePlaceholder />}>
      <ChainProviders>
        <Suspense fallback={<RoutePlaceholder />}>
          <Outlet />
        </Suspense>
      </ChainProviders>
    </Suspense>
  );
}
