import {
  clickThroughCategories,
  gameCategories,
  popularGameCount,
  toMajor,
  type GameCategory,
  type games,
} from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { catalogueTtlMs, lobbyCacheOf } from './cache';
import {
  findOfferedGame,
  listCategoryGames,
  listHotGames,
  listMemberGames,
  listOfferedVendors,
  listPopularGames,
  listVendorGrids,
  type VendorRow,
} from './queries';
import { nameIn, toWireGame, toWireVendor } from './wire';

// The catalogue: the games and vendors each merchant offers, read for the lobby's lists and
// kept a few seconds in memory (`cache.ts`); how a vendor's games are opened
// (`vendor-adapters.ts`). The console's edits and the lobby's member calls build on it.
export {
  catalogueTtlMs,
  forgetCachedLobby,
  LobbyCache,
  lobbyCacheOf,
  winnerBoardTtlMs,
} from './cache';
export { nameIn, toWireGame } from './wire';
export { vendorAdapterNamed, type LaunchUrls } from './vendor-adapters';
export { catalogueGamesById, namesOf, type CatalogueEntry, type CatalogueRow } from './queries';
export { likePattern } from './page-queries';
export {
  catalogueGamePage,
  guestGamePage,
  toWireGamePage,
  type CataloguePage,
  type GameListRequest,
} from './game-pages';

/** Games per vendor in a header drop-down's grid. */
export const dropDownGridSize = 12;
/** Most games a hot list or a rooms list answers. */
const longListLimit = 200;

/** A game the merchant offers, by node id (read fresh): 404 `game_not_found` otherwise. */
export async function offeredGameOrNotFound(db: Database, merchantId: number, nodeId: number) {
  const game = await findOfferedGame(db, merchantId, nodeId);
  if (!game) throw AppError.of('gameNotFound');
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

/** Offered games of a member's own list (favourites, recent games), newest first. */
export async function memberListGames(
  db: Database,
  merchantId: number,
  source: { table: 'favourite_games' | 'recent_games'; memberId: bigint },
  language: string,
  limit: number,
  favourite?: boolean,
): Promise<games.Game[]> {
  const rows = await listMemberGames(db, merchantId, source, limit);
  return rows.map((row) => toWireGame(row, language, favourite));
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
