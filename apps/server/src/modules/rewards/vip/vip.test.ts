import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { consoleRewards } from '@croupier/contract';
import { createTestContext, mainBalance, merchantIdOf, type TestContext } from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';
import { runJobOnce } from '../../../platform/jobs/job-runner';
import { betRounds, depositAt } from '../rewards-testing';
import {
  evaluateVipRanks,
  keepsLevel,
  levelReached,
  monthOf,
  previousMonth,
  saveLadder,
  vipRankJob,
} from './service';

// The rank job on a ladder of this file's own, on a fake clock in June to August 2026: figures
// are rounds and deposits placed at those times.

const major = (amount: number) => BigInt(Math.round(amount * 100));

function level(
  number: number,
  name: string,
  reach: [number, number],
  keep: [number, number],
  upgradeBonus: number,
): consoleRewards.ParsedVipLevel {
  return {
    level: number,
    name,
    upgradeDeposits: major(reach[0]),
    upgradeTurnover: major(reach[1]),
    retainDeposits: major(keep[0]),
    retainTurnover: major(keep[1]),
    benefits: {
      rebateRates: { LIVE: 50 },
      dailyWithdrawalLimit: null,
      upgradeBonus: major(upgradeBonus),
      birthdayBonus: 0n,
    },
  };
}

const ladder = [
  level(0, 'Base', [0, 0], [0, 0], 0),
  level(1, 'Silver', [100, 1_000], [50, 500], 10),
  level(2, 'Gold', [500, 5_000], [200, 2_000], 50),
  level(3, 'Platinum', [2_000, 20_000], [1_000, 10_000], 0),
];

describe('the ladder’s rules', () => {
  const figures = (deposits: number, validTurnover: number) => ({
    deposits: major(deposits),
    validTurnover: major(validTurnover),
  });

  it('reach the highest level whose deposits AND valid turnover are both met', () => {
    expect(levelReached(ladder, figures(99.99, 1_000_000))).toBe(0);
    expect(levelReached(ladder, figures(100, 1_000))).toBe(1);
    expect(levelReached(ladder, figures(600, 4_999.99))).toBe(1);
    expect(levelReached(ladder, figures(600, 5_000))).toBe(2);
    expect(levelReached(ladder, figures(1_000_000, 1_000_000))).toBe(3);
  });

  it('keep a level only when both retention thresholds are met', () => {
    const gold = ladder[2]!;
    expect(keepsLevel(gold, figures(200, 2_000))).toBe(true);
    expect(keepsLevel(gold, figures(199.99, 1_000_000))).toBe(false);
    expect(keepsLevel(gold, figures(1_000_000, 1_999.99))).toBe(false);
  });

  it('count months in UTC', () => {
    expect(monthOf(new Date('2026-06-30T23:59:59.999Z'))).toEqual({
      key: '2026-06',
      from: new Date('2026-06-01T00:00:00Z'),
      until: new Date('2026-07-01T00:00:00Z'),
    });
    expect(previousMonth(new Date('2026-01-01T00:00:00Z')).key).toBe('2025-12');
  });
});

describe('the rank job', () => {
  let ctx: TestContext;
  let merchantId: number;
  let cara: TestMember;
  let dan: TestMember;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    ctx = await createTestContext();
    merchantId = await merchantIdOf(ctx.database);
    await ctx.database.db.transaction((tx) => saveLadder(tx, merchantId, ladder));
    cara = await newMember(ctx, { prefix: 'vip' });
    dan = await newMember(ctx, { prefix: 'vip' });
  });
  afterAll(() => ctx.close());

  const evaluate = (now: Date) => ctx.database.db.transaction((tx) => evaluateVipRanks(tx, now));

  async function rankOf(member: TestMember) {
    const { rows } = await ctx.database.execute(
      `select m.rank_level, m.club_label, r.level from members m
       left join vip_ranks r on r.member_id = m.id where m.id = $1`,
      [member.id],
    );
    return rows[0] as { rank_level: number; club_label: string | null; level: number | null };
  }

  async function bonusesOf(member: TestMember) {
    const { rows } = await ctx.database.execute(
      `select idempotency_key, amount::text as amount from ledger_postings
       where member_id = $1 and kind = 'bonus' order by id`,
      [member.id],
    );
    return rows;
  }

  it('lifts a member to the highest level reached and pays each level’s bonus once', async () => {
    // June: 600.00 deposited, 5,000.00 of live settled: Gold at once, Silver passed on the way.
    await depositAt(ctx, merchantId, cara.id, major(600), at('2026-06-05T10:00:00Z'));
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(5_000), at: at('2026-06-06T10:00:00Z') },
    ]);
    const before = await mainBalance(ctx.database, cara.username);
    await evaluate(at('2026-06-10T00:00:00Z'));

    expect(await rankOf(cara)).toEqual({ rank_level: 2, club_label: 'Gold', level: 2 });
    expect(await bonusesOf(cara)).toEqual([
      { idempotency_key: `vip-upgrade:${cara.id}:1`, amount: '1000' },
      { idempotency_key: `vip-upgrade:${cara.id}:2`, amount: '5000' },
    ]);
    expect(await mainBalance(ctx.database, cara.username)).toBe(before + major(60));
  });

  it('changes nothing when it runs again, through the runner or not', async () => {
    const balance = await mainBalance(ctx.database, cara.username);
    expect(await runJobOnce(ctx.database.db, vipRankJob, at('2026-06-10T00:05:00Z'))).toBe('ran');
    expect(await runJobOnce(ctx.database.db, vipRankJob, at('2026-06-20T00:00:00Z'))).toBe('ran');
    await evaluate(at('2026-06-20T00:00:00Z'));
    expect(await rankOf(cara)).toEqual({ rank_level: 2, club_label: 'Gold', level: 2 });
    expect(await bonusesOf(cara)).toHaveLength(2);
    expect(await mainBalance(ctx.database, cara.username)).toBe(balance);
  });

  it('pays once when two servers evaluate at the same time', async () => {
    await depositAt(ctx, merchantId, dan.id, major(100), at('2026-06-11T10:00:00Z'));
    await betRounds(ctx, [
      { memberId: dan.id, category: 'RNG', stake: major(1_000), at: at('2026-06-11T11:00:00Z') },
    ]);
    const now = at('2026-06-12T00:00:00Z');
    // Two runners (one takes the job's lock, the other skips or runs after it), and two
    // evaluations without the lock at all.
    const outcomes = await Promise.all([
      runJobOnce(ctx.database.db, vipRankJob, now),
      runJobOnce(ctx.database.db, vipRankJob, now),
      evaluate(now),
      evaluate(now),
    ]);
    expect(outcomes.slice(0, 2)).not.toContain('failed');
    expect(await rankOf(dan)).toEqual({ rank_level: 1, club_label: 'Silver', level: 1 });
    expect(await bonusesOf(dan)).toEqual([
      { idempotency_key: `vip-upgrade:${dan.id}:1`, amount: '1000' },
    ]);
  });

  it('keeps a level at the month’s end when the month met its retention thresholds', async () => {
    // June's 600.00 and 5,000.00 keep Gold (200.00 and 2,000.00); Dan's 100.00 and 1,000.00
    // keep Silver (50.00 and 500.00).
    await evaluate(at('2026-07-01T00:05:00Z'));
    expect((await rankOf(cara)).level).toBe(2);
    expect((await rankOf(dan)).level).toBe(1);
  });

  it('takes a member down one level at the month’s end when the month missed them', async () => {
    // July: 100.00 and 1,000.00, short of Gold's retention: down to Silver in August, one
    // level, though the month kept nothing of Gold. Dan played nothing: down to Base.
    await depositAt(ctx, merchantId, cara.id, major(100), at('2026-07-15T10:00:00Z'));
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(1_000), at: at('2026-07-15T11:00:00Z') },
    ]);
    await evaluate(at('2026-07-20T00:00:00Z'));
    expect((await rankOf(cara)).level).toBe(2);

    await evaluate(at('2026-08-01T00:05:00Z'));
    expect(await rankOf(cara)).toEqual({ rank_level: 1, club_label: 'Silver', level: 1 });
    expect(await rankOf(dan)).toEqual({ rank_level: 0, club_label: 'Base', level: 0 });

    // A month's end takes a member down once, however often the job runs.
    await evaluate(at('2026-08-01T00:10:00Z'));
    await runJobOnce(ctx.database.db, vipRankJob, at('2026-08-02T00:00:00Z'));
    expect((await rankOf(cara)).level).toBe(1);
    expect((await rankOf(dan)).level).toBe(0);
  });

  it('pays no bonus again for a level reached a second time', async () => {
    // August: Cara is back at Gold's thresholds; Gold's bonus was paid in June.
    await depositAt(ctx, merchantId, cara.id, major(500), at('2026-08-03T10:00:00Z'));
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(5_000), at: at('2026-08-03T11:00:00Z') },
    ]);
    const balance = await mainBalance(ctx.database, cara.username);
    await evaluate(at('2026-08-04T00:00:00Z'));
    expect(await rankOf(cara)).toEqual({ rank_level: 2, club_label: 'Gold', level: 2 });
    expect(await bonusesOf(cara)).toHaveLength(2);
    expect(await mainBalance(ctx.database, cara.username)).toBe(balance);
  });
});
