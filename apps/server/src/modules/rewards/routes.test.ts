import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@croupier/contract';
import {
  auditCount,
  createTestContext,
  lastAudit,
  merchantIdOf,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
} from '../../testing';
import { call, newMember, playerToken, type TestMember } from '../../testing/members';
import { betRounds, depositAt } from './rewards-testing';

// The rewards' calls as the site and the console make them, on the demo brand's ladder
// (seed/demo-rewards.ts: Bronze 0 … Black Diamond 5).

let ctx: TestContext;
let merchantId: number;
let admin: string;
let support: string;
let member: TestMember;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  admin = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  support = await staffTokenOfRole(ctx, 'support');
  member = await newMember(ctx, { prefix: 'rw' });
  token = await playerToken(ctx, member);
});
afterAll(() => ctx.close());

describe('GET /wps/rewards/vip', () => {
  it('shows a visitor the levels with their thresholds and benefits, and no member figures', async () => {
    const answer = await call(ctx, null, 'GET', paths.rewardsVip);
    expect(answer.status).toBe(200);
    const { levels, member: progress } = answer.body.value;
    expect(progress).toBeNull();
    expect(levels.map((level: { name: string }) => level.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Black Diamond',
    ]);
    expect(levels[1]).toEqual({
      level: 1,
      name: 'Silver',
      upgradeDeposits: 5_000,
      upgradeTurnover: 50_000,
      retainDeposits: 2_000,
      retainTurnover: 20_000,
      // The upgrade bonus and the demo cashback rates are paid today: no other benefit is set.
      benefits: {
        rebateRates: {
          LIVE: 50,
          RNG: 60,
          SPORTS: 60,
          ESPORTS: 60,
          FISH: 60,
          PVP: 40,
          LOTT: 25,
          ELOTT: 25,
        },
        dailyWithdrawalLimit: null,
        upgradeBonus: 88,
        birthdayBonus: 0,
      },
    });
  });

  it('shows a member this month’s figures and what the next level still needs', async () => {
    const now = new Date();
    await depositAt(ctx, merchantId, member.id, 100_000n, now);
    await betRounds(ctx, [
      { memberId: member.id, category: 'LIVE', stake: 600_000n, at: now },
      { memberId: member.id, category: 'RNG', stake: 400_000n, at: now },
      { memberId: member.id, category: 'RNG', stake: 900_000n, status: 'open', at: now },
    ]);
    const answer = await call(ctx, token, 'GET', paths.rewardsVip);
    expect(answer.status).toBe(200);
    const progress = answer.body.value.member;
    expect(progress).toMatchObject({
      level: 0,
      name: 'Bronze',
      deposits: 1_000,
      validTurnover: 10_000,
      // Silver asks 5,000.00 deposited and 50,000.00 of valid turnover in the month.
      next: { level: 1, name: 'Silver', depositsMissing: 4_000, turnoverMissing: 40_000 },
      retention: { depositsMissing: 0, turnoverMissing: 0 },
    });
    expect(progress.turnoverByCategory).toEqual(
      expect.arrayContaining([
        { category: 'LIVE', validTurnover: 6_000 },
        { category: 'RNG', validTurnover: 4_000 },
      ]),
    );
    expect(new Date(progress.period.from).getUTCDate()).toBe(1);
  });

  it('shows the demo player the rank the ladder gives, as the nav reads it', async () => {
    const { rows } = await ctx.database.execute(
      `select club_label, rank_level from members where username = 'player1'`,
    );
    expect(rows[0]).toEqual({ club_label: 'Bronze', rank_level: 0 });
  });
});

describe('the console’s VIP levels', () => {
  const url = '/bo/rewards/vip-levels';

  async function ladder() {
    const answer = await call(ctx, admin, 'GET', url);
    expect(answer.status).toBe(200);
    return answer.body.value as { level: number; name: string; upgradeDeposits: number }[];
  }

  it('replaces the ladder, renames the members’ rank and audits it', async () => {
    const silverMember = await newMember(ctx, { prefix: 'rw' });
    await ctx.database.execute(
      `update members set rank_level = 1, club_label = 'Silver' where id = $1`,
      [silverMember.id],
    );
    const levels = (await ladder()).slice(0, 3);
    levels[1] = { ...levels[1]!, name: 'Argent', upgradeDeposits: 4_000.5 };
    const answer = await call(ctx, admin, 'PUT', url, { levels });
    expect(answer.status).toBe(200);
    expect(answer.body.value.map((level: { name: string }) => level.name)).toEqual([
      'Bronze',
      'Argent',
      'Gold',
    ]);
    expect(answer.body.value[1].upgradeDeposits).toBe(4_000.5);
    expect(await lastAudit(ctx.database)).toMatchObject({
      staff_username: 'admin',
      merchant_id: merchantId,
      action: 'rewards.vip_levels.update',
      target: 'vip-levels',
    });
    const { rows } = await ctx.database.execute('select club_label from members where id = $1', [
      silverMember.id,
    ]);
    expect(rows[0]).toEqual({ club_label: 'Argent' });
  });

  it('refuses a ladder that breaks a rule, saying why, and changes nothing', async () => {
    const before = await ladder();
    const audited = await auditCount(ctx.database);
    const cheaper = structuredClone(before);
    cheaper[2]!.upgradeDeposits = 1;
    const refused = await call(ctx, admin, 'PUT', url, { levels: cheaper });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'rewards.vip.levels.invalid',
      message: 'rewards_vip_thresholds_decrease',
      value: { level: 2 },
    });
    const gap = await call(ctx, admin, 'PUT', url, { levels: [before[0], before[2]] });
    expect(gap.body.message).toBe('rewards_vip_levels_not_contiguous');
    expect(await ladder()).toEqual(before);
    expect(await auditCount(ctx.database)).toBe(audited);
  });

  it('refuses to remove a level a member holds', async () => {
    const gold = await newMember(ctx, { prefix: 'rw' });
    await ctx.database.execute(
      `insert into vip_ranks (member_id, merchant_id, level, changed_at) values ($1, $2, 2, now())`,
      [gold.id, merchantId],
    );
    const answer = await call(ctx, admin, 'PUT', url, { levels: (await ladder()).slice(0, 2) });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      errorCode: 'rewards.vip.level.in.use',
      message: 'rewards_vip_level_in_use',
    });
    expect(await ladder()).toHaveLength(3);
  });

  it('lets every staff member read it and only owners and admins change it', async () => {
    expect((await call(ctx, support, 'GET', url)).status).toBe(200);
    const refused = await call(ctx, support, 'PUT', url, { levels: await ladder() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('no_permission');
  });
});

describe('the console’s turnover rules', () => {
  const url = '/bo/rewards/turnover-rules';

  it('lists every category, in full by default, and sets some, audited', async () => {
    const listed = await call(ctx, admin, 'GET', url);
    expect(listed.body.value).toContainEqual({ category: 'LIVE', weight: 10_000, excluded: false });
    expect(listed.body.value).toHaveLength(8);

    const rules = [
      { category: 'LIVE', weight: 5_000, excluded: false },
      { category: 'SPORTS', weight: 10_000, excluded: true },
    ];
    const answer = await call(ctx, admin, 'PUT', url, { rules });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual(expect.arrayContaining(rules));
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'rewards.turnover_rules.update',
      before: [
        { category: 'LIVE', weight: 10_000, excluded: false },
        { category: 'SPORTS', weight: 10_000, excluded: false },
      ],
      after: rules,
    });

    // The member's valid turnover follows: live now counts half.
    const progress = (await call(ctx, token, 'GET', paths.rewardsVip)).body.value.member;
    expect(progress.validTurnover).toBe(3_000 + 4_000);
  });

  it('refuses a weight above 100 % and a category named twice, changing nothing', async () => {
    const before = (await call(ctx, admin, 'GET', url)).body.value;
    const heavy = await call(ctx, admin, 'PUT', url, {
      rules: [{ category: 'RNG', weight: 10_001, excluded: false }],
    });
    expect(heavy.status).toBe(400);
    const twice = await call(ctx, admin, 'PUT', url, {
      rules: [
        { category: 'RNG', weight: 1_000, excluded: false },
        { category: 'RNG', weight: 2_000, excluded: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('rewards_turnover_rule_repeated');
    expect((await call(ctx, admin, 'GET', url)).body.value).toEqual(before);
    expect((await call(ctx, support, 'PUT', url, { rules: [] })).status).toBe(403);
  });
});
