import { useEffect, useRef, useSyncExternalStore } from 'react';
import { StatusIcon, type StatusIconName } from '../ui/StatusIcon';
import { useFooterInView } from './useFooterInView';
import { currentToasts, dismissToast, holdToasts, subscribeToasts, type ToastTone } from './toasts';
import './Notifications.css';

/** The icon beside a toast's words, and what it says for the tones the words may not name. */
const TONE_ICONS: Partial<Record<ToastTone, { name: StatusIconName; title?: string }>> = {
  success: { name: 'check' },
  warning: { name: 'alert', title: 'Warning' },
  error: { name: 'stop', title: 'Error' },
  loading: { name: 'progress' },
};

/**
 * The toasts (src/notifications/toasts.ts), bottom right, lifted above the footer while it
 * shows (its Change network link). A polite live region: new toasts and changed words are read out.
 * A pointer over it or focus in it holds every toast's clock, so nothing leaves while being read.
 */
export function Notifications() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  const footer = useFooterInView(toasts.length > 0);
  const region = useRef<HTMLElement>(null);
  const pointerInside = useRef(false);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const hold = (focused: Element | null) =>
      holdToasts(pointerInside.current || element.contains(focused));
    const onEnter = () => {
      pointerInside.current = true;
      hold(document.activeElement);
    };
    const onLeave = () => {
      pointerInside.current = false;
      hold(document.activeElement);
    };
    const onFocusIn = () => hold(document.activeElement);
    const onFocusOut = (event: FocusEvent) =>
      hold(event.relatedTarget instanceof Element ? event.relatedTarget : null);
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      holdToasts(false);
    };
  }, []);

  useEffect(() => {
    // A toast removed from under the pointer or with the focus in it fires no leave or blur: once
    // the list is empty, nothing is held any more.
    if (toasts.length === 0) {
      pointerInside.current = false;
      holdToasts(false);
    } else {
      holdToasts(pointerInside.current || !!region.current?.contains(document.activeElement));
    }
  }, [toasts]);

  /** Closing a toast keeps keyboard users in the list: focus moves to a neighbour's Close. */
  function close(id: string, button: HTMLButtonElement) {
    const item = button.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    const hadFocus = document.activeElement === button;
    dismissToast(id);
    if (hadFocus) neighbour?.querySelector('button')?.focus();
  }

  return (
    <section
      ref={region}
      className="notifications"
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      style={footer > 0 ? { transform: `translateY(-${footer}px)` } : undefined}
    >
      {toasts.length > 0 && (
        <ol className="notifications-list">
          {toasts.map((toast) => {
            const icon = TONE_ICONS[toast.tone];
            return (
              <li key={toast.id} className={`notification notification--${toast.tone}`}>
                {icon && (
                  <span className="notification-icon">
                    <StatusIcon name={icon.name} title={icon.title} />
                  </span>
                )}
                <div className="notification-words">
                  <p className="notification-title">{toast.title}</p>
                  {toast.description && (
                    <p className="notification-description">{toast.description}</p>
                  )}
                </div>
                <button
                  type="button"
                  className="notification-close"
                  aria-label="Close toast"
                  onClick={(event) => close(toast.id, event.currentTarget)}
                >
                  <StatusIcon name="cross" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
