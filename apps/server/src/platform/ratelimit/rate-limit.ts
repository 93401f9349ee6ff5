import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from './schema';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in the current fixed window and says whether it is within
 * the limit. The counter lives in the database, so every server process shares it.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  const hits = row?.hits ?? 1;
  // Old windows are swept now and then by whichever request happens along.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}

/** Hits in the current window without counting one. */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${windowStart}`,
    );
  return rows[0]?.hits ?? 0;
}

/** Forgets a key's current window (after a successful login, its failures no longer count). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}
