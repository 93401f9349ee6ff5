import type { ReactNode } from 'react';

/** A column heading; numbers are set right so their digits line up. */
export type Column = { label: ReactNode; numeric?: boolean; className?: string };
/** A column: its heading alone, a `Column`, or `false` for one left out. */
export type Heading = Column | string | false;

/**
 * A dense table of rows, named for screen readers, that scrolls sideways on its own when the
 * page is narrower than its columns. A column is its heading, or a `Column`; one that is
 * `false` is left out (one only some roles see).
 */
export function DataTable({
  label,
  columns,
  className,
  inPanel = false,
  foot,
  children,
}: {
  label: string;
  columns: Heading[];
  className?: string;
  /** The table is a panel of its own rather than inside one. */
  inPanel?: boolean;
  /** Rows of totals under the list. */
  foot?: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className={inPanel ? 'panel table-scroll' : 'table-scroll'}>
      <table className={className ? `data-table ${className}` : 'data-table'} aria-label={label}>
        <thead>
          <tr>
            {columns.map((heading, index) => {
              if (heading === false) return null;
              const column = typeof heading === 'string' ? { label: heading } : heading;
              return (
                <th
                  key={index}
                  scope="col"
                  className={
                    [column.numeric && 'numeric', column.className].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {column.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
