// Status icons as inline SVG: a font without a symbol shows an empty box, an SVG always draws.
// Decoration beside words that already say the state, so hidden from assistive technology unless
// given a `title`.
import './StatusIcon.css';

export type StatusIconName =
  | 'idle'
  | 'review'
  | 'sign'
  | 'wallet'
  | 'pause'
  | 'send'
  | 'progress'
  | 'check'
  | 'declined'
  | 'expired'
  | 'cross'
  | 'clock'
  | 'alert'
  | 'stop';

const PATHS: Record<StatusIconName, string> = {
  idle: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  review: 'M6 7h12M6 12h12M6 17h8',
  sign: 'M5 19l1-4 10-10 3 3-10 10-4 1zM14 7l3 3',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13h.01',
  pause: 'M9 6v12M15 6v12',
  send: 'M5 19L19 5M9 5h10v10',
  progress: 'M20 12a8 8 0 1 1-3-6.2M20 4v5h-5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  declined: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M6.5 6.5l11 11',
  expired: 'M7 4h10M7 20h10M8 4c0 5 8 5 8 8s-8 3-8 8M16 4c0 5-8 5-8 8',
  cross: 'M6 6l12 12M18 6L6 18',
  clock: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 8v4l3 2',
  alert: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  stop: 'M8 4h8l4 4v8l-4 4H8l-4-4V8zM9 12h6',
};

export function StatusIcon({ name, title }: { name: StatusIconName; title?: string }) {
  return (
    <svg
      className={`ui-status-icon ui-status-icon--${name}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
