import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@croupier/contract';
import { sharedCacheBoundMs } from './platform/cache/expiring-cache';
import { createTestContext, secondServerOf, staffTokenOfRole, type TestContext } from './testing';
import { newMember, playerToken } from './testing/members';

// Issue 14: each server keeps merchants, site settings, vendor secrets and signed-in
// sessions in memory (platform/cache). The server that makes a change serves it from its
// next request; another server on the same database serves it within the stated bound.
// Two servers here share one database as two processes would, each with its own caches.

let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await secondServerOf(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const headers = (token?: string) => ({
  merchant: 'demo',
  ...(token ? { authorization: token } : {}),
});

/**
 * Asks `server` until `seen` holds, and answers how long that took; fails once the bound
 * and a margin for a slow machine have passed.
 */
async function millisecondsUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  const margin = 500;
  while (!(await seen())) {
    if (Date.now() - started > sharedCacheBoundMs + margin) {
      throw new Error(`not seen within ${sharedCacheBoundMs} ms (+${margin} ms margin)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('a change made on one server', () => {
  it('ends a session on this server at once, and on the other within the bound', async () => {
    const token = await playerToken(ctx, await newMember(ctx, { prefix: 'cache' }));
    const balance = (server: FastifyInstance) =>
      server.inject({ method: 'GET', url: paths.balance, headers: headers(token) });
    // Both servers have the session in memory now.
    expect((await balance(ctx.app)).statusCode).toBe(200);
    expect((await balance(other)).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: paths.logout,
      headers: headers(token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await balance(ctx.app)).statusCode).toBe(401);
    const waited = await millisecondsUntil(async () => (await balance(other)).statusCode === 401);
    expect(waited).toBeLessThanOrEqual(sharedCacheBoundMs + 500);
  });

  it("shows an operator's maintenance switch on the other server's status within the bound", async () => {
    const admin = await staffTokenOfRole(ctx, 'admin');
    const status = async (server: FastifyInstance) =>
      (await server.inject({ method: 'GET', url: paths.systemStatus, headers: headers() })).json()
        .value.status as number;
    expect(await status(ctx.app)).toBe(0);
    expect(await status(other)).toBe(0);

    const switchMaintenance = (enabled: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/bo/settings/maintenance',
        headers: headers(admin),
        payload: { enabled, maintenanceEnd: null },
      });
    expect((await switchMaintenance(true)).statusCode).toBe(200);
    try {
      expect(await status(ctx.app)).toBe(1);
      await millisecondsUntil(async () => (await status(other)) === 1);
    } finally {
      expect((await switchMaintenance(false)).statusCode).toBe(200);
    }
    expect(await status(ctx.app)).toBe(0);
    await millisecondsUntil(async () => (await status(other)) === 0);
  });
});
