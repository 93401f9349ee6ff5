import type { FastifyInstance } from 'fastify';
import type { StaffRole } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A `/bo` call open to anyone: only the two steps of signing in. */
    staffPublic?: boolean;
  }
  interface FastifyInstance {
    /** Every `/bo` route with the roles it admits; the authorisation matrix test walks it. */
    staffRoutes: StaffRoute[];
  }
}

export type StaffRoute = { method: string; url: string; roles: readonly StaffRole[] };

/**
 * Makes the console's API safe by construction: a `/bo` route registered without
 * `staffOnly(...)` (or the sign-in's `staffPublic`) stops the server at start, so a new
 * screen can't ship an open door. Call it in the console's scope before its routes.
 */
export function guardStaffRoutes(app: FastifyInstance, scope: FastifyInstance): void {
  const routes: StaffRoute[] = [];
  app.decorate('staffRoutes', routes);
  scope.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (route.config?.staffPublic) return;
    const roles = route.config?.staffRoles;
    if (!roles) {
      throw new Error(
        `${methods.join(',')} ${route.url}: a /bo route must use staffOnly(db, roles)`,
      );
    }
    for (const method of methods) routes.push({ method, url: route.url, roles });
  });
}
