import { useRef, type ReactNode } from 'react';
import { useScrollsSideways } from './useScrollsSideways';

export interface TableFrameProps {
  /** The id of the table's caption: the frame's name while it scrolls. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * The frame a wide table scrolls sideways in (a phone), never the page. While it scrolls it is a
 * tab stop named by the table's caption, so the arrow keys can scroll it too (docs/look.md,
 * "Tables at a desktop's width"); where the table fits, it is no stop at all.
 */
export function TableFrame({ labelledBy, children }: TableFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(ref);
  return (
    <div
      ref={ref}
      className="ui-table-frame"
      {...(scrolls ? { role: 'group', 'aria-labelledby': labelledBy, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
