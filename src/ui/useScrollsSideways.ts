import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element (it scrolls sideways), followed as either
 * is resized. Where the browser cannot say (no ResizeObserver), assumed to scroll: the keyboard then
 * reaches a frame it did not need to, rather than missing one it did.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(typeof ResizeObserver === 'undefined');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
