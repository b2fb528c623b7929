import type { ReactNode } from 'react';
import { Button } from './Button';
import { Notice, type NoticeTone } from './Notice';

/** A read that can fail and be tried again, such as a query's result. */
export interface FailedRead {
  error: Error | null;
  refetch: () => unknown;
}

export interface ReadFailedProps {
  /** What could not be read, e.g. "Your balance could not be read". */
  title: ReactNode;
  /** The read: its error's message says why; the button calls its refetch. */
  read: FailedRead;
  /** Said after the error's message, e.g. what is still shown. */
  children?: ReactNode;
  tone?: Extract<NoticeTone, 'warn' | 'error'>;
  retryLabel?: string;
}

/** A read that did not give its answer: what it was, why, and a button to read again. */
export function ReadFailed({
  title,
  read,
  children,
  tone = 'warn',
  retryLabel = 'Try again',
}: ReadFailedProps) {
  return (
    <Notice
      tone={tone}
      title={title}
      actions={<Button onClick={() => void read.refetch()}>{retryLabel}</Button>}
    >
      {read.error?.message}
      {children ? <> {children}</> : null}
    </Notice>
  );
}
