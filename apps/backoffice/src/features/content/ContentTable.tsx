import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One column of a content list. */
export type Column<Row> = {
  /** The i18n key of its heading; also its React key. */
  header: string;
  /** Right-aligned, heading and cells: a number. */
  numeric?: boolean;
  /** The class of its cells (`title-cell`, `nowrap`, `code`). */
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
};

/**
 * A content list as a table: a row per item, a cell per column, and a last column of buttons
 * for staff who may change the rows (none without `actions`).
 */
export function ContentTable<Row extends { id: number }>({
  label,
  columns,
  rows,
  rowTestId,
  actions,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowTestId: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? 'numeric' : undefined}
              >
                {t(column.header)}
              </th>
            ))}
            {actions && <th scope="col">{t('common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} data-testid={rowTestId(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'numeric' : column.className}>
                  {column.cell(row, index)}
                </td>
              ))}
              {actions && <td>{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
