import { describe, expect, it } from 'vitest';
import { gameOf } from '../testing';
import { pageOfList, readFilters, vendorsOf, withFilters } from './list-params';

describe('the game list filters in the address', () => {
  it('reads the vendor from `page` (the family’s /rng?page={vendor}) and the page from pageNo', () => {
    expect(
      readFilters(new URLSearchParams('page=STUDIO&classify=JP&name=%20dragon%20&pageNo=3')),
    ).toEqual({ vendor: 'STUDIO', classify: 'JP', name: 'dragon', pageNo: 3 });
    expect(readFilters(new URLSearchParams('pageNo=-2'))).toEqual({
      vendor: undefined,
      classify: undefined,
      name: '',
      pageNo: 1,
    });
  });

  it('starts again at page 1 when the vendor, code or name changes, keeping other parameters', () => {
    const params = new URLSearchParams('page=STUDIO&pageNo=4&center=depositv2');
    expect(withFilters(params, { classify: 'SC' }).toString()).toBe(
      'page=STUDIO&center=depositv2&classify=SC',
    );
    expect(withFilters(params, { pageNo: 5 }).toString()).toBe(
      'page=STUDIO&pageNo=5&center=depositv2',
    );
    expect(withFilters(params, { vendor: undefined }).toString()).toBe('center=depositv2');
  });
});

describe('a whole list (hot games) paged in the browser', () => {
  const list = Array.from({ length: 30 }, (_, index) =>
    gameOf(index + 1, index % 2 ? { vassalage: 'PG', displayName: 'PG Soft' } : {}),
  );

  it('gives 24 games a page and the count of pages', () => {
    const second = pageOfList(list, { vendor: undefined, name: '', pageNo: 2 });
    expect(second.games.map((game) => game.nodeId)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(second).toMatchObject({ totalCount: 30, totalPages: 2, pageNo: 2 });
  });

  it('filters by vendor and by name, whatever the case', () => {
    const page = pageOfList(list, { vendor: 'PG', name: 'GAME 1', pageNo: 1 });
    expect(page.games.map((game) => game.nodeId)).toEqual([10, 12, 14, 16, 18]);
  });

  it('lists the vendors of the list in order of appearance', () => {
    expect(vendorsOf(list)).toEqual([
      { vassalage: 'STUDIO', displayName: 'Croupier Studio' },
      { vassalage: 'PG', displayName: 'PG Soft' },
    ]);
  });
});
