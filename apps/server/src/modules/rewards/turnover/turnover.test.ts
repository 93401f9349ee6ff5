import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, merchantIdOf, type TestContext } from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';
import { betRounds } from '../rewards-testing';
import { fullWeight, validTurnover, weighted } from './service';
import { saveRules } from './queries';

describe('a category’s settled stakes under its rule', () => {
  it('count in full by default, times the weight otherwise, rounded down', () => {
    expect(weighted(10_000n, { weight: fullWeight, excluded: false })).toBe(10_000n);
    // 100.00 at 50 % is 50.00.
    expect(weighted(10_000n, { weight: 5_000, excluded: false })).toBe(5_000n);
    // 33.33 at 30 % is 9.999: 9.99, never rounded up.
    expect(weighted(3_333n, { weight: 3_000, excluded: false })).toBe(999n);
    expect(weighted(1n, { weight: 9_999, excluded: false })).toBe(0n);
  });

  it('count nothing in an excluded category, whatever its weight', () => {
    expect(weighted(10_000n, { weight: fullWeight, excluded: true })).toBe(0n);
  });
});

describe('valid turnover of a period', () => {
  let ctx: TestContext;
  let merchantId: number;
  let ana: TestMember;
  let ben: TestMember;
  const june = { from: new Date('2026-06-01T00:00:00Z'), until: new Date('2026-07-01T00:00:00Z') };
  const inJune = (day: number) => new Date(Date.UTC(2026, 5, day, 12));

  beforeAll(async () => {
    ctx = await createTestContext();
    merchantId = await merchantIdOf(ctx.database);
    ana = await newMember(ctx, { prefix: 'tv' });
    ben = await newMember(ctx, { prefix: 'tv' });
    // Live counts half, slots 30 %, sports not at all; the rest in full.
    await saveRules(
      ctx.database.db,
      merchantId,
      [
        { category: 'LIVE', weight: 5_000, excluded: false },
        { category: 'RNG', weight: 3_000, excluded: false },
        { category: 'SPORTS', weight: fullWeight, excluded: true },
      ],
      new Date(),
    );
    await betRounds(ctx, [
      // Ana: live 100.00 + 50.00 settled → 150.00 × 50 % = 75.00.
      { memberId: ana.id, category: 'LIVE', stake: 10_000n, at: inJune(2) },
      { memberId: ana.id, category: 'LIVE', stake: 5_000n, at: inJune(3) },
      // Slots 20.00 + 13.33 = 33.33 × 30 % = 9.999 → 9.99 (rounded once, over the month).
      { memberId: ana.id, category: 'RNG', stake: 2_000n, at: inJune(4) },
      { memberId: ana.id, category: 'RNG', stake: 1_333n, at: inJune(5) },
      // Lottery in full: 12.34.
      { memberId: ana.id, category: 'LOTT', stake: 1_234n, at: inJune(6) },
      // Sports is excluded: 500.00 counts nothing.
      { memberId: ana.id, category: 'SPORTS', stake: 50_000n, at: inJune(7) },
      // Open (no result yet) and refunded (rolled back, voided) rounds never count.
      { memberId: ana.id, category: 'LOTT', stake: 70_000n, status: 'open', at: inJune(8) },
      { memberId: ana.id, category: 'LOTT', stake: 0n, status: 'refunded', at: inJune(9) },
      // Settled in May or in July: another period's.
      { memberId: ana.id, category: 'LOTT', stake: 90_000n, at: new Date('2026-05-31T23:59:59Z') },
      { memberId: ana.id, category: 'LOTT', stake: 90_000n, at: new Date('2026-07-01T00:00:00Z') },
      // Ben: fishing in full, 1.00.
      { memberId: ben.id, category: 'FISH', stake: 100n, at: inJune(30) },
    ]);
  });
  afterAll(() => ctx.close());

  it('counts settled stakes per category under the merchant’s rules', async () => {
    const turnover = await validTurnover(ctx.database.db, merchantId, june);
    const anas = turnover.get(ana.id)!;
    expect(Object.fromEntries(anas.byCategory)).toEqual({
      LIVE: 7_500n,
      RNG: 999n,
      LOTT: 1_234n,
    });
    expect(anas.total).toBe(7_500n + 999n + 1_234n);
    expect(turnover.get(ben.id)).toEqual({ total: 100n, byCategory: new Map([['FISH', 100n]]) });
  });

  it('reads only the members asked for, and none without a stake that counts', async () => {
    const turnover = await validTurnover(ctx.database.db, merchantId, {
      ...june,
      memberIds: [ben.id],
    });
    expect([...turnover.keys()]).toEqual([ben.id]);
    const may = { from: new Date('2026-05-01T00:00:00Z'), until: june.from };
    expect((await validTurnover(ctx.database.db, merchantId, may)).get(ana.id)?.total).toBe(
      90_000n,
    );
    expect(await validTurnover(ctx.database.db, merchantId, { ...june, memberIds: [] })).toEqual(
      new Map(),
    );
  });
});
