import type { FastifyRequest } from 'fastify';
import { backoffice } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { headerToken } from '../../platform/http/auth';
import { staffOfToken } from './staff-sessions';

export type StaffRole = backoffice.StaffRole;
export type StaffPrincipal = {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: bigint;
  expiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a `/bo` call, set by `staffOnly`. */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The roles a `/bo` route lets in; the authorisation matrix test reads it. */
    staffRoles?: readonly StaffRole[];
  }
}

// Who may use what (the console shows a section to the same roles). The auditor reads
// everything and writes nothing; audit reads are for owners, admins and auditors.
export const {
  staffRoles,
  readRoles,
  ownerOnly,
  settingsRoles,
  gameRoles,
  paymentRoles,
  memberRoles,
  contentRoles,
  reportRoles,
  auditRoles,
} = backoffice;

export const staffNotSession = () => new AppError('bo.not.session', 'in_logged_login', 401);

/**
 * Route options of every `/bo` call: only signed-in staff of `roles` get through. Player
 * tokens live in another table and never match. Spread into the route:
 * `app.post(path, { ...staffOnly(db, memberRoles), schema }, handler)`.
 */
export function staffOnly(db: Database, roles: readonly StaffRole[]) {
  // On request, before the body is parsed or validated: a caller without the right gets
  // 401/403, never a validation answer that describes the call.
  const onRequest = async (request: FastifyRequest): Promise<void> => {
    const token = headerToken(request);
    const principal = token ? await staffOfToken(db, token) : undefined;
    if (!principal) throw staffNotSession();
    if (!roles.includes(principal.role)) {
      throw new AppError('bo.forbidden', 'no_permission', 403);
    }
    request.staff = principal;
  };
  return { onRequest, config: { staffRoles: roles } };
}

/** The signed-in staff member of a route behind `staffOnly`. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw staffNotSession();
  return request.staff;
}
