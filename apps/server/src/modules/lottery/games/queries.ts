import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { lotteryGames } from './schema';

export type LotteryGameRow = typeof lotteryGames.$inferSelect;

/** A merchant's game by its code, enabled or not. */
export async function findGameByCode(
  db: Database,
  merchantId: number,
  code: string,
): Promise<LotteryGameRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)));
  return row;
}

/** A merchant's enabled games, in the order they were added. */
export function listEnabledGames(db: Database, merchantId: number): Promise<LotteryGameRow[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.enabled, true)))
    .orderBy(asc(lotteryGames.id));
}

export function listGamesByIds(db: Database, ids: readonly number[]): Promise<LotteryGameRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lotteryGames)
    .where(inArray(lotteryGames.id, [...ids]));
}

/** Every merchant's enabled fast-draw games: the ones the scheduler keeps draws open for. */
export function listScheduledFastDrawGames(db: Database): Promise<LotteryGameRow[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.kind, 'ELOTT'), eq(lotteryGames.enabled, true)))
    .orderBy(asc(lotteryGames.id));
}

/** Every merchant's enabled provider-drawn games: the ones whose schedule the scheduler follows. */
export function listScheduledSheetGames(db: Database): Promise<LotteryGameRow[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.kind, 'LOTT'), eq(lotteryGames.enabled, true)))
    .orderBy(asc(lotteryGames.id));
}
