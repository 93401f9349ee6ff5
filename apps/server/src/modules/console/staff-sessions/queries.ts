import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { staff, staffLoginTickets, staffSessions, type StaffRow } from '../schema';

// The statements of staff sign-in: accounts' failure counts and keys, login tickets, sessions.

/**
 * Counts a failure; the `lockAfter`-th in a row locks the account for `lockMinutes` and
 * starts the count again. Answers the account as it is after.
 */
export async function countStaffFailure(
  db: Database,
  staffId: number,
  lockAfter: number,
  lockMinutes: number,
): Promise<StaffRow | undefined> {
  const [after] = await db
    .update(staff)
    .set({
      failedAttempts: sql`case when ${staff.failedAttempts} + 1 >= ${lockAfter} then 0 else ${staff.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${staff.failedAttempts} + 1 >= ${lockAfter} then now() + make_interval(mins => ${lockMinutes}) else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, staffId))
    .returning();
  return after;
}

export async function findStaffByUsername(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.username})`, username.toLowerCase()));
  return row;
}

export async function insertLoginTicket(
  db: Database,
  values: typeof staffLoginTickets.$inferInsert,
): Promise<void> {
  await db.insert(staffLoginTickets).values(values);
}

/** A live, unused ticket and its staff account. */
export async function liveTicket(db: Database, ticketHash: string, now: Date) {
  const [found] = await db
    .select({ ticket: staffLoginTickets, staff })
    .from(staffLoginTickets)
    .innerJoin(staff, eq(staff.id, staffLoginTickets.staffId))
    .where(
      and(
        eq(staffLoginTickets.ticketHash, ticketHash),
        isNull(staffLoginTickets.usedAt),
        gt(staffLoginTickets.expiresAt, now),
      ),
    );
  return found;
}

/** Uses a ticket up; false when another request used it first. */
export async function useTicket(db: Database, ticketId: bigint, now: Date): Promise<boolean> {
  const [redeemed] = await db
    .update(staffLoginTickets)
    .set({ usedAt: now })
    .where(and(eq(staffLoginTickets.id, ticketId), isNull(staffLoginTickets.usedAt)))
    .returning({ id: staffLoginTickets.id });
  return redeemed !== undefined;
}

/**
 * Stores the account's key and the code's time step, clearing its failures. The step guard
 * makes a code single-use even across two tickets racing; false when the guard refused.
 */
export async function acceptCode(
  db: Database,
  staffId: number,
  code: { sealedKey: string; step: number; enrolling: boolean },
): Promise<boolean> {
  const [updated] = await db
    .update(staff)
    .set({ totpSecret: code.sealedKey, totpLastStep: code.step, failedAttempts: 0 })
    .where(
      and(
        eq(staff.id, staffId),
        sql`coalesce(${staff.totpLastStep}, -1) < ${code.step}`,
        code.enrolling ? isNull(staff.totpSecret) : eq(staff.totpSecret, code.sealedKey),
      ),
    )
    .returning({ id: staff.id });
  return updated !== undefined;
}

export async function insertStaffSession(
  db: Database,
  values: typeof staffSessions.$inferInsert,
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** The live session of a token hash, seen within `idleSince`, of an enabled account. */
export async function liveStaffSession(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      staffId: staff.id,
      username: staff.username,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.endedAt),
        isNull(staff.disabledAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    );
  return row;
}

export async function touchStaffSession(db: Database, sessionId: bigint, now: Date) {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function endStaffSessionByTokenHash(db: Database, tokenHash: string) {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)));
}
