import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { favouriteGames } from './schema';

/** Which of these games the member marked as favourite. */
export async function favouriteGameIds(
  db: Database,
  memberId: bigint,
  gameIds: number[],
): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), inArray(favouriteGames.gameId, gameIds)));
  return new Set(rows.map((row) => row.gameId));
}

/** Marks a favourite; marking it again keeps the first time. */
export async function insertFavourite(db: Database, memberId: bigint, gameId: number) {
  await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, memberId: bigint, gameId: number) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
}
