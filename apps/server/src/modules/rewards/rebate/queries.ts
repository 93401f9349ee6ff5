import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { rebateDays, rebatePayouts, rebateWatermarks } from './schema';

/** Where each of these members' next cashback starts, for those paid before. */
export async function watermarksOf(
  db: Database,
  memberIds: readonly bigint[],
): Promise<Map<bigint, Date>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: rebateWatermarks.memberId, through: rebateWatermarks.rebatedThrough })
    .from(rebateWatermarks)
    .where(inArray(rebateWatermarks.memberId, [...memberIds]));
  return new Map(rows.map((row) => [row.memberId, row.through]));
}

/**
 * The member's watermark row, made at `start` when there is none, then locked until the
 * transaction ends: a second claim of the same member waits here, and then reads where the
 * first one left it. Answers where the next cashback starts.
 */
export async function lockWatermark(
  tx: Database,
  row: { merchantId: number; memberId: bigint; start: Date },
): Promise<Date> {
  await tx
    .insert(rebateWatermarks)
    .values({ merchantId: row.merchantId, memberId: row.memberId, rebatedThrough: row.start })
    .onConflictDoNothing();
  const [locked] = await tx
    .select({ through: rebateWatermarks.rebatedThrough })
    .from(rebateWatermarks)
    .where(eq(rebateWatermarks.memberId, row.memberId))
    .for('update');
  return locked!.through;
}

/** Moves the member's watermark forward to `until` (never back). */
export async function advanceWatermark(tx: Database, memberId: bigint, until: Date, now: Date) {
  await tx
    .update(rebateWatermarks)
    .set({ rebatedThrough: until, updatedAt: now })
    .where(
      and(eq(rebateWatermarks.memberId, memberId), lt(rebateWatermarks.rebatedThrough, until)),
    );
}

/** Notes a cashback paid (in the transaction of its posting). */
export async function insertPayout(tx: Database, payout: typeof rebatePayouts.$inferInsert) {
  const [row] = await tx.insert(rebatePayouts).values(payout).returning();
  return row!;
}

/** The member's cashback paid, newest first. */
export function payoutsPage(db: Database, memberId: bigint, page: Page) {
  const where = eq(rebatePayouts.memberId, memberId);
  return readPage(
    page,
    db.select().from(rebatePayouts).where(where).orderBy(desc(rebatePayouts.id)),
    db.$count(rebatePayouts, where),
  );
}

/** The first UTC day the daily job has not paid for the merchant (null: never ran). */
export async function paidThroughOf(db: Database, merchantId: number): Promise<Date | null> {
  const [row] = await db
    .select({ through: rebateDays.paidThrough })
    .from(rebateDays)
    .where(eq(rebateDays.merchantId, merchantId));
  return row?.through ?? null;
}

/** Marks the merchant's days before `through` as paid. */
export async function markPaidThrough(db: Database, merchantId: number, through: Date) {
  await db
    .insert(rebateDays)
    .values({ merchantId, paidThrough: through, updatedAt: through })
    .onConflictDoUpdate({
      target: rebateDays.merchantId,
      set: { paidThrough: sql`excluded.paid_through`, updatedAt: sql`now()` },
      setWhere: sql`${rebateDays.paidThrough} < excluded.paid_through`,
    });
}
