import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleAccess } from '@croupier/contract';
import { AppError } from './app-error';
import { headerToken } from './auth';

export type StaffRole = consoleAccess.StaffRole;
export type StaffPrincipal = {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: bigint;
  expiresAt: Date;
};

/** Turns a console token into its live staff session; the console module provides it. */
export type AuthenticateStaff = (token: string) => Promise<StaffPrincipal | undefined>;

export type StaffRoute = { method: string; url: string; roles: readonly StaffRole[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a `/bo` call, set by `staffOnly`. */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The roles a `/bo` route lets in; the authorisation matrix test reads it. */
    staffRoles?: readonly StaffRole[];
    /** A `/bo` call open to anyone: only the two steps of signing in. */
    staffPublic?: boolean;
  }
  interface FastifyInstance {
    /** Every `/bo` route with the roles it admits; the authorisation matrix test walks it. */
    staffRoutes: StaffRoute[];
    authenticateStaff: AuthenticateStaff;
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
} = consoleAccess;

export const staffNotSession = () => AppError.of('staffNotSession');

/**
 * Route options of every `/bo` call: only signed-in staff of `roles` get through. Player
 * tokens live in another table and never match. `consoleRoutes` spreads it into each route.
 */
export function staffOnly(roles: readonly StaffRole[]) {
  // On request, before the body is parsed or validated: a caller without the right gets
  // 401/403, never a validation answer that describes the call.
  const onRequest = async (request: FastifyRequest): Promise<void> => {
    const token = headerToken(request);
    const principal = token ? await request.server.authenticateStaff(token) : undefined;
    if (!principal) throw staffNotSession();
    if (!roles.includes(principal.role)) throw AppError.of('staffForbidden');
    request.staff = principal;
  };
  return { onRequest, config: { staffRoles: roles } };
}

/** The signed-in staff member of a route behind `staffOnly`. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw staffNotSession();
  return request.staff;
}

/** Who makes a `/bo` change, for its audit entry: the staff member and the console's merchant. */
export type ConsoleActor = { merchantId: number; staff: StaffPrincipal };

/** The actor of a route behind `staffOnly`. */
export function consoleActorOf(request: FastifyRequest): ConsoleActor {
  return { merchantId: request.merchant.id, staff: staffOf(request) };
}

/**
 * Makes the console's API safe by construction: a `/bo` route registered without
 * `staffOnly(...)` (or the sign-in's `staffPublic`) stops the server at start, so a new
 * screen can't ship an open door. Call it with the console's scope before its routes.
 */
export function guardStaffRoutes(
  app: FastifyInstance,
  scope: FastifyInstance,
  authenticateStaff: AuthenticateStaff,
): void {
  const routes: StaffRoute[] = [];
  app.decorate('staffRoutes', routes);
  app.decorate('authenticateStaff', authenticateStaff);
  app.decorateRequest('staff', null);
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (route.config?.staffPublic) return;
    const roles = route.config?.staffRoles;
    if (!roles) {
      throw new Error(`${methods.join(',')} ${route.url}: a /bo route must use staffOnly(roles)`);
    }
    for (const method of methods) routes.push({ method, url: route.url, roles });
  });
}
