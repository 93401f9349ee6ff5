import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { vipLevels, vipRanks, vipUpgradeBonuses, type VipLevelRow } from './schema';

/** The merchant's ladder, level 0 first. */
export function levelsOf(db: Database, merchantId: number): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId))
    .orderBy(asc(vipLevels.level));
}

/** The merchants that have a ladder. */
export async function merchantsWithLevels(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ merchantId: vipLevels.merchantId })
    .from(vipLevels)
    .orderBy(asc(vipLevels.merchantId));
  return rows.map((row) => row.merchantId);
}

/** Replaces the merchant's ladder. */
export async function replaceLevels(
  db: Database,
  merchantId: number,
  levels: readonly Omit<typeof vipLevels.$inferInsert, 'merchantId'>[],
): Promise<void> {
  await db.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  await db.insert(vipLevels).values(levels.map((level) => ({ ...level, merchantId })));
}

/** How many of the merchant's members hold a level above `level`. */
export async function membersAbove(db: Database, merchantId: number, level: number) {
  const [row] = await db
    .select({ members: count() })
    .from(vipRanks)
    .where(and(eq(vipRanks.merchantId, merchantId), gt(vipRanks.level, level)));
  return row?.members ?? 0;
}

/** The level of each of these members that has one (others are at level 0). */
export async function levelsOfMembers(
  db: Database,
  merchantId: number,
  memberIds: readonly bigint[],
): Promise<Map<bigint, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: vipRanks.memberId, level: vipRanks.level })
    .from(vipRanks)
    .where(and(eq(vipRanks.merchantId, merchantId), inArray(vipRanks.memberId, [...memberIds])));
  return new Map(rows.map((row) => [row.memberId, row.level]));
}

/**
 * Lifts a member to `level`, only from below it: undefined when the member already holds it
 * or higher (another run got there first), so an upgrade happens once.
 */
export async function raiseLevel(
  db: Database,
  rank: { merchantId: number; memberId: bigint; level: number },
  now: Date,
): Promise<{ memberId: bigint } | undefined> {
  const [row] = await db
    .insert(vipRanks)
    .values({ ...rank, changedAt: now })
    .onConflictDoUpdate({
      target: vipRanks.memberId,
      set: { level: sql`excluded.level`, changedAt: sql`excluded.changed_at` },
      setWhere: sql`${vipRanks.level} < excluded.level`,
    })
    .returning({ memberId: vipRanks.memberId });
  return row;
}

/**
 * Ranked members (above level 0) whose level was not yet checked at the end of `month`
 * ('YYYY-MM'), a batch at a time.
 */
export function unreviewedRanks(db: Database, merchantId: number, month: string, limit: number) {
  return db
    .select({ memberId: vipRanks.memberId, level: vipRanks.level, changedAt: vipRanks.changedAt })
    .from(vipRanks)
    .where(
      and(
        eq(vipRanks.merchantId, merchantId),
        gt(vipRanks.level, 0),
        or(isNull(vipRanks.reviewedThrough), lt(vipRanks.reviewedThrough, month)),
      ),
    )
    .orderBy(asc(vipRanks.memberId))
    .limit(limit);
}

/**
 * The end of `month` checked for a member: down to `level` when it missed its retention
 * thresholds (`changedAt` set), else the level kept. Only once per month: a member reviewed
 * for the month already is left alone (undefined).
 */
export async function markReviewed(
  db: Database,
  memberId: bigint,
  month: string,
  change: { level: number; changedAt: Date } | null,
): Promise<{ memberId: bigint } | undefined> {
  const [row] = await db
    .update(vipRanks)
    .set({ reviewedThrough: month, ...(change ?? {}) })
    .where(
      and(
        eq(vipRanks.memberId, memberId),
        or(isNull(vipRanks.reviewedThrough), lt(vipRanks.reviewedThrough, month)),
      ),
    )
    .returning({ memberId: vipRanks.memberId });
  return row;
}

/** Whether the member's upgrade bonus of a level was paid. */
export async function upgradeBonusPaid(db: Database, memberId: bigint, level: number) {
  const [row] = await db
    .select({ level: vipUpgradeBonuses.level })
    .from(vipUpgradeBonuses)
    .where(and(eq(vipUpgradeBonuses.memberId, memberId), eq(vipUpgradeBonuses.level, level)));
  return row !== undefined;
}

/** Notes an upgrade bonus paid (in the transaction of its posting). */
export async function noteUpgradeBonus(
  db: Database,
  bonus: typeof vipUpgradeBonuses.$inferInsert,
): Promise<void> {
  await db.insert(vipUpgradeBonuses).values(bonus).onConflictDoNothing();
}
