import { useEffect } from 'react';

/** Sets the tab title (what screen readers announce on navigation) for the current page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Basketry` : 'Basketry';
  }, [title]);
}
