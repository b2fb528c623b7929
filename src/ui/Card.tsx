import { useId, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** Heading of the card; when given, the card is a region named by it. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Controls shown at the right of the title (e.g. a button). */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A surface that groups related content. */
export function Card({ title, headingLevel = 2, actions, className, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = ['ui-card', className].filter(Boolean).join(' ');
  if (title === undefined) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <header className="ui-card__header">
        <Heading id={headingId} className="ui-card__title">
          {title}
        </Heading>
        {actions ? <div className="ui-card__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
