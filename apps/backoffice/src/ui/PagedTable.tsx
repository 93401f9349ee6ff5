import type { ComponentProps } from 'react';
import { DataTable } from './DataTable';
import { Pager } from './Pager';

/** One page of a longer list: its table, then the pager under it. */
export function PagedTable({
  page,
  totals,
  onPage,
  pagesLabel,
  ...table
}: ComponentProps<typeof DataTable> & {
  page: number;
  /** How many pages and rows the whole list has (the page's answer says). */
  totals: { totalPages: number; totalCount: number };
  onPage: (page: number) => void;
  /** What is being paged, for screen readers ("Deposit pages"). */
  pagesLabel: string;
}) {
  return (
    <>
      <DataTable {...table} />
      <Pager
        page={page}
        totalPages={totals.totalPages}
        totalCount={totals.totalCount}
        onChange={onPage}
        label={pagesLabel}
      />
    </>
  );
}
