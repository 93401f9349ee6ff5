import { gameListPageSize, type GameCategory, type games } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { catalogueTtlMs, lobbyCacheOf } from './cache';
import { pageOfGames, pageOfGamesOnly, type GameFilters } from './page-queries';
import { countOfferedGames, type CatalogueRow } from './queries';
import { toWireGame } from './wire';

// The lobby's pages of games (`GCSGAME_gameList`): a guest's page kept a few seconds, a
// member's favourites read fresh, and their size counted as cheaply as the filters allow.

export type GameListRequest = {
  vassalage?: string;
  gameType?: GameCategory;
  classify?: string;
  gameName?: string;
  favourite?: boolean;
  pageNo: number;
  pageSize: number;
};

function filtersOf(request: GameListRequest, memberId: bigint | null): GameFilters {
  const filters: GameFilters = {};
  if (request.vassalage) filters.vendorCode = request.vassalage.toUpperCase();
  if (request.gameType) filters.category = request.gameType;
  if (request.classify) filters.classify = request.classify.toUpperCase();
  const name = request.gameName?.trim().toLowerCase();
  if (name) filters.nameContains = name;
  if (request.favourite) {
    if (memberId === null) throw AppError.of('notSession');
    filters.favouritesOf = memberId;
  }
  return filters;
}

/** A page of the lobby as read: the rows of the page and the size of the whole list. */
export type CataloguePage = { rows: CatalogueRow[]; totalCount: number };

const pageWindow = (request: GameListRequest) => {
  const limit = request.pageSize || gameListPageSize;
  return { limit, offset: (request.pageNo - 1) * limit };
};

/** How many games the merchant offers per vendor and category, kept like the lists. */
function offeredCounts(db: Database, merchantId: number) {
  return lobbyCacheOf(db).get(`counts:${merchantId}`, catalogueTtlMs, () =>
    countOfferedGames(db, merchantId),
  );
}

/**
 * Reads a page and the size of its list. A list narrowed by vendor and category alone (the
 * lobby's tabs, most requests) takes its size from the merchant's counts per vendor and
 * category, so the database reads only the page; a classification or a name is counted.
 */
async function readPage(
  db: Database,
  merchantId: number,
  filters: GameFilters,
  page: { limit: number; offset: number },
): Promise<CataloguePage> {
  if (filters.classify !== undefined || filters.nameContains !== undefined) {
    return pageOfGames(db, merchantId, filters, page);
  }
  const [rows, counts] = await Promise.all([
    pageOfGamesOnly(db, merchantId, filters, page),
    offeredCounts(db, merchantId),
  ]);
  const totalCount = counts
    .filter(
      (count) =>
        (filters.vendorCode === undefined || count.vendorCode === filters.vendorCode) &&
        (filters.category === undefined || count.category === filters.category),
    )
    .reduce((sum, count) => sum + count.games, 0);
  return { rows, totalCount };
}

/**
 * A guest's page of the lobby. The same page is the same for every guest, so it is kept
 * briefly (`catalogueTtlMs`): callers get the same object until it is refreshed, and may
 * keep what they derive from it (its JSON) as long.
 */
export function guestGamePage(
  db: Database,
  merchantId: number,
  request: GameListRequest,
): Promise<CataloguePage> {
  const filters = filtersOf(request, null);
  const page = pageWindow(request);
  return lobbyCacheOf(db).get(
    `list:${merchantId}:${JSON.stringify([filters.vendorCode, filters.category, filters.classify, filters.nameContains, page.limit, page.offset])}`,
    catalogueTtlMs,
    () => readPage(db, merchantId, filters, page),
  );
}

/** The wire shape of a page; with a member's favourites, each game says whether it is one. */
export function toWireGamePage(
  page: CataloguePage,
  request: GameListRequest,
  language: string,
  favourites?: Set<number>,
): games.GameListPage {
  const { limit } = pageWindow(request);
  return {
    games: page.rows.map((row) =>
      toWireGame(row, language, favourites ? favourites.has(row.gameId) : undefined),
    ),
    pageNum: request.pageNo,
    totalPages: Math.ceil(page.totalCount / limit),
    totalCount: page.totalCount,
  };
}

/**
 * The page of the lobby a request asks for. A guest's page comes from `guestGamePage`'s
 * memory; a member's favourites, and a page asked for uncached (`cached: false`, bench/lobby's
 * database figure), are read with their size in one statement.
 */
export function catalogueGamePage(
  db: Database,
  merchantId: number,
  request: GameListRequest,
  memberId: bigint | null,
  options: { cached?: boolean } = {},
): Promise<CataloguePage> {
  const filters = filtersOf(request, memberId);
  return filters.favouritesOf === undefined && options.cached !== false
    ? guestGamePage(db, merchantId, request)
    : pageOfGames(db, merchantId, filters, pageWindow(request));
}
