import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import './CopyButton.css';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for the accessible name "Copy <what>" (e.g. "basket address"). */
  what: string;
  /** Visible text (default "Copy"). */
  children?: string;
  size?: 'sm' | 'md';
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

// How long the "Copied" confirmation stays before the button returns to its label.
const CONFIRMATION_MS = 2000;

function CopyIcon() {
  return (
    <svg
      className="ui-copy__icon"
      aria-hidden="true"
      focusable="false"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="5.5" y="5.5" width="8.5" height="8.5" rx="1.5" />
      <path d="M3.5 10.5h-1a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

/** Copies text to the clipboard and announces the result politely. */
export function CopyButton({
  text,
  what,
  children = 'Copy',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    let outcome: CopyState;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      outcome = 'copied';
    } catch {
      outcome = 'failed';
    }
    setState(outcome);
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  return (
    <span className={['ui-copy', className].filter(Boolean).join(' ')}>
      <Button size={size} variant="ghost" aria-label={`Copy ${what}`} onClick={() => void copy()}>
        {state === 'copied' ? (
          <span aria-hidden="true" className="ui-copy__icon">
            ✓
          </span>
        ) : (
          <CopyIcon />
        )}
        {state === 'copied' ? 'Copied' : children}
      </Button>
      <span className="ui-copy__status" role="status">
        {state === 'copied' ? (
          <span className="ui-visually-hidden">Copied</span>
        ) : state === 'failed' ? (
          "Couldn't copy — select the text and copy it by hand"
        ) : null}
      </span>
    </span>
  );
}
