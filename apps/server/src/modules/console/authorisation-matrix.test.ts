import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, staffTokenOfRole, type TestContext } from '../../testing';
import { staffRoles, type StaffRole } from '../../platform/http/staff-guard';

let ctx: TestContext;
const tokens = {} as Record<StaffRole, string>;
let playerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of staffRoles) tokens[role] = await staffTokenOfRole(ctx, role);
  playerToken = (await login(ctx.app, 'player1', 'croupier-demo')).json().value.token;
});
afterAll(() => ctx.close());

/** A route's URL with every `:param` filled by a value that names nothing. */
const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

function call(method: string, url: string, token?: string) {
  return ctx.app.inject({
    method: method as 'GET',
    url: urlOf(url),
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('who may call each /bo route', () => {
  it('covers every console route, and only through staffOnly', () => {
    const routes = ctx.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.url.startsWith('/bo/')).toBe(true);
  });

  it('refuses calls without a token, and with a player token, as no session (401)', async () => {
    for (const route of ctx.app.staffRoutes) {
      for (const token of [undefined, playerToken]) {
        const response = await call(route.method, route.url, token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().errorCode).toBe('bo.not.session');
      }
    }
  });

  it('answers 403 to every role the route does not admit, and lets the others through', async () => {
    // Signing out ends the caller's session, so it goes last.
    const routes = [...ctx.app.staffRoutes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const refused: string[] = [];
    for (const route of routes) {
      for (const role of staffRoles) {
        const response = await call(route.method, route.url, tokens[role]);
        const where = `${role} ${route.method} ${route.url} → ${response.statusCode}`;
        if (route.roles.includes(role)) {
          expect([401, 403], where).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, where).toBe(403);
          expect(response.json().message).toBe('no_permission');
          refused.push(where);
        }
      }
    }
    // The auditor reads but never writes anything.
    const auditorWrites = routes.filter(
      (route) => route.method !== 'GET' && route.roles.includes('auditor'),
    );
    expect(auditorWrites.map((route) => route.url)).toEqual(['/bo/session/logout']);
    expect(refused.length).toBeGreaterThan(0);
  });
});
