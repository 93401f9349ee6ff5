import { homeFirstPageSize, homeNextPageSize } from '@croupier/contract';

/** One `GCSGAME_gameList` page as the server cuts them: games pageSize × (pageNo − 1) on. */
export type ListPageRequest = { pageNo: number; pageSize: number };

/**
 * What to ask for to show one page of the home grid, and which of the answered games it
 * shows: `skip` games into the answers laid end to end, then `take` of them.
 */
export type HomePageWindow = { requests: ListPageRequest[]; skip: number; take: number };

/**
 * Spec §9: the home grid shows 21 games on its first page and 18 on each later one. The
 * server pages by a single size, so page n ≥ 2 (games 21 + 18(n − 2) onwards) does not start
 * on a boundary of 18-game pages: it is read from the two 18-game pages that cover it
 * (pages n and n + 1 when 21 = 18 + 3), never by asking page n at size 18, which would show
 * three games again and skip three others. Neighbouring home pages share one of their
 * 18-game pages, so paging on costs one new request.
 */
export function homePageWindow(
  page: number,
  first = homeFirstPageSize,
  next = homeNextPageSize,
): HomePageWindow {
  if (page <= 1) return { requests: [{ pageNo: 1, pageSize: first }], skip: 0, take: first };
  const start = first + next * (page - 2);
  const firstPageNo = Math.floor(start / next) + 1;
  const skip = start - (firstPageNo - 1) * next;
  const lastPageNo = Math.floor((start + next - 1) / next) + 1;
  const requests: ListPageRequest[] = [];
  for (let pageNo = firstPageNo; pageNo <= lastPageNo; pageNo += 1)
    requests.push({ pageNo, pageSize: next });
  return { requests, skip, take: next };
}

/** How many home pages `totalCount` games make: 21 on the first, 18 on each after it. */
export function homeTotalPages(
  totalCount: number,
  first = homeFirstPageSize,
  next = homeNextPageSize,
): number {
  if (totalCount <= 0) return 0;
  if (totalCount <= first) return 1;
  return 1 + Math.ceil((totalCount - first) / next);
}
