import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { staff, staffSessions, type StaffRow } from '../schema';

// The statements of staff administration; each takes a handle or a transaction.

export async function activeSessionCount(db: Database, staffId: number, now: Date) {
  const [sessions] = await db
    .select({ active: count() })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
  return sessions?.active ?? 0;
}

export function listStaff(db: Database) {
  return db.select().from(staff).orderBy(asc(staff.id));
}

/** A new account; undefined when the username is taken. */
export async function insertStaff(db: Database, values: typeof staff.$inferInsert) {
  const [created] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return created;
}

export async function lockStaff(db: Database, staffId: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).for('update');
  return row;
}

export async function activeOwnerCount(db: Database): Promise<number> {
  const [owners] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)));
  return owners?.n ?? 0;
}

export async function updateStaff(
  db: Database,
  staffId: number,
  set: Partial<typeof staff.$inferInsert>,
): Promise<StaffRow> {
  const [updated] = await db.update(staff).set(set).where(eq(staff.id, staffId)).returning();
  return updated!;
}

/** Ends every open console session of the account. */
export async function endSessionsOfStaff(db: Database, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}
