import { gameListPageSize, type Game } from '@croupier/contract';

/**
 * A game list's filters live in the address, so Back and Forward walk through them and a
 * link can share them. `page` names the vendor, as the family's `/rng?page={vendor}` does;
 * the page number is `pageNo`.
 */
export type ListFilters = {
  vendor: string | undefined;
  classify: string | undefined;
  name: string;
  pageNo: number;
};

const keys = { vendor: 'page', classify: 'classify', name: 'name', pageNo: 'pageNo' } as const;

export function readFilters(params: URLSearchParams): ListFilters {
  const pageNo = Number(params.get(keys.pageNo));
  return {
    vendor: params.get(keys.vendor) || undefined,
    classify: params.get(keys.classify) || undefined,
    name: params.get(keys.name)?.trim() ?? '',
    pageNo: Number.isInteger(pageNo) && pageNo > 1 ? pageNo : 1,
  };
}

/**
 * The address after a change of filters. Another vendor, code or name starts again at the
 * first page; other parameters (an open member centre) stay.
 */
export function withFilters(
  params: URLSearchParams,
  change: Partial<ListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '' || (key === keys.pageNo && value === 1))
      next.delete(key);
    else next.set(key, String(value));
  };
  if ('vendor' in change) set(keys.vendor, change.vendor);
  if ('classify' in change) set(keys.classify, change.classify);
  if ('name' in change) set(keys.name, change.name?.trim());
  set(keys.pageNo, change.pageNo ?? 1);
  return next;
}

/** Hot games and favourites arrive whole: they are filtered and paged here, 24 a page. */
export function pageOfList(
  list: readonly Game[],
  filters: Pick<ListFilters, 'vendor' | 'name' | 'pageNo'>,
  pageSize = gameListPageSize,
): { games: Game[]; totalCount: number; totalPages: number; pageNo: number } {
  const name = filters.name.toLocaleLowerCase();
  const matching = list.filter(
    (game) =>
      (!filters.vendor || game.vassalage === filters.vendor) &&
      (!name || game.gameName.toLocaleLowerCase().includes(name)),
  );
  const totalPages = Math.ceil(matching.length / pageSize);
  const pageNo = Math.min(filters.pageNo, Math.max(totalPages, 1));
  return {
    games: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: matching.length,
    totalPages,
    pageNo,
  };
}

/** The vendors of a whole list, in order of first appearance, for its tabs. */
export function vendorsOf(list: readonly Game[]): { vassalage: string; displayName: string }[] {
  const seen = new Map<string, string>();
  for (const game of list)
    if (!seen.has(game.vassalage)) seen.set(game.vassalage, game.displayName);
  return [...seen].map(([vassalage, displayName]) => ({ vassalage, displayName }));
}
