import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import {
  pointAccounts,
  pointEarningMarks,
  pointJournal,
  pointRates,
  pointSettings,
  type PointJournalRow,
  type PointRateRow,
  type PointSettingsRow,
} from './schema';

/** The merchant's points programme, or undefined when it runs none. */
export async function settingsOf(
  db: Database,
  merchantId: number,
): Promise<PointSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(pointSettings)
    .where(eq(pointSettings.merchantId, merchantId));
  return row;
}

/** Starts or changes the merchant's points programme. */
export async function saveSettings(
  db: Database,
  merchantId: number,
  settings: { cashPerHundredPoints: bigint; minConvertPoints: bigint },
  now: Date,
): Promise<void> {
  await db
    .insert(pointSettings)
    .values({ merchantId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: pointSettings.merchantId, set: { ...settings, updatedAt: now } });
}

/** The merchants that run a points programme. */
export async function merchantsWithPoints(db: Database): Promise<number[]> {
  const rows = await db
    .select({ merchantId: pointSettings.merchantId })
    .from(pointSettings)
    .orderBy(asc(pointSettings.merchantId));
  return rows.map((row) => row.merchantId);
}

/** The merchant's own rates (categories without a row earn the defaults). */
export function ratesOf(db: Database, merchantId: number): Promise<PointRateRow[]> {
  return db.select().from(pointRates).where(eq(pointRates.merchantId, merchantId));
}

/** Sets the rates of some categories; the others keep theirs. */
export async function saveRates(
  db: Database,
  merchantId: number,
  rates: readonly { category: string; rate: number }[],
  now: Date,
): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insert(pointRates)
    .values(rates.map((rate) => ({ merchantId, ...rate, updatedAt: now })))
    .onConflictDoUpdate({
      target: [pointRates.merchantId, pointRates.category],
      set: { rate: sql`excluded.rate`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Where the merchant's earning stands: every window before it is credited. */
export async function earnedThrough(db: Database, merchantId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ earnedThrough: pointEarningMarks.earnedThrough })
    .from(pointEarningMarks)
    .where(eq(pointEarningMarks.merchantId, merchantId));
  return row?.earnedThrough;
}

export async function setEarnedThrough(db: Database, merchantId: number, through: Date) {
  await db
    .insert(pointEarningMarks)
    .values({ merchantId, earnedThrough: through })
    .onConflictDoUpdate({ target: pointEarningMarks.merchantId, set: { earnedThrough: through } });
}

/** The journal's row of a key, if that event was already counted. */
export async function journalRowByKey(
  db: Database,
  merchantId: number,
  key: string,
): Promise<PointJournalRow | undefined> {
  const [row] = await db
    .select()
    .from(pointJournal)
    .where(and(eq(pointJournal.merchantId, merchantId), eq(pointJournal.idempotencyKey, key)));
  return row;
}

/**
 * The member's balance, its account row locked until the transaction ends (made at 0 if the
 * member has none yet), so a conversion's check and debit see no change between them.
 */
export async function lockedBalance(
  db: Database,
  merchantId: number,
  memberId: bigint,
): Promise<bigint> {
  await db.insert(pointAccounts).values({ memberId, merchantId }).onConflictDoNothing();
  const [row] = await db
    .select({ balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId))
    .for('update');
  return row!.balance;
}

/** The member's balance (0 without an account). */
export async function balanceOf(db: Database, memberId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId));
  return row?.balance ?? 0n;
}

export type JournalEntry = {
  merchantId: number;
  memberId: bigint;
  idempotencyKey: string;
  type: string;
  /** Signed hundredths, never 0. */
  change: bigint;
  remarks: string;
  cashAmount?: bigint | null;
  postingId?: bigint | null;
};

/**
 * Applies a change to the member's balance and writes its journal row with the balance after
 * it. The caller makes sure the key is new (under the job's lock, or the account's row lock).
 * A debit beyond the balance trips the account's CHECK and fails the transaction.
 */
export async function applyChange(db: Database, entry: JournalEntry): Promise<PointJournalRow> {
  // Made at 0 first, then changed: an insert's own row is checked against `balance >= 0`
  // even when it ends up updating, so a debit cannot ride an upsert.
  await db
    .insert(pointAccounts)
    .values({ memberId: entry.memberId, merchantId: entry.merchantId })
    .onConflictDoNothing();
  const [account] = await db
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} + ${entry.change}`, updatedAt: sql`now()` })
    .where(eq(pointAccounts.memberId, entry.memberId))
    .returning({ balance: pointAccounts.balance });
  const [row] = await db
    .insert(pointJournal)
    .values({ ...entry, balanceAfter: account!.balance })
    .returning();
  return row!;
}

/** Net points of each type the member's journal holds. */
export async function pointsByType(db: Database, memberId: bigint) {
  return db
    .select({ type: pointJournal.type, points: sql<string>`sum(${pointJournal.change})::text` })
    .from(pointJournal)
    .where(eq(pointJournal.memberId, memberId))
    .groupBy(pointJournal.type);
}

/** One page of the member's journal, newest first, optionally of one type. */
export async function journalPage(
  db: Database,
  memberId: bigint,
  query: { type?: string; pageNo: number; pageSize: number },
): Promise<{ rows: PointJournalRow[]; totalCount: number }> {
  const where = and(
    eq(pointJournal.memberId, memberId),
    query.type ? eq(pointJournal.type, query.type) : undefined,
  );
  const rows = await db
    .select()
    .from(pointJournal)
    .where(where)
    .orderBy(desc(pointJournal.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await db.select({ rows: count() }).from(pointJournal).where(where);
  return { rows, totalCount: total?.rows ?? 0 };
}
