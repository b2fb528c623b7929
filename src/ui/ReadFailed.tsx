import type { ReactNode } from 'react';
import { Button } from './Button';
import { Notice, type NoticeTone } from './Notice';

export interface ReadFailedProps {
  /** What could not be read, e.g. "Your balance could not be read". */
  title: ReactNode;
  /** Why, and what still holds; usually the error's message. */
  children: ReactNode;
  /** Reads again. */
  onRetry: () => void;
  tone?: Extract<NoticeTone, 'warn' | 'error'>;
  retryLabel?: string;
}

/** A read that did not give its answer: what it was, why, and a button to read again. */
export function ReadFailed({
  title,
  children,
  onRetry,
  tone = 'warn',
  retryLabel = 'Try again',
}: ReadFailedProps) {
  return (
    <Notice tone={tone} title={title} actions={<Button onClick={onRetry}>{retryLabel}</Button>}>
      {children}
    </Notice>
  );
}
