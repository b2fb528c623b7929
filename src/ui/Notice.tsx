import type { ReactNode } from 'react';
import './Notice.css';

export type NoticeTone = 'info' | 'warn' | 'error' | 'success';

export interface NoticeProps {
  tone: NoticeTone;
  /** Short bold line; the tone word is announced before it for screen readers. */
  title?: ReactNode;
  children?: ReactNode;
  /** Controls such as "Retry", shown under the message. */
  actions?: ReactNode;
  className?: string;
}

const TONE_WORD: Record<NoticeTone, string> = {
  info: 'Note',
  warn: 'Warning',
  error: 'Error',
  success: 'Success',
};

const TONE_ICON: Record<NoticeTone, string> = {
  info: 'i',
  warn: '!',
  error: '×',
  success: '✓',
};

/**
 * A message box. Errors use role="alert" (read out at once), the others role="status" (polite).
 * The tone is carried by an icon, a word and a colour — never the colour alone.
 */
export function Notice({ tone, title, children, actions, className }: NoticeProps) {
  const classes = ['ui-notice', `ui-notice--${tone}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="ui-notice__icon" aria-hidden="true">
        {TONE_ICON[tone]}
      </span>
      <div className="ui-notice__body">
        <p className="ui-notice__title">
          {title === undefined ? (
            TONE_WORD[tone]
          ) : (
            <>
              <span className="ui-visually-hidden">{TONE_WORD[tone]}: </span>
              {title}
            </>
          )}
        </p>
        {children ? <div className="ui-notice__text">{children}</div> : null}
        {actions ? <div className="ui-notice__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
