import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { recentGames } from './schema';

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
