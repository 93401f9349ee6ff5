import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { verifyPassword } from '../../platform/crypto/password';
import { newToken, sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import { headerToken } from '../../platform/http/auth';
import { hitRateLimit } from '../../platform/ratelimit/rate-limit';
import { staff, staffSessions } from './schema';

export type StaffRole = 'owner' | 'admin' | 'finance' | 'support' | 'content' | 'auditor';
export type StaffPrincipal = { staffId: number; username: string; role: StaffRole };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a `/bo` call, set by `requireStaff`. */
    staff: StaffPrincipal | null;
  }
}

/** Who may work the deposit and withdrawal queues. */
export const paymentRoles: readonly StaffRole[] = ['owner', 'admin', 'finance'];

/** A console session lasts a working shift; the console issue adds TOTP and lockout. */
const staffSessionHours = 8;

export const staffNotSession = () => new AppError('bo.not.session', 'in_logged_login', 401);

/**
 * Signs a staff member in by password. Attempts per name are capped (30 in 15 minutes); the
 * console issue replaces this with TOTP and a lockout after failures.
 */
export async function staffLogin(
  db: Database,
  username: string,
  password: string,
): Promise<{ token: string; role: StaffRole; expiresAt: Date }> {
  const limit = await hitRateLimit(db, `bo-login:${username.toLowerCase()}`, {
    limit: 30,
    windowSeconds: 900,
  });
  if (!limit.allowed) throw AppError.of('tooManyRequests', { retryAfter: limit.retryAfterSeconds });
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.username})`, username.toLowerCase()));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new AppError('bo.login.failed', 'login_failed', 400);
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + staffSessionHours * 3_600_000);
  await db
    .insert(staffSessions)
    .values({ staffId: row.id, tokenHash: sha256Hex(token), expiresAt });
  return { token, role: row.role as StaffRole, expiresAt };
}

async function staffOfToken(db: Database, token: string): Promise<StaffPrincipal | undefined> {
  const [row] = await db
    .select({ staffId: staff.id, username: staff.username, role: staff.role })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256Hex(token)),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, new Date()),
      ),
    );
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

/**
 * A preHandler that lets only signed-in staff of the given roles through. Player tokens live
 * in another table and never match here.
 */
export function requireStaff(db: Database, roles: readonly StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = headerToken(request);
    const principal = token ? await staffOfToken(db, token) : undefined;
    if (!principal) throw staffNotSession();
    if (!roles.includes(principal.role)) {
      throw new AppError('bo.forbidden', 'no_permission', 403);
    }
    request.staff = principal;
  };
}
