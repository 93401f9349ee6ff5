import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { rateLimitCounters } from './schema';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
  /** The window the hit was counted in, for `refundRateLimit`. */
  windowStart: Date;
};

const windowStartOf = (rule: RateLimitRule, now: Date) => {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

/**
 * Counts one hit against `key` in the current fixed window and says whether it is within
 * the limit. The counter lives in the database, so every server process shares it. Counting
 * and reading are one statement: a guard that counts first and checks the answer only when
 * `allowed` lets no more than `limit` concurrent requests through.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = windowStartOf(rule, now);
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
    retryAfterSeconds: Math.ceil(
      (windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000,
    ),
    windowStart,
  };
}

/**
 * `hitRateLimit` that refuses beyond the limit: 429 `too_many_requests` with the seconds to
 * wait (`retryAfterSeconds`). Answers the hit, for a caller that may give it back.
 */
export async function throttle(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const hit = await hitRateLimit(db, key, rule);
  if (!hit.allowed) {
    throw AppError.of('tooManyRequests', { retryAfterSeconds: hit.retryAfterSeconds });
  }
  return hit;
}

/** Hits in the current window without counting one. */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  const windowStart = windowStartOf(rule, now);
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

/**
 * Takes back one hit (a guess that turned out right, a sign-in that succeeded), in the window
 * it was counted in, so the counter keeps counting only failures and attempts in flight.
 */
export async function refundRateLimit(
  db: Database,
  key: string,
  hit: Pick<RateLimitResult, 'windowStart'>,
): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, hit.windowStart),
        gt(rateLimitCounters.hits, 0),
      ),
    );
}
