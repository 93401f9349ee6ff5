import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@croupier/contract';
import {
  createTestContext,
  mainBalance,
  merchantIdOf,
  secondServerOf,
  type TestContext,
} from '../../../testing';
import { call, newMember, playerToken, type TestMember } from '../../../testing/members';
import { runJobOnce } from '../../../platform/jobs/job-runner';
import { betRounds } from '../rewards-testing';
import { dayOf } from './calculation';
import { categoryRebate, claimRebate, dailyRebateJob, payDailyRebates, rebateOf } from './service';

// Cashback on the demo brand's ladder (seed/demo-rewards.ts, DEMO rates): Bronze (level 0)
// pays 0.40 % of live, 0.50 % of slots, sports, e-sports and fishing, 0.30 % of PVP and
// 0.20 % of lottery; Silver (level 1) 0.10 % more (lottery 0.05 % more).

const major = (amount: number) => BigInt(Math.round(amount * 100));
const hour = 60 * 60 * 1000;

describe('the cashback of a period', () => {
  it('is the valid turnover times the rate in basis points, rounded down', () => {
    // 1,000.00 at 0.40 % is 4.00.
    expect(categoryRebate(major(1_000), 40)).toBe(major(4));
    // 333.33 at 0.50 % is 1.66665: 1.66, never rounded up.
    expect(categoryRebate(major(333.33), 50)).toBe(major(1.66));
    // 1.99 at 0.50 % is less than a cent: nothing.
    expect(categoryRebate(major(1.99), 50)).toBe(0n);
    expect(categoryRebate(major(1_000), 0)).toBe(0n);
  });

  it('adds up per category, every rated or played category shown, in the site’s order', () => {
    const { lines, total } = rebateOf(
      new Map([
        ['RNG', major(333.33)],
        ['LIVE', major(1_000)],
        ['LOTT', major(50)],
      ]),
      { LIVE: 40, RNG: 50, FISH: 50 },
    );
    expect(lines).toEqual([
      { category: 'LIVE', validTurnover: major(1_000), rate: 40, amount: major(4) },
      { category: 'RNG', validTurnover: major(333.33), rate: 50, amount: major(1.66) },
      { category: 'FISH', validTurnover: 0n, rate: 50, amount: 0n },
      // Played, but the level gives lottery no rate.
      { category: 'LOTT', validTurnover: major(50), rate: 0, amount: 0n },
    ]);
    expect(total).toBe(major(5.66));
  });

  it('counts days in UTC', () => {
    expect(dayOf(new Date('2026-12-09T23:59:59.999Z'))).toEqual({
      from: new Date('2026-12-09T00:00:00Z'),
      until: new Date('2026-12-10T00:00:00Z'),
    });
  });
});

/** Sets the demo brand's MANUAL_REBATE switch. */
async function manualRebate(ctx: TestContext, enabled: boolean) {
  await ctx.database.execute(
    `update whitelabel_modules set enabled = $1 where mod_id = 'MANUAL_REBATE'`,
    [enabled],
  );
}

async function registeredAt(ctx: TestContext, member: TestMember, at: Date) {
  await ctx.database.execute('update members set created_at = $2 where id = $1', [
    member.id,
    at.toISOString(),
  ]);
}

async function rebatePostings(ctx: TestContext, member: TestMember) {
  const { rows } = await ctx.database.execute(
    `select p.idempotency_key, p.amount::text as amount, p.kind,
       (select a.kind from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.posting_id = p.id and e.amount < 0) as paid_from
     from ledger_postings p where p.member_id = $1 and p.idempotency_key like 'rebate:%'
     order by p.id`,
    [member.id],
  );
  return rows;
}

describe('claiming cashback (MANUAL_REBATE on)', () => {
  let ctx: TestContext;
  let ana: TestMember;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    ana = await newMember(ctx, { prefix: 'rb' });
    const now = Date.now();
    await registeredAt(ctx, ana, new Date(now - 72 * hour));
    await betRounds(ctx, [
      { memberId: ana.id, category: 'LIVE', stake: major(1_000), at: new Date(now - 48 * hour) },
      { memberId: ana.id, category: 'RNG', stake: major(333.33), at: new Date(now - 24 * hour) },
      // Open (no result yet) and refunded rounds are no valid turnover.
      {
        memberId: ana.id,
        category: 'SPORTS',
        stake: major(5_000),
        status: 'open',
        at: new Date(now - 2 * hour),
      },
      {
        memberId: ana.id,
        category: 'LOTT',
        stake: 0n,
        status: 'refunded',
        at: new Date(now - 2 * hour),
      },
    ]);
    token = await playerToken(ctx, ana);
  });
  afterAll(() => ctx.close());

  it('shows what is claimable since registration, per category at the member’s level', async () => {
    const answer = await call(ctx, token, 'GET', paths.rewardsRebate);
    expect(answer.status).toBe(200);
    const summary = answer.body.value;
    expect(summary).toMatchObject({ claimable: true, level: 0, levelName: 'Bronze', total: 5.66 });
    expect(summary.categories).toContainEqual({
      category: 'LIVE',
      validTurnover: 1_000,
      rate: 40,
      amount: 4,
    });
    expect(summary.categories).toContainEqual({
      category: 'RNG',
      validTurnover: 333.33,
      rate: 50,
      amount: 1.66,
    });
    expect(summary.categories).toContainEqual({
      category: 'SPORTS',
      validTurnover: 0,
      rate: 50,
      amount: 0,
    });
  });

  it('pays the claim to the main wallet from the promotions account, once', async () => {
    const before = await mainBalance(ctx.database, ana.username);
    const answer = await call(ctx, token, 'POST', paths.rewardsRebateClaim);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ kind: 'claim', level: 0, amount: 5.66 });
    expect(await mainBalance(ctx.database, ana.username)).toBe(before + major(5.66));
    expect(await rebatePostings(ctx, ana)).toEqual([
      {
        idempotency_key: `rebate:${ana.id}:${answer.body.value.from}`,
        amount: '566',
        kind: 'bonus',
        paid_from: 'promotions',
      },
    ]);

    // Nothing is claimable since: a second claim is refused, saying why, and pays nothing.
    const summary = (await call(ctx, token, 'GET', paths.rewardsRebate)).body.value;
    expect(summary.total).toBe(0);
    expect(summary.from).toBe(answer.body.value.until);
    const again = await call(ctx, token, 'POST', paths.rewardsRebateClaim);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      errorCode: 'rewards.rebate.nothing.claimable',
      message: 'rewards_rebate_nothing_claimable',
    });
    expect(await mainBalance(ctx.database, ana.username)).toBe(before + major(5.66));
  });

  it('starts the next claim where the last one ended, at the level the member holds now', async () => {
    const last = (await call(ctx, token, 'GET', paths.rewardsRebate)).body.value.from;
    // Settled at the very instant the last claim ended: the next period's, not the last's.
    await betRounds(ctx, [
      { memberId: ana.id, category: 'LIVE', stake: major(200), at: new Date(last) },
    ]);
    const merchantId = await merchantIdOf(ctx.database);
    await ctx.database.execute(
      `insert into vip_ranks (member_id, merchant_id, level, changed_at) values ($1, $2, 1, now())`,
      [ana.id, merchantId],
    );
    const answer = await call(ctx, token, 'POST', paths.rewardsRebateClaim);
    expect(answer.status).toBe(200);
    // Silver: 200.00 of live at 0.50 % is 1.00.
    expect(answer.body.value).toMatchObject({ level: 1, amount: 1, from: last });
    expect(answer.body.value.categories).toContainEqual({
      category: 'LIVE',
      validTurnover: 200,
      rate: 50,
      amount: 1,
    });

    const history = await call(ctx, token, 'GET', `${paths.rewardsRebateClaims}?pageSize=1`);
    expect(history.status).toBe(200);
    expect(history.body.value).toMatchObject({ pageNo: 1, totalCount: 2, totalPages: 2 });
    expect(history.body.value.list).toEqual([answer.body.value]);
  });

  it('pays once when the same member claims many times at once, on two servers', async () => {
    const ben = await newMember(ctx, { prefix: 'rb' });
    const now = Date.now();
    await registeredAt(ctx, ben, new Date(now - 10 * hour));
    await betRounds(ctx, [
      { memberId: ben.id, category: 'FISH', stake: major(800), at: new Date(now - 5 * hour) },
    ]);
    const benToken = await playerToken(ctx, ben);
    const second = await secondServerOf(ctx);
    try {
      const claim = (server: typeof ctx.app) =>
        server.inject({
          method: 'POST',
          url: paths.rewardsRebateClaim,
          headers: { merchant: 'demo', authorization: benToken },
        });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => claim(index % 2 ? second : ctx.app)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json().message).toBe('rewards_rebate_nothing_claimable');
      }
    } finally {
      await second.close();
    }
    // 800.00 of fishing at 0.50 % is 4.00, paid once.
    expect(await mainBalance(ctx.database, ben.username)).toBe(major(4));
    expect(await rebatePostings(ctx, ben)).toHaveLength(1);
  });

  it('is refused to a visitor, and while the brand pays cashback daily', async () => {
    expect((await call(ctx, null, 'POST', paths.rewardsRebateClaim)).status).toBe(401);
    await manualRebate(ctx, false);
    try {
      const summary = await call(ctx, token, 'GET', paths.rewardsRebate);
      expect(summary.body.value.claimable).toBe(false);
      const refused = await call(ctx, token, 'POST', paths.rewardsRebateClaim);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('rewards_rebate_paid_daily');
    } finally {
      await manualRebate(ctx, true);
    }
  });
});

describe('the daily cashback (MANUAL_REBATE off)', () => {
  let ctx: TestContext;
  let merchantId: number;
  let cara: TestMember;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    ctx = await createTestContext();
    merchantId = await merchantIdOf(ctx.database);
    await manualRebate(ctx, false);
    cara = await newMember(ctx, { prefix: 'rbd' });
    await registeredAt(ctx, cara, at('2026-12-01T08:00:00Z'));
  });
  afterAll(() => ctx.close());

  /** Runs the job as the runner does: again at once while it has work left. */
  async function runJob(now: Date) {
    let outcome;
    do outcome = await runJobOnce(ctx.database.db, dailyRebateJob, now);
    while (outcome === 'more');
    expect(outcome).toBe('ran');
  }

  async function payoutsOf(member: TestMember) {
    const { rows } = await ctx.database.execute(
      `select kind, period_from, period_until, amount::text as amount from rebate_payouts
       where member_id = $1 order by id`,
      [member.id],
    );
    return rows.map((row) => ({
      kind: row.kind,
      from: new Date(row.period_from as string).toISOString(),
      until: new Date(row.period_until as string).toISOString(),
      amount: row.amount,
    }));
  }

  it('pays yesterday’s cashback, with anything before it still unpaid, once', async () => {
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(500), at: at('2026-12-08T10:00:00Z') },
      { memberId: cara.id, category: 'RNG', stake: major(200), at: at('2026-12-09T23:59:59Z') },
      // Today's: tomorrow's run pays it.
      { memberId: cara.id, category: 'RNG', stake: major(100), at: at('2026-12-10T00:01:00Z') },
    ]);
    await runJob(at('2026-12-10T00:05:00Z'));
    // 500.00 × 0.40 % + 200.00 × 0.50 % = 2.00 + 1.00.
    expect(await payoutsOf(cara)).toEqual([
      {
        kind: 'daily',
        from: '2026-12-01T08:00:00.000Z',
        until: '2026-12-10T00:00:00.000Z',
        amount: '300',
      },
    ]);
    await runJob(at('2026-12-10T00:10:00Z'));
    await runJob(at('2026-12-10T23:00:00Z'));
    expect(await payoutsOf(cara)).toHaveLength(1);
    expect(await mainBalance(ctx.database, cara.username)).toBe(major(3));
  });

  it('catches up on days it missed, one period per day', async () => {
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(1_000), at: at('2026-12-11T12:00:00Z') },
    ]);
    // No run on the 11th or 12th: the 13th's pays the 10th, 11th and 12th in turn.
    await runJob(at('2026-12-13T00:05:00Z'));
    expect((await payoutsOf(cara)).slice(1)).toEqual([
      {
        kind: 'daily',
        from: '2026-12-10T00:00:00.000Z',
        until: '2026-12-11T00:00:00.000Z',
        amount: '50',
      },
      {
        kind: 'daily',
        from: '2026-12-11T00:00:00.000Z',
        until: '2026-12-12T00:00:00.000Z',
        amount: '400',
      },
    ]);
    expect(await mainBalance(ctx.database, cara.username)).toBe(major(3 + 0.5 + 4));
  });

  it('pays a day once when two servers run it at the same time', async () => {
    const dan = await newMember(ctx, { prefix: 'rbd' });
    await registeredAt(ctx, dan, at('2026-12-12T08:00:00Z'));
    await betRounds(ctx, [
      { memberId: dan.id, category: 'PVP', stake: major(1_000), at: at('2026-12-13T09:00:00Z') },
      { memberId: cara.id, category: 'PVP', stake: major(2_000), at: at('2026-12-13T09:00:00Z') },
    ]);
    const now = at('2026-12-14T00:05:00Z');
    const outcomes = await Promise.all([
      runJobOnce(ctx.database.db, dailyRebateJob, now),
      runJobOnce(ctx.database.db, dailyRebateJob, now),
      ctx.database.db.transaction((tx) => payDailyRebates(tx, now)),
      ctx.database.db.transaction((tx) => payDailyRebates(tx, now)),
    ]);
    expect(outcomes.slice(0, 2)).not.toContain('failed');
    // PVP at 0.30 %: 3.00 and 6.00.
    expect(await rebatePostings(ctx, dan)).toEqual([
      expect.objectContaining({ amount: '300', kind: 'bonus', paid_from: 'promotions' }),
    ]);
    // Cara played nothing on the 12th: her period runs from the 12th, where the last ended.
    expect((await payoutsOf(cara)).at(-1)).toMatchObject({
      from: '2026-12-12T00:00:00.000Z',
      until: '2026-12-14T00:00:00.000Z',
      amount: '600',
    });
    expect(await rebatePostings(ctx, cara)).toHaveLength(4);
  });

  it('pays nothing by itself while members claim, and never what a claim paid', async () => {
    await manualRebate(ctx, true);
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(1_000), at: at('2026-12-14T00:30:00Z') },
    ]);
    await runJob(at('2026-12-15T00:05:00Z'));
    expect(await payoutsOf(cara)).toHaveLength(4);

    // Cara claims on the 15th: the 14th's live, 4.00.
    const claim = await claimRebate(
      ctx.database.db,
      { merchantId, memberId: cara.id },
      at('2026-12-15T01:00:00Z'),
    );
    expect(claim).toMatchObject({ kind: 'claim', amount: 4, from: '2026-12-14T00:00:00.000Z' });

    // The brand turns the switch off: the job starts on the 15th, after what she claimed.
    await manualRebate(ctx, false);
    await betRounds(ctx, [
      { memberId: cara.id, category: 'LIVE', stake: major(500), at: at('2026-12-15T12:00:00Z') },
    ]);
    await runJob(at('2026-12-16T00:05:00Z'));
    expect((await payoutsOf(cara)).slice(4)).toEqual([
      {
        kind: 'claim',
        from: '2026-12-14T00:00:00.000Z',
        until: '2026-12-15T00:59:00.000Z',
        amount: '400',
      },
      {
        kind: 'daily',
        from: '2026-12-15T00:59:00.000Z',
        until: '2026-12-16T00:00:00.000Z',
        amount: '200',
      },
    ]);
  });
});
