import type { games } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { offeredGameOrNotFound, toWireGame } from './catalogue';
import { listMemberGames } from './catalogue-queries';
import { deleteFavourite, insertFavourite } from './favourites-queries';

/** The favourites list ("my collection") answers at most this many, newest first. */
export const favouriteListLimit = 200;

/** `MCSFE_getFavoriteGames`: the member's favourite games, newest first. */
export async function favouriteGames(
  db: Database,
  merchantId: number,
  memberId: bigint,
  language: string,
): Promise<games.Game[]> {
  const rows = await listMemberGames(
    db,
    merchantId,
    { table: 'favourite_games', memberId },
    favouriteListLimit,
  );
  return rows.map((row) => toWireGame(row, language, true));
}

/** `MCSFE_addFavoriteGame`: adding a favourite twice leaves one. */
export async function addFavourite(
  db: Database,
  merchantId: number,
  memberId: bigint,
  nodeId: number,
): Promise<void> {
  const game = await offeredGameOrNotFound(db, merchantId, nodeId);
  await insertFavourite(db, memberId, game.gameId);
}

/** `MCSFE_removeFavoriteGame`: removing one that is not a favourite changes nothing. */
export async function removeFavourite(
  db: Database,
  merchantId: number,
  memberId: bigint,
  nodeId: number,
): Promise<void> {
  const game = await offeredGameOrNotFound(db, merchantId, nodeId);
  await deleteFavourite(db, memberId, game.gameId);
}
