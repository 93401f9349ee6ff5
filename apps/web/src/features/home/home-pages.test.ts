import { describe, expect, it } from 'vitest';
import { homePageWindow, homeTotalPages } from './home-pages';

/** The server's paging: pageSize games from pageSize × (pageNo − 1). */
function serverPage(
  catalogue: number[],
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
) {
  return catalogue.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}

function shownOn(catalogue: number[], page: number): number[] {
  const { requests, skip, take } = homePageWindow(page);
  return requests.flatMap((request) => serverPage(catalogue, request)).slice(skip, skip + take);
}

describe('the home grid pages (spec §9: 21 first, 18 after)', () => {
  it('asks for 21 games on the first page', () => {
    expect(homePageWindow(1)).toEqual({
      requests: [{ pageNo: 1, pageSize: 21 }],
      skip: 0,
      take: 21,
    });
  });

  it('reads a later page from the two 18-game pages around it', () => {
    expect(homePageWindow(2)).toEqual({
      requests: [
        { pageNo: 2, pageSize: 18 },
        { pageNo: 3, pageSize: 18 },
      ],
      skip: 3,
      take: 18,
    });
    expect(homePageWindow(5).requests.map((request) => request.pageNo)).toEqual([5, 6]);
  });

  it('shows every game exactly once, in order, across the pages', () => {
    for (const total of [0, 1, 20, 21, 22, 39, 40, 57, 58, 250]) {
      const catalogue = Array.from({ length: total }, (_, index) => index);
      const pages = homeTotalPages(total);
      const shown = Array.from({ length: pages }, (_, index) => shownOn(catalogue, index + 1));
      expect(shown.flat()).toEqual(catalogue);
      expect(shown[0]?.length ?? 0).toBe(Math.min(total, 21));
      shown.slice(1, -1).forEach((page) => expect(page).toHaveLength(18));
      expect(shown.every((page) => page.length > 0)).toBe(true);
    }
  });

  it('counts 21 games on the first page and 18 on each later one', () => {
    expect(homeTotalPages(0)).toBe(0);
    expect(homeTotalPages(21)).toBe(1);
    expect(homeTotalPages(22)).toBe(2);
    expect(homeTotalPages(39)).toBe(2);
    expect(homeTotalPages(40)).toBe(3);
  });
});
