import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { consoleAdmin } from '@croupier/contract';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/crypto/password';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { StaffRole } from '../../platform/http/staff-guard';
import { staff, staffSessions, type StaffRow } from './schema';

type StaffAccount = consoleAdmin.StaffAccount;
type StaffChanges = z.infer<typeof consoleAdmin.staffChanges>;

const staffNotFound = () => new AppError('bo.staff.unknown', 'staff_not_found', 404);

async function accountView(db: Database, row: StaffRow): Promise<StaffAccount> {
  const [sessions] = await db
    .select({ active: count() })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, row.id),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, new Date()),
      ),
    );
  return {
    staffId: row.id,
    username: row.username,
    role: row.role as StaffRole,
    twoFactor: row.totpSecret !== null,
    lockedUntil:
      row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
    disabled: row.disabledAt !== null,
    activeSessions: sessions?.active ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return Promise.all(rows.map((row) => accountView(db, row)));
}

/** A new staff member; they set up two-factor themselves at their first sign-in. */
export async function createStaff(
  db: Database,
  actor: AuditActor,
  draft: { username: string; password: string; role: StaffRole },
): Promise<StaffAccount> {
  const passwordHash = await hashPassword(draft.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staff)
      .values({ username: draft.username, passwordHash, role: draft.role })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('bo.staff.taken', 'username_taken', 409);
    await recordAudit(tx, {
      staff: actor,
      merchantId: null,
      action: 'staff.create',
      target: `staff:${created.id}`,
      after: { username: created.username, role: created.role },
    });
    return accountView(tx, created);
  });
}

/**
 * Changes a staff account: role, disabled, lock lifted, two-factor reset, new password. A
 * change that weakens or moves access (role, disable, password, two-factor) ends the
 * account's open sessions. Nobody changes their own account here, so an owner can't lock
 * themselves out, and the last active owner can't be demoted or disabled.
 */
export async function updateStaff(
  db: Database,
  actor: AuditActor,
  staffId: number,
  changes: StaffChanges,
): Promise<StaffAccount> {
  if (staffId === actor.staffId) {
    throw new AppError('bo.staff.self', 'staff_cannot_change_self', 409);
  }
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!row) throw staffNotFound();
    const losesOwner =
      row.role === 'owner' &&
      !row.disabledAt &&
      ((changes.role && changes.role !== 'owner') || changes.disabled === true);
    if (losesOwner) {
      const [owners] = await tx
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)));
      if ((owners?.n ?? 0) <= 1) throw new AppError('bo.staff.last.owner', 'last_owner', 409);
    }
    const set: Partial<typeof staff.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (changes.role && changes.role !== row.role) {
      set.role = changes.role;
      before.role = row.role;
      after.role = changes.role;
    }
    if (changes.disabled !== undefined && changes.disabled !== (row.disabledAt !== null)) {
      set.disabledAt = changes.disabled ? new Date() : null;
      before.disabled = !changes.disabled;
      after.disabled = changes.disabled;
    }
    if (changes.unlock) {
      set.lockedUntil = null;
      set.failedAttempts = 0;
      before.lockedUntil = row.lockedUntil;
      after.lockedUntil = null;
    }
    if (changes.resetTwoFactor) {
      set.totpSecret = null;
      set.totpLastStep = null;
      before.twoFactor = row.totpSecret !== null;
      after.twoFactor = false;
    }
    if (passwordHash) {
      set.passwordHash = passwordHash;
      // The hash itself never goes to the log; only that it changed.
      after.passwordChanged = true;
    }
    const [updated] = Object.keys(set).length
      ? await tx.update(staff).set(set).where(eq(staff.id, staffId)).returning()
      : [row];
    if (set.role || set.disabledAt !== undefined || set.passwordHash || changes.resetTwoFactor) {
      await tx
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
    }
    await recordAudit(tx, {
      staff: actor,
      merchantId: null,
      action: 'staff.update',
      target: `staff:${staffId}`,
      before,
      after,
    });
    return accountView(tx, updated!);
  });
}
