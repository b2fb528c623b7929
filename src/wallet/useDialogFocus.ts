import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog behaviour: focus moves into the dialog, Tab and Shift+Tab stay inside it, Escape
 * closes it, the rest of the page is inert, and focus returns to where it was on close (or, when
 * that element has been replaced, to the element now bearing its id; or to `returnFocusTo`, the id
 * of the control that asked for the dialog before it could open).
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  { appRootId = 'root', returnFocusTo }: { appRootId?: string; returnFocusTo?: string } = {},
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById(appRootId);
    const rootWasInert = appRoot?.inert ?? false;
    if (appRoot && !appRoot.contains(dialog)) appRoot.inert = true;

    const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    (focusables()[0] ?? dialog).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || !dialog!.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (appRoot) appRoot.inert = rootWasInert;
      // Re-rendered meanwhile (the wallet code mounting around the page): its successor, by id.
      const target = returnFocusTo
        ? document.getElementById(returnFocusTo)
        : returnTo && !returnTo.isConnected && returnTo.id
          ? document.getElementById(returnTo.id)
          : returnTo;
      target?.focus();
    };
  }, [dialogRef, onClose, appRootId, returnFocusTo]);
}
