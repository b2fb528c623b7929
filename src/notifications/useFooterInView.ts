import { useEffect, useLayoutEffect, useState } from 'react';

/** The footer's id, for what must keep clear of it (the notifications). */
export const FOOTER_ID = 'site-footer';

/** How many pixels of the footer show at the bottom of the window (0 when it is out of view). */
export function footerInView(): number {
  const footer = document.getElementById(FOOTER_ID);
  if (!footer) return 0;
  return Math.max(0, Math.ceil(window.innerHeight - footer.getBoundingClientRect().top));
}

/**
 * `footerInView()`, kept current as the page scrolls, resizes or changes, while `watching` (a
 * toast shows); 0 otherwise. Each measure is a layout read: made on every change of a loading page
 * it was one of the longest tasks on a phone (bench/README.md), for toasts that were not there.
 */
export function useFooterInView(watching: boolean): number {
  const [inView, setInView] = useState(0);

  // Measured before the first toast paints, so it never shows over the footer for a frame.
  useLayoutEffect(() => {
    setInView(watching ? footerInView() : 0);
  }, [watching]);

  useEffect(() => {
    if (!watching) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setInView(footerInView());
    };
    // At most one measure per frame, however many events arrive.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The footer also moves without a scroll when the page above it grows or shrinks: every such
    // change starts as a change of the page's elements.
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changed.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [watching]);

  return watching ? inView : 0;
}
