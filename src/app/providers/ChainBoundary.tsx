import { lazy, Suspense, type ReactNode } from 'react';
import { RoutePlaceholder } from '../layout/RoutePlaceholder';

// web3.js, the wallet adapters and the flow engine are over half of the app's start-up code. The
// layout paints without them; they are requested when the layout first renders.
const ChainProviders = lazy(() => import('./ChainProviders'));

/** Renders `children` inside the wallet and chain providers once their code has loaded. */
export function ChainBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<RoutePlaceholder />}>
      <ChainProviders>{children}</ChainProviders>
    </Suspense>
  );
}
