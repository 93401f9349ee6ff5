import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../../platform/audit/audit-log';
import { verifyPassword } from '../../platform/crypto/password';
import { openSecret, sealSecret } from '../../platform/crypto/sealed-secret';
import { newToken, sha256Hex } from '../../platform/crypto/tokens';
import { matchTotp, newTotpSecret, otpauthUri } from '../../platform/crypto/totp';
import { AppError } from '../../platform/http/app-error';
import { hitRateLimit } from '../../platform/ratelimit/rate-limit';
import type { StaffPrincipal, StaffRole } from '../../platform/http/staff-guard';
import { staff, staffLoginTickets, staffSessions, type StaffRow } from './schema';

/** A console session ends after this long without a call, and after a shift at the most. */
export const staffIdleMinutes = 30;
const staffSessionHours = 12;
/** The password step's ticket must be redeemed with a code within this time. */
const ticketMinutes = 5;
/** Consecutive failures (passwords or codes) that lock an account, and for how long. */
export const staffLockAfterFailures = 5;
const staffLockMinutes = 15;
/** `lastSeenAt` moves at most this often, so reads don't each cost a write. */
const touchEverySeconds = 60;

const totpKeyName = 'staff-totp';
const issuer = 'Croupier';

const loginFailed = () => new AppError('bo.login.failed', 'login_failed', 400);
const ticketExpired = () => new AppError('bo.ticket.expired', 'bo_ticket_expired', 401);
const staffLocked = (until: Date) =>
  new AppError('bo.staff.locked', 'staff_locked', 423, { lockedUntil: until.toISOString() });

export type LoginStep =
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; secret: string; otpauthUri: string };

export type StaffSession = { token: string; username: string; role: StaffRole; expiresAt: Date };

const isLocked = (row: StaffRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/**
 * Counts a failed password or code. The fifth in a row locks the account for 15 minutes and
 * starts the count again; the lock is audited so the owner sees who was locked out.
 */
async function countFailure(db: Database, row: StaffRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({
        failedAttempts: sql`case when ${staff.failedAttempts} + 1 >= ${staffLockAfterFailures} then 0 else ${staff.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${staff.failedAttempts} + 1 >= ${staffLockAfterFailures} then now() + make_interval(mins => ${staffLockMinutes}) else ${staff.lockedUntil} end`,
      })
      .where(eq(staff.id, row.id))
      .returning();
    if (after?.lockedUntil && isLocked(after, new Date()) && !isLocked(row, new Date())) {
      await recordAudit(tx, {
        staff: { staffId: row.id, username: row.username },
        merchantId: null,
        action: 'staff.locked',
        target: `staff:${row.id}`,
        after: { lockedUntil: after.lockedUntil, reason: 'failed_attempts' },
      });
    }
  });
}

/**
 * The password step of a console sign-in. A right password answers a ticket for the code
 * step; on the very first sign-in it also offers a new TOTP key to enrol.
 */
export async function startStaffLogin(
  db: Database,
  username: string,
  password: string,
): Promise<LoginStep> {
  const limit = await hitRateLimit(db, `bo-login:${username.toLowerCase()}`, {
    limit: 30,
    windowSeconds: 900,
  });
  if (!limit.allowed) throw AppError.of('tooManyRequests', { retryAfter: limit.retryAfterSeconds });
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.username})`, username.toLowerCase()));
  if (!row || row.disabledAt) throw loginFailed();
  if (isLocked(row, new Date())) throw staffLocked(row.lockedUntil!);
  if (!(await verifyPassword(row.passwordHash, password))) {
    await countFailure(db, row);
    throw loginFailed();
  }
  const ticket = newToken();
  const enrolment = row.totpSecret ? null : newTotpSecret();
  await db.insert(staffLoginTickets).values({
    staffId: row.id,
    ticketHash: sha256Hex(ticket),
    enrolSecret: enrolment ? await sealSecret(db, totpKeyName, enrolment) : null,
    expiresAt: new Date(Date.now() + ticketMinutes * 60_000),
  });
  if (!enrolment) return { step: 'totp', ticket };
  return {
    step: 'enrol',
    ticket,
    secret: enrolment,
    otpauthUri: otpauthUri(issuer, row.username, enrolment),
  };
}

/**
 * The code step: redeems the ticket with a TOTP code (of the key being enrolled, on the
 * first sign-in) and opens a console session. A wrong code counts towards the lock.
 */
export async function finishStaffLogin(
  db: Database,
  ticket: string,
  code: string,
): Promise<StaffSession> {
  const now = new Date();
  const [found] = await db
    .select({ ticket: staffLoginTickets, staff })
    .from(staffLoginTickets)
    .innerJoin(staff, eq(staff.id, staffLoginTickets.staffId))
    .where(
      and(
        eq(staffLoginTickets.ticketHash, sha256Hex(ticket)),
        isNull(staffLoginTickets.usedAt),
        gt(staffLoginTickets.expiresAt, now),
      ),
    );
  if (!found || found.staff.disabledAt) throw ticketExpired();
  const row = found.staff;
  if (isLocked(row, now)) throw staffLocked(row.lockedUntil!);
  const enrolling = found.ticket.enrolSecret !== null;
  // Enrolled by another sign-in meanwhile: this offer of a key is void.
  if (enrolling === (row.totpSecret !== null)) throw ticketExpired();
  const sealedKey = found.ticket.enrolSecret ?? row.totpSecret!;
  const key = await openSecret(db, totpKeyName, sealedKey);
  const step = matchTotp(key, code, now.getTime(), row.totpLastStep);
  if (step === null) {
    await countFailure(db, row);
    throw new AppError('bo.totp.invalid', 'totp_invalid', 400);
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + staffSessionHours * 3_600_000);
  await db.transaction(async (tx) => {
    const [redeemed] = await tx
      .update(staffLoginTickets)
      .set({ usedAt: now })
      .where(and(eq(staffLoginTickets.id, found.ticket.id), isNull(staffLoginTickets.usedAt)))
      .returning({ id: staffLoginTickets.id });
    if (!redeemed) throw ticketExpired();
    // The step guard makes a code single-use even across two tickets racing.
    const [updated] = await tx
      .update(staff)
      .set({ totpSecret: sealedKey, totpLastStep: step, failedAttempts: 0 })
      .where(
        and(
          eq(staff.id, row.id),
          sql`coalesce(${staff.totpLastStep}, -1) < ${step}`,
          enrolling ? isNull(staff.totpSecret) : eq(staff.totpSecret, sealedKey),
        ),
      )
      .returning({ id: staff.id });
    if (!updated) throw new AppError('bo.totp.invalid', 'totp_invalid', 400);
    await tx
      .insert(staffSessions)
      .values({ staffId: row.id, tokenHash: sha256Hex(token), expiresAt, lastSeenAt: now });
    await recordAudit(tx, {
      staff: { staffId: row.id, username: row.username },
      merchantId: null,
      action: enrolling ? 'session.login.enrolled' : 'session.login',
      target: `staff:${row.id}`,
    });
  });
  return { token, username: row.username, role: row.role as StaffRole, expiresAt };
}

/** The staff member of a live console token; moves the idle clock forward. */
export async function staffOfToken(
  db: Database,
  token: string,
): Promise<StaffPrincipal | undefined> {
  const now = new Date();
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
        eq(staffSessions.tokenHash, sha256Hex(token)),
        isNull(staffSessions.endedAt),
        isNull(staff.disabledAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - staffIdleMinutes * 60_000)),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > touchEverySeconds * 1000) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    staffId: row.staffId,
    username: row.username,
    role: row.role as StaffRole,
    expiresAt: row.expiresAt,
  };
}

/** Signs a console session out. */
export async function endStaffSession(db: Database, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.endedAt)));
}
