import type { Page } from '../db/paging';

// The two shapes a list call answers a page in (the contract's `pageOf` and `numberedPageOf`),
// with the page count worked out in one place.

const pageCount = (totalCount: number, { pageSize }: Page) => Math.ceil(totalCount / pageSize);

/** A page as the wallet's lists and most console lists answer it (contract `pageOf`). */
export function pageOf<Item>(list: Item[], totalCount: number, page: Page) {
  return {
    list,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: pageCount(totalCount, page),
  };
}

/**
 * A page as the site's notices and deposits and the console's content and outbox lists
 * answer it (contract `numberedPageOf`).
 */
export function numberedPageOf<Item>(list: Item[], totalCount: number, page: Page) {
  return {
    list,
    pageNum: page.pageNo,
    totalPages: pageCount(totalCount, page),
    totalCount,
  };
}
