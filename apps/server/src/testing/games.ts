import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seamless } from '@croupier/contract';
import { gameSessions, games, gameVendors } from '../modules/games/schema';
import { signPayload } from '../modules/wallet/service';
import { newToken, sha256Hex } from '../platform/crypto/tokens';
import type { DatabaseHandle } from '../platform/db/database';
import { memberIdOf, merchantIdOf } from './wallet';

type Context = { database: DatabaseHandle };

export type TestVendor = { id: number; code: string; secret: string };

/** A seamless vendor with one game, made for a test (each test file picks its own codes). */
export async function testVendor(
  ctx: Context,
  code: string,
  game: { vendorGameId?: string; category?: string; names?: Record<string, string> } = {},
): Promise<TestVendor & { gameId: number; nodeId: number; vendorGameId: string }> {
  const { db } = ctx.database;
  const secret = randomBytes(24).toString('hex');
  await db
    .insert(gameVendors)
    .values({ code, displayName: `Vendor ${code}`, adapter: 'seamless', seamlessSecret: secret })
    .onConflictDoNothing();
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, code));
  const vendorGameId = game.vendorGameId ?? 'slot1';
  const names = game.names ?? { en: `Game ${vendorGameId}` };
  await db
    .insert(games)
    .values({
      vendorId: vendor!.id,
      nodeId: sql`(select coalesce(max(${games.nodeId}), 900000) + 1 from ${games})`,
      vendorGameId,
      names,
      searchText: Object.values(names).join(' ').toLowerCase(),
      category: game.category ?? 'RNG',
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(games)
    .where(sql`${games.vendorId} = ${vendor!.id} and ${games.vendorGameId} = ${vendorGameId}`);
  return {
    id: vendor!.id,
    code,
    secret: vendor!.seamlessSecret!,
    gameId: row!.id,
    nodeId: row!.nodeId,
    vendorGameId,
  };
}

/**
 * A game session as `launchGame` opens it (five minutes to authenticate, two hours to play;
 * free play starts with 10,000.00 of play money), for a member of the demo merchant.
 * Returns the one-time launch token the vendor would receive.
 */
export async function openTestGameSession(
  ctx: Context,
  options: {
    username: string;
    vendorCode: string;
    vendorGameId?: string;
    category?: string;
    freePlay?: boolean;
  },
): Promise<{ launchToken: string; vendor: TestVendor }> {
  const vendor = await testVendor(ctx, options.vendorCode, {
    vendorGameId: options.vendorGameId,
    category: options.category,
  });
  const launchToken = newToken();
  const now = Date.now();
  await ctx.database.db.insert(gameSessions).values({
    merchantId: await merchantIdOf(ctx.database),
    memberId: await memberIdOf(ctx.database, options.username),
    vendorId: vendor.id,
    gameId: vendor.gameId,
    launchTokenHash: sha256Hex(launchToken),
    freePlay: options.freePlay ?? false,
    playBalance: options.freePlay ? 1_000_000n : 0n,
    launchExpiresAt: new Date(now + 5 * 60_000),
    expiresAt: new Date(now + 2 * 3_600_000),
  });
  return { launchToken, vendor: { id: vendor.id, code: vendor.code, secret: vendor.secret } };
}

/** Ends a game session's life now, as if the player had left two hours ago. */
export async function expireGameSession(ctx: Context, sessionToken: string): Promise<void> {
  await ctx.database.db
    .update(gameSessions)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(gameSessions.sessionTokenHash, sha256Hex(sessionToken)));
}

/** Posts a seamless call as a vendor would: the body signed with the vendor's secret. */
export function vendorCall(
  app: FastifyInstance,
  vendor: Pick<TestVendor, 'code' | 'secret'>,
  path: string,
  body: unknown,
  options: { signature?: string } = {},
) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: {
      'content-type': 'application/json',
      [seamless.vendorHeader]: vendor.code,
      [seamless.signatureHeader]: options.signature ?? signPayload(vendor.secret, payload),
    },
  });
}

/** A vendor that has authenticated a player: its session token and a signed-call helper. */
export async function playingVendor(
  ctx: Context & { app: FastifyInstance },
  options: Parameters<typeof openTestGameSession>[1],
) {
  const { launchToken, vendor } = await openTestGameSession(ctx, options);
  const response = await vendorCall(ctx.app, vendor, seamless.endpoints.authenticate.path, {
    launchToken,
  });
  const sessionToken = response.json().value?.sessionToken as string | undefined;
  if (!sessionToken) throw new Error(`authenticate failed: ${response.body}`);
  return {
    vendor,
    sessionToken,
    call: (path: string, body: Record<string, unknown>) =>
      vendorCall(ctx.app, vendor, path, { sessionToken, ...body }),
  };
}
