/** Which page of a list a caller asks for: pages count from 1. */
export type Page = { pageNo: number; pageSize: number };

/** One page of a list, and how many rows the whole list has (for the pager). */
export type PageRows<Row> = { rows: Row[]; totalCount: number };

/** A filtered, ordered select that a page limits (any Drizzle select before `.limit`). */
type PageableQuery<Row> = {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
};

/** How many rows a page skips. */
export const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/**
 * Reads one page of `list` and the length of the whole list side by side. `total` counts the
 * rows of the same filter, e.g. `db.$count(table, where)`.
 */
export async function readPage<Row>(
  page: Page,
  list: PageableQuery<Row>,
  total: PromiseLike<number>,
): Promise<PageRows<Row>> {
  const [rows, totalCount] = await Promise.all([
    list.limit(page.pageSize).offset(offsetOf(page)),
    total,
  ]);
  return { rows, totalCount: Number(totalCount) };
}
