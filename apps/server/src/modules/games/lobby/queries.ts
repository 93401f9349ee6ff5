import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GameCategory } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';
import { namesOf } from '../catalogue/service';
import { favouriteGames, recentGames } from './schema';

// The lobby's own rows (a member's favourites and recent games) and the winner board's read
// of settled rounds.

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

/** Notes a launch: one row per member and game, holding the newest launch time. */
export async function upsertRecentGame(db: Database, memberId: bigint, gameId: number) {
  await db
    .insert(recentGames)
    .values({ memberId, gameId })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.gameId],
      set: { playedAt: sql`now()` },
    });
}

export type WinRow = {
  win: bigint;
  username: string;
  names: Record<string, string>;
  icon: string;
  nodeId: number;
  category: GameCategory;
  vendorCode: string;
};

/**
 * The merchant's biggest settled wins of the last `days` days, biggest first. Only rounds
 * really played count: free play leaves no bet record.
 */
export async function listBiggestWins(
  db: Database,
  merchantId: number,
  days: number,
  limit: number,
): Promise<WinRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select b.win, m.username, g.names, g.icon, g.node_id, g.category, v.code as vendor_code
    from bet_records b
    join members m on m.id = b.member_id
    join games g on g.id = b.game_id
    join game_vendors v on v.id = b.vendor_id
    where b.merchant_id = ${merchantId} and b.status = 'settled' and b.win > 0
      and b.settled_at >= now() - make_interval(days => ${days})
    order by b.win desc, b.settled_at desc, b.id desc
    limit ${limit}`,
  );
  return rows.map((row) => ({
    win: BigInt(row.win as bigint | number | string),
    username: String(row.username),
    names: namesOf(row.names),
    icon: String(row.icon),
    nodeId: Number(row.node_id),
    category: row.category as GameCategory,
    vendorCode: String(row.vendor_code),
  }));
}
