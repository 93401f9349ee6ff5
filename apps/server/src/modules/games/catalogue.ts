import {
  clickThroughCategories,
  gameCategories,
  gameListPageSize,
  popularGameCount,
  toMajor,
  type GameCategory,
  type games,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { languageFallbacks } from '../../platform/http/language';
import { catalogueTtlMs, lobbyCacheOf } from './catalogue-cache';
import {
  findOfferedGame,
  listCategoryGames,
  listHotGames,
  listOfferedVendors,
  listPopularGames,
  listVendorGrids,
  countOfferedGames,
  pageOfGames,
  pageOfGamesOnly,
  type CatalogueRow,
  type GameFilters,
  type VendorRow,
} from './catalogue-queries';
import { favouriteGameIds } from './favourites-queries';

/** Games per vendor in a header drop-down's grid. */
export const dropDownGridSize = 12;
/** Most games a hot list or a rooms list answers. */
const longListLimit = 200;

/** Categories entered by room: a PVP room or a live table. */
const roomCategories: readonly GameCategory[] = ['PVP', 'LIVE'];

/** The game's name in the request's language: its base language, then English. */
export function nameIn(names: Record<string, string>, language: string): string {
  for (const candidate of languageFallbacks(language)) {
    const name = names[candidate.toLowerCase()];
    if (name) return name;
  }
  return Object.values(names)[0] ?? '';
}

/** A catalogue row as every list answers it (contract `games.game`). */
export function toWireGame(row: CatalogueRow, language: string, favourite?: boolean): games.Game {
  const name = nameIn(row.names, language);
  return {
    nodeId: row.nodeId,
    gameId: row.vendorGameId,
    gameName: name,
    nodeName: name,
    showIcon: row.icon,
    vassalage: row.vendorCode,
    displayName: row.vendorName,
    gameType: row.category,
    gameCode: row.code,
    defaultPlayType: row.defaultPlayType,
    roomId: roomCategories.includes(row.category) ? row.vendorGameId : null,
    classify: row.classify,
    supportPlay: row.supportPlay,
    isGame: row.isGame,
    maintenance: row.maintenance || row.vendorMaintenance,
    demoOnly: row.vendorDemoOnly,
    ...(favourite === undefined ? {} : { favourite }),
  };
}

function toWireVendor(vendor: VendorRow): games.GameVendor {
  return {
    vassalage: vendor.code,
    displayName: vendor.displayName,
    smallIcon: vendor.smallIcon,
    isHot: vendor.isHot,
    categories: vendor.categories,
    maintenance: vendor.maintenance,
    demoOnly: vendor.demoOnly,
  };
}

/** A game the merchant offers, by node id (read fresh): 404 `game_not_found` otherwise. */
export async function offeredGameOrNotFound(db: Database, merchantId: number, nodeId: number) {
  const game = await findOfferedGame(db, merchantId, nodeId);
  if (!game) throw new AppError('game.not.found', 'game_not_found', 404);
  return game;
}

function offeredVendors(db: Database, merchantId: number): Promise<VendorRow[]> {
  return lobbyCacheOf(db).get(`vendors:${merchantId}`, catalogueTtlMs, async () =>
    (await listOfferedVendors(db, merchantId)).filter((vendor) => vendor.categories.length > 0),
  );
}

/** The merchant's vendors of each category that has any, in header order. */
function vendorsByCategory(vendors: VendorRow[]) {
  return gameCategories
    .map((category) => ({
      category,
      vendors: vendors.filter((vendor) => vendor.categories.includes(category)),
    }))
    .filter((entry) => entry.vendors.length > 0);
}

/** `/lgw/games/game_menus`: the header's categories with their vendors (spec §3 nav sorting). */
export async function gameMenus(db: Database, merchantId: number): Promise<games.GameMenu[]> {
  return vendorsByCategory(await offeredVendors(db, merchantId)).map(({ category, vendors }) => ({
    gameCategory: category,
    vendors: vendors.map(toWireVendor),
  }));
}

/**
 * `GCSGAME_newGameVendor`: one lane of vendor cards per category. The title is the
 * category's label key (`categories.RNG`), which clients translate.
 */
export async function vendorGroups(db: Database, merchantId: number): Promise<games.VendorGroup[]> {
  return vendorsByCategory(await offeredVendors(db, merchantId)).map(({ category, vendors }) => ({
    title: `categories.${category}`,
    gameType: category,
    cards: vendors.map(toWireVendor),
  }));
}

/**
 * `GCSGAME_getVassGameType`: per category, per vendor, the first games of the header
 * drop-down's grid. Sports and lottery drop-downs list vendors only (spec §2, §9).
 */
export async function vassGameTypes(
  db: Database,
  merchantId: number,
  language: string,
): Promise<Record<string, Record<string, games.Game[]>>> {
  const categories = gameCategories.filter(
    (category) => !clickThroughCategories.includes(category),
  );
  const rows = await lobbyCacheOf(db).get(`grids:${merchantId}`, catalogueTtlMs, () =>
    listVendorGrids(db, merchantId, categories, dropDownGridSize),
  );
  const content: Record<string, Record<string, games.Game[]>> = {};
  for (const category of categories) {
    for (const row of rows) {
      if (row.category !== category) continue;
      const grid = (content[category] ??= {});
      (grid[row.vendorCode] ??= []).push(toWireGame(row, language));
    }
  }
  return content;
}

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
 * `GCSGAME_gameList` (and the favourites' list): one page of the lobby, filtered by vendor,
 * category, classification and name. A member's favourites are always read fresh, and a
 * member also sees which games of the page are favourites.
 */
export async function gameListPage(
  db: Database,
  merchantId: number,
  language: string,
  request: GameListRequest,
  memberId: bigint | null,
  /** `false` reads the database even for a guest's page (bench/lobby's database figure). */
  options: { cached?: boolean } = {},
): Promise<games.GameListPage> {
  const filters = filtersOf(request, memberId);
  // Favourites, and a page asked for uncached, are read with their size in one statement.
  const page =
    filters.favouritesOf === undefined && options.cached !== false
      ? await guestGamePage(db, merchantId, request)
      : await pageOfGames(db, merchantId, filters, pageWindow(request));
  const gameIds = page.rows.map((row) => row.gameId);
  const favourites =
    memberId === null
      ? undefined
      : filters.favouritesOf !== undefined
        ? new Set(gameIds)
        : await favouriteGameIds(db, memberId, gameIds);
  return toWireGamePage(page, request, language, favourites);
}

/** `GCSGAME_hotGamesV2`: the merchant's hot games, optionally of one vendor or category. */
export async function hotGames(
  db: Database,
  merchantId: number,
  language: string,
  query: { vassalage?: string; gameType?: GameCategory },
): Promise<games.Game[]> {
  const filters = {
    vendorCode: query.vassalage?.toUpperCase() || undefined,
    category: query.gameType,
  };
  const rows = await lobbyCacheOf(db).get(
    `hot:${merchantId}:${filters.vendorCode ?? ''}:${filters.category ?? ''}`,
    catalogueTtlMs,
    () => listHotGames(db, merchantId, filters, longListLimit),
  );
  return rows.map((row) => toWireGame(row, language));
}

/** `/lgw/games/popular`: 20 games by the merchant's popular rank, then its hot games. */
export async function popularGames(
  db: Database,
  merchantId: number,
  language: string,
): Promise<games.Game[]> {
  const rows = await lobbyCacheOf(db).get(`popular:${merchantId}`, catalogueTtlMs, () =>
    listPopularGames(db, merchantId, popularGameCount),
  );
  return rows.map((row) => toWireGame(row, language));
}

/** Popular games a player can open instead of one under maintenance (spec §8). */
export async function launchableSuggestions(
  db: Database,
  merchantId: number,
  language: string,
  exceptGameId: number,
): Promise<games.Game[]> {
  const rows = await listPopularGames(db, merchantId, popularGameCount, {
    launchableOnly: true,
    except: exceptGameId,
  });
  return rows.map((row) => toWireGame(row, language));
}

/** `GLS2_roomList`: the PVP rooms, each a PVP game entered by its vendor's id. */
export async function pvpRooms(db: Database, merchantId: number, language: string) {
  const rows = await lobbyCacheOf(db).get(`rooms:${merchantId}`, catalogueTtlMs, () =>
    listCategoryGames(db, merchantId, 'PVP', longListLimit),
  );
  return rows.map((row) => ({
    roomId: row.vendorGameId,
    nodeId: row.nodeId,
    gameName: nameIn(row.names, language),
    vassalage: row.vendorCode,
    showIcon: row.icon,
    minBet: toMajor(row.minBet),
    maintenance: row.maintenance || row.vendorMaintenance,
  }));
}
