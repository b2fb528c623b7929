// The success view of a flow, loaded on demand: it reads the flow's signed transactions and the
// wallet's changes (the flow engine, web3.js), which the form renders without
// (page/chainCode.ts). OperationPage preloads it once the flow engine is there.
import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../../page/PageLoading';

/** A component that renders `load`'s component once there; `preload` starts its download. */
export type PreloadableView<P> = ComponentType<P> & { preload: () => void };

export function lazyOutcomeView<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableView<P> {
  const Loaded = lazy(() => load().then((Component) => ({ default: Component })));
  function View(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(View, { preload: () => void load().catch(() => undefined) });
}
