import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../platform/crypto/password';
import type { DatabaseHandle } from '../platform/db/database';
import type { StaffRole } from '../platform/http/staff-guard';
import { staffTokenFor } from './identity';

const staffPassword = 'Staff-pass-123';

/**
 * A console token of a staff member with `role`, made for the test (`<role>-staff`, or
 * `name`) and signed in with password and TOTP like any staff member.
 */
export async function staffTokenOfRole(
  ctx: { app: FastifyInstance; database: DatabaseHandle },
  role: StaffRole,
  name = `${role}-staff`,
): Promise<string> {
  await ctx.database.execute(
    `insert into staff (username, password_hash, role) values ($1, $2, $3)
     on conflict do nothing`,
    [name, await hashPassword(staffPassword), role],
  );
  return staffTokenFor(ctx.app, name, staffPassword);
}

/** The newest audit entries, newest first, as the chain holds them. */
export async function auditEntries(database: DatabaseHandle, limit = 20) {
  const result = await database.execute(
    `select seq, staff_username, merchant_id, action, target, before, after
       from audit_log order by seq desc limit $1`,
    [limit],
  );
  return result.rows as {
    seq: bigint;
    staff_username: string;
    merchant_id: number | null;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
  }[];
}

/** The newest audit entry; a test calls it after a write it expects audited. */
export async function lastAudit(database: DatabaseHandle) {
  const [entry] = await auditEntries(database, 1);
  return entry!;
}

/** The sequence number of the newest audit entry (0 before any): "nothing audited since". */
export async function lastAuditSeq(database: DatabaseHandle): Promise<bigint> {
  return (await auditEntries(database, 1))[0]?.seq ?? 0n;
}

/** How many entries the audit log holds. */
export async function auditCount(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.execute('select count(*)::int as n from audit_log');
  return Number(rows[0]!.n);
}

/** A brand as the console's "Create a brand" dialog sends it; `changes` override fields. */
export function brandDraft(changes: Record<string, unknown> = {}) {
  return {
    code: 'testbrand',
    name: 'Test Brand',
    currency: 'VND',
    currencySymbol: '₫',
    logoUrl: null,
    theme: {
      primary: '#112233',
      accent: '#445566',
      background: '#000000',
      surface: '#101010',
      text: '#f5f5f7',
    },
    domains: [],
    ...changes,
  };
}
