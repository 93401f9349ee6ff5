import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../../testing';
import { hitRateLimit, peekRateLimit, refundRateLimit, resetRateLimit } from './rate-limit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('database-backed rate limits', () => {
  const rule = { limit: 3, windowSeconds: 60 };
  const at = new Date('2030-01-01T00:00:10Z');

  it('allows the limit, refuses beyond it, and opens again in the next window', async () => {
    const results = [];
    for (let hit = 0; hit < 4; hit += 1)
      results.push(await hitRateLimit(database.db, 'k1', rule, at));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
    expect(
      (await hitRateLimit(database.db, 'k1', rule, new Date('2030-01-01T00:01:00Z'))).allowed,
    ).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, 'k2', rule, at)));
    expect(await peekRateLimit(database.db, 'k2', rule, at)).toBe(20);
    await resetRateLimit(database.db, 'k2');
    expect(await peekRateLimit(database.db, 'k2', rule, at)).toBe(0);
  });

  it('takes a refunded hit back from the window it was counted in, never below zero', async () => {
    const hit = await hitRateLimit(database.db, 'k3', rule, at);
    await hitRateLimit(database.db, 'k3', rule, at);
    await refundRateLimit(database.db, 'k3', hit);
    expect(await peekRateLimit(database.db, 'k3', rule, at)).toBe(1);

    // A refund after the window turned leaves the new window alone.
    const next = new Date('2030-01-01T00:01:05Z');
    await hitRateLimit(database.db, 'k3', rule, next);
    await refundRateLimit(database.db, 'k3', hit);
    await refundRateLimit(database.db, 'k3', hit);
    expect(await peekRateLimit(database.db, 'k3', rule, next)).toBe(1);
    expect(await peekRateLimit(database.db, 'k3', rule, at)).toBe(0);
  });
});
