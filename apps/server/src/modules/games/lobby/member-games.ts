import { recentGameCount, type games } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import {
  catalogueGamePage,
  memberListGames,
  offeredGameOrNotFound,
  toWireGamePage,
  type GameListRequest,
} from '../catalogue/service';
import { deleteFavourite, favouriteGameIds, insertFavourite, upsertRecentGame } from './queries';

/** The favourites list ("my collection") answers at most this many, newest first. */
export const favouriteListLimit = 200;

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
  const page = await catalogueGamePage(db, merchantId, request, memberId, options);
  const gameIds = page.rows.map((row) => row.gameId);
  const favourites =
    memberId === null
      ? undefined
      : request.favourite
        ? new Set(gameIds)
        : await favouriteGameIds(db, memberId, gameIds);
  return toWireGamePage(page, request, language, favourites);
}

/** `MCSFE_getFavoriteGames`: the member's favourite games, newest first. */
export function favouriteGames(
  db: Database,
  merchantId: number,
  memberId: bigint,
  language: string,
): Promise<games.Game[]> {
  const source = { table: 'favourite_games', memberId } as const;
  return memberListGames(db, merchantId, source, language, favouriteListLimit, true);
}

/** `GCS_recentGame`: the games the member launched last, newest first. */
export function recentGames(
  db: Database,
  merchantId: number,
  memberId: bigint,
  language: string,
): Promise<games.Game[]> {
  const source = { table: 'recent_games', memberId } as const;
  return memberListGames(db, merchantId, source, language, recentGameCount);
}

/** `MCSFE_addFavoriteGame` (adding twice leaves one) and `MCSFE_removeFavoriteGame`. */
export async function markFavourite(
  db: Database,
  merchantId: number,
  memberId: bigint,
  nodeId: number,
  favourite: boolean,
): Promise<games.FavouriteResult> {
  const game = await offeredGameOrNotFound(db, merchantId, nodeId);
  if (favourite) await insertFavourite(db, memberId, game.gameId);
  else await deleteFavourite(db, memberId, game.gameId);
  return { nodeId, favourite };
}

/** Notes a launch in the member's recent games (in the launch's transaction). */
export const noteRecentGame = upsertRecentGame;
