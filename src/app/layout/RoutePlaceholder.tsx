import { useEffect, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { PageLoading } from '../../page/PageLoading';

/** What routes.tsx attaches to each page route. */
export interface PageHandle {
  /** Downloads the page's code (the same import its lazy component makes). */
  preload: () => Promise<unknown>;
  /** Shown while the code loads, in place of "Loading…" (the home page's intro). */
  Placeholder?: ComponentType;
}

/**
 * The current route's stand-in while its page or the wallet code loads. It also starts the page's
 * download, which would otherwise wait for the wallet code (the page renders inside it).
 */
export function RoutePlaceholder() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  useEffect(() => {
    // A failed download shows when the page itself loads it again (the route's error page).
    handle?.preload().catch(() => undefined);
  }, [handle]);
  const Placeholder = handle?.Placeholder ?? PageLoading;
  return <Placeholder />;
}
