import { startTransition, useEffect, useState, type ReactNode } from 'react';
import './BelowTheFold.css';

/**
 * Renders `children` once the rest of the page has been committed, in a transition: a long form's
 * lower part is built in tasks of its own instead of in the first render's one long commit (on a
 * phone, a blocked main thread right after the page appears). Until then a screen-high space
 * stands in, so whatever follows stays below the fold and nothing visible moves when they arrive.
 * For content below the fold only.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : <div className="below-the-fold" aria-hidden="true" />;
}
