import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from './Loader';
import { Pagination } from './Pagination';
import { LoadFailure } from './LoadFailure';
import type { Paging } from './paging';
import './record-table.css';

export type Column<Row> = {
  header: string;
  numeric?: boolean;
  /** Of the body cells only. */
  className?: string;
  /** The cell names its row (`<th scope="row">`), as a total row's label does. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
};

/**
 * A query's answer once it has one: a spinner until then, its failure with a retry, and a
 * line of its own when there is nothing to show.
 */
export function QueryView<Data>({
  query,
  isEmpty,
  emptyText,
  emptyTestId,
  emptyClassName = 'empty-state',
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  emptyText: string;
  emptyTestId?: string;
  emptyClassName?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Loader />;
  if (query.isError)
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data))
    return (
      <p className={emptyClassName} data-testid={emptyTestId}>
        {emptyText}
      </p>
    );
  return children(query.data);
}

/**
 * Rows under their column headers. Each cell repeats its header as `data-label`: on a phone
 * the header row is hidden and every row becomes a card that labels its own values.
 */
export function ColumnsTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  testId,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  testId: string;
}) {
  return (
    <table className="record-table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" data-label={column.header}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function cellClass(column: { numeric?: boolean; className?: string }): string | undefined {
  return [column.numeric && 'numeric', column.className].filter(Boolean).join(' ') || undefined;
}

/**
 * A paged query's records as a table, with its pager (`paging`, the page the query asked
 * for). With no records, `emptyText` (test id `records-empty` unless told).
 */
export function RecordTable<Row>({
  query,
  columns,
  rowKey,
  testId,
  emptyText,
  emptyTestId = 'records-empty',
  paging,
  pagesLabel,
}: {
  query: UseQueryResult<{ list: readonly Row[]; totalPages: number }>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  testId: string;
  emptyText: string;
  emptyTestId?: string;
  paging: Paging;
  pagesLabel: string;
}) {
  return (
    <QueryView
      query={query}
      isEmpty={(data) => data.list.length === 0}
      emptyText={emptyText}
      emptyTestId={emptyTestId}
    >
      {(data) => (
        <>
          <ColumnsTable columns={columns} rows={data.list} rowKey={rowKey} testId={testId} />
          <Pagination
            page={paging.page}
            totalPages={data.totalPages}
            onChange={paging.setPage}
            label={pagesLabel}
          />
        </>
      )}
    </QueryView>
  );
}
