import { useEffect, useState } from 'react';

/** The footer's id, for what must keep clear of it (the notifications). */
export const FOOTER_ID = 'site-footer';

/** How many pixels of the footer show at the bottom of the window (0 when it is out of view). */
export function footerInView(): number {
  const footer = document.getElementById(FOOTER_ID);
  if (!footer) return 0;
  return Math.max(0, Math.ceil(window.innerHeight - footer.getBoundingClientRect().top));
}

/** `footerInView()`, kept current as the page scrolls, resizes or changes. */
export function useFooterInView(): number {
  const [inView, setInView] = useState(footerInView);
  useEffect(() => {
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
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changed.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return inView;
}
