import { Toaster } from 'sonner';
import { useFooterInView } from '../layout/useFooterInView';

// sonner's own distances from the window's edge (sonner 2.0.8 dist/index.mjs: VIEWPORT_OFFSET
// '24px', MOBILE_VIEWPORT_OFFSET '16px'), kept when the footer is out of view.
const EDGE = 24;
const EDGE_MOBILE = 16;

/** The toasts, bottom right, lifted above the footer while it shows (its Change network link). */
export function Notifications() {
  const footer = useFooterInView();
  return (
    <Toaster
      position="bottom-right"
      closeButton
      richColors
      offset={{ bottom: EDGE + footer }}
      mobileOffset={{ bottom: EDGE_MOBILE + footer }}
    />
  );
}
