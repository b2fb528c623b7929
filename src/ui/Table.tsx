import type { ReactNode } from 'react';
import './Table.css';

export interface TableProps {
  caption: ReactNode;
  captionId?: string;
  /** The column headings, left to right. */
  columns: readonly string[];
  /** The body rows (`<tr>`, each led by a `<th scope="row">`). */
  children: ReactNode;
  /** Rows under the body (`<tfoot>`), e.g. totals. */
  footer?: ReactNode;
  className?: string;
}

/** A data table: its caption, a heading per column (scope=col) and the rows given. */
export function Table({ caption, captionId, columns, children, footer, className }: TableProps) {
  return (
    <table className={className ? `ui-table ${className}` : 'ui-table'}>
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}
