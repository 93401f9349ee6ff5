import type { consoleAdmin } from '@croupier/contract';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import { hashPassword } from '../../../platform/crypto/password';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { StaffRole } from '../../../platform/http/staff-guard';
import type { staff, StaffRow } from '../schema';
import * as queries from './queries';

type StaffAccount = consoleAdmin.StaffAccount;
type StaffChanges = z.infer<typeof consoleAdmin.staffChanges>;

const staffNotFound = () => AppError.of('staffNotFound');

async function accountView(db: Database, row: StaffRow): Promise<StaffAccount> {
  const activeSessions = await queries.activeSessionCount(db, row.id, new Date());
  return {
    staffId: row.id,
    username: row.username,
    role: row.role as StaffRole,
    twoFactor: row.totpSecret !== null,
    lockedUntil:
      row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
    disabled: row.disabledAt !== null,
    activeSessions,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await queries.listStaff(db);
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
    const created = await queries.insertStaff(tx, {
      username: draft.username,
      passwordHash,
      role: draft.role,
    });
    if (!created) throw AppError.of('staffUsernameTaken');
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
  if (staffId === actor.staffId) throw AppError.of('staffCannotChangeSelf');
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return db.transaction(async (tx) => {
    const row = await queries.lockStaff(tx, staffId);
    if (!row) throw staffNotFound();
    const losesOwner =
      row.role === 'owner' &&
      !row.disabledAt &&
      ((changes.role && changes.role !== 'owner') || changes.disabled === true);
    if (losesOwner) {
      if ((await queries.activeOwnerCount(tx)) <= 1) throw AppError.of('lastOwner');
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
    const updated = Object.keys(set).length ? await queries.updateStaff(tx, staffId, set) : row;
    if (set.role || set.disabledAt !== undefined || set.passwordHash || changes.resetTwoFactor) {
      await queries.endSessionsOfStaff(tx, staffId);
    }
    await recordAudit(tx, {
      staff: actor,
      merchantId: null,
      action: 'staff.update',
      target: `staff:${staffId}`,
      before,
      after,
    });
    return accountView(tx, updated);
  });
}
