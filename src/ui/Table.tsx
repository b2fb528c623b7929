import { useId, type ReactNode } from 'react';
import { TableFrame } from './TableFrame';
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
  /** In a frame of its own that scrolls sideways where the table is wider (TableFrame). */
  framed?: boolean;
}

/** A data table: its caption, a heading per column (scope=col) and the rows given. */
export function Table({
  caption,
  captionId,
  columns,
  children,
  footer,
  className,
  framed = false,
}: TableProps) {
  const generatedId = useId();
  const id = captionId ?? generatedId;
  const table = (
    <table className={className ? `ui-table ${className}` : 'ui-table'}>
      <caption id={id}>
        {/* Its own box, as wide as the frame: a caption is as wide as its table (Table.css). */}
        <span className="ui-table__caption-text">{caption}</span>
      </caption>
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
  return framed ? <TableFrame labelledBy={id}>{table}</TableFrame> : table;
}
