import { useId, useRef, type ReactNode } from 'react';
import { useScrollsSideways } from './useScrollsSideways';

export interface TableFrameProps {
  /** The id of the table's caption: the frame's name while it scrolls. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * The frame a wide table scrolls sideways in (a phone), never the page. While it scrolls it is a
 * tab stop named by the table's caption, so the arrow keys can scroll it too, and it says so above
 * the table, with a shadow at each edge that has columns beyond it: a phone shows no scroll bar, and
 * a history's amounts were out of sight with nothing to say they were there (docs/look.md, "Tables
 * at a desktop's width"). Where the table fits, it is no stop and says nothing.
 */
export function TableFrame({ labelledBy, children }: TableFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const scrolls = useScrollsSideways(ref);
  return (
    <div
      ref={ref}
      className={scrolls ? 'ui-table-frame ui-table-frame--scrolls' : 'ui-table-frame'}
      {...(scrolls
        ? { role: 'group', 'aria-labelledby': labelledBy, 'aria-describedby': hintId, tabIndex: 0 }
        : {})}
    >
      {scrolls ? (
        <p id={hintId} className="ui-table-frame__hint">
          More columns: scroll sideways<span aria-hidden="true"> →</span>
        </p>
      ) : null}
      {children}
    </div>
  );
}
