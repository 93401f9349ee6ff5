import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, merchantIdOf, type TestContext } from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';
import { runJobOnce } from '../../../platform/jobs/job-runner';
import { betRounds } from '../rewards-testing';
import { saveRules } from '../turnover/queries';
import { earnPoints, pointsEarningJob, savePointRates } from './service';

// The earning job on the demo brand's programme (seeded), with this file's own rates, on a
// fake clock on 1 June 2026: play is rounds settled at those times.

const at = (time: string) => new Date(`2026-06-01T${time}Z`);
const major = (amount: number) => BigInt(Math.round(amount * 100));

describe('the points earning job', () => {
  let ctx: TestContext;
  let merchantId: number;
  let ana: TestMember;
  let ben: TestMember;
  let trial: TestMember;

  beforeAll(async () => {
    ctx = await createTestContext();
    merchantId = await merchantIdOf(ctx.database);
    await savePointRates(
      ctx.database.db,
      merchantId,
      [
        { category: 'LIVE', rate: 70 },
        { category: 'RNG', rate: 120 },
        { category: 'FISH', rate: 120 },
        { category: 'SPORTS', rate: 100 },
        { category: 'LOTT', rate: 0 },
      ],
      new Date(),
    );
    // Valid turnover is the turnover module's: sports counts half for this brand.
    await saveRules(
      ctx.database.db,
      merchantId,
      [{ category: 'SPORTS', weight: 5_000, excluded: false }],
      new Date(),
    );
    ana = await newMember(ctx, { prefix: 'pt' });
    ben = await newMember(ctx, { prefix: 'pt' });
    trial = await newMember(ctx, { prefix: 'pt', accountType: 4 });
  });
  afterAll(() => ctx.close());

  const earn = (now: Date) => ctx.database.db.transaction((tx) => earnPoints(tx, now));

  async function journalOf(member: TestMember) {
    const { rows } = await ctx.database.execute(
      `select idempotency_key, type, change::text as change, balance_after::text as after,
         remarks from point_journal where member_id = $1 order by id`,
      [member.id],
    );
    return rows as { idempotency_key: string; type: string; change: string; after: string }[];
  }

  async function balanceOf(member: TestMember) {
    const { rows } = await ctx.database.execute(
      'select balance::text as balance from point_accounts where member_id = $1',
      [member.id],
    );
    return (rows[0]?.balance as string | undefined) ?? '0';
  }

  it('credits each closed window’s valid turnover at the category rates, per point type', async () => {
    await betRounds(ctx, [
      // Ana, 10:00–10:15: live 150.00 → 105.00 points; slots 20.00 and fishing 5.00 → rng
      // 24.00 + 6.00 = 30.00; sports 300.00 counts half (150.00) → 150.00 points; lottery
      // earns none at this brand's rate 0.
      { memberId: ana.id, category: 'LIVE', stake: major(100), at: at('10:02:00') },
      { memberId: ana.id, category: 'LIVE', stake: major(50), at: at('10:14:59') },
      { memberId: ana.id, category: 'RNG', stake: major(20), at: at('10:05:00') },
      { memberId: ana.id, category: 'FISH', stake: major(5), at: at('10:06:00') },
      { memberId: ana.id, category: 'SPORTS', stake: major(300), at: at('10:07:00') },
      { memberId: ana.id, category: 'LOTT', stake: major(500), at: at('10:08:00') },
      // Open and refunded rounds are not valid turnover: they earn nothing.
      { memberId: ana.id, category: 'LIVE', stake: major(900), status: 'open', at: at('10:09:00') },
      { memberId: ana.id, category: 'LIVE', stake: 0n, status: 'refunded', at: at('10:10:00') },
      // Ben, 10:15–10:30: slots 0.83 at 1.20 = 0.996 → 0.99 points.
      { memberId: ben.id, category: 'RNG', stake: 83n, at: at('10:15:00') },
      // A trial account's play earns nothing.
      { memberId: trial.id, category: 'RNG', stake: major(1_000), at: at('10:05:00') },
    ]);

    // 10:16: the 10:00–10:15 window is still within its 2-minute grace — the first run of a
    // brand starts its watermark at the last closed window (09:45–10:00): nothing to earn.
    await earn(at('10:16:00'));
    expect(await journalOf(ana)).toEqual([]);

    await earn(at('10:17:00'));
    const window = '2026-06-01T10:00:00.000Z';
    expect(await journalOf(ana)).toEqual([
      expect.objectContaining({
        idempotency_key: `points-earn:${window}:${ana.id}:live`,
        change: '10500',
      }),
      expect.objectContaining({
        idempotency_key: `points-earn:${window}:${ana.id}:rng`,
        change: '3000',
      }),
      expect.objectContaining({
        idempotency_key: `points-earn:${window}:${ana.id}:sports`,
        change: '15000',
      }),
    ]);
    expect((await journalOf(ana)).map((row) => row.after)).toEqual(['10500', '13500', '28500']);
    expect((await journalOf(ana))[0]).toMatchObject({ remarks: '2026-06-01 10:00–10:15 UTC' });
    expect(await balanceOf(ana)).toBe('28500');
    // Ben's round settled in the next window, not yet closed.
    expect(await journalOf(ben)).toEqual([]);
    expect(await journalOf(trial)).toEqual([]);
  });

  it('earns each settled stake once, however often and from however many servers it runs', async () => {
    await earn(at('10:17:30'));
    const runs = await Promise.all([
      runJobOnce(ctx.database.db, pointsEarningJob, at('10:33:00')),
      runJobOnce(ctx.database.db, pointsEarningJob, at('10:33:00')),
      runJobOnce(ctx.database.db, pointsEarningJob, at('10:40:00')),
    ]);
    expect(runs).not.toContain('failed');
    await earn(at('10:44:00'));
    expect(await balanceOf(ana)).toBe('28500');
    expect(await journalOf(ben)).toEqual([
      expect.objectContaining({ type: 'rng', change: '99', after: '99' }),
    ]);
  });

  it('never credits a window twice, even with the watermark set back', async () => {
    await ctx.database.execute(
      'update point_earning_marks set earned_through = $2 where merchant_id = $1',
      [merchantId, at('10:00:00').toISOString()],
    );
    await earn(at('10:44:00'));
    expect(await journalOf(ana)).toHaveLength(3);
    expect(await journalOf(ben)).toHaveLength(1);
  });

  it('catches up on missed windows a batch per run, earning each window on its own', async () => {
    // Ana plays at 11:05 and at 20:50; the job next runs at 21:10 (the server was down).
    await betRounds(ctx, [
      { memberId: ana.id, category: 'LIVE', stake: major(10), at: at('11:05:00') },
      { memberId: ana.id, category: 'LIVE', stake: major(10), at: at('20:50:00') },
    ]);
    const outcomes: string[] = [];
    for (let run = 0; run < 10; run += 1) {
      const outcome = await runJobOnce(ctx.database.db, pointsEarningJob, at('21:10:00'));
      outcomes.push(outcome);
      if (outcome !== 'more') break;
    }
    // 10:45 to 21:00 is 41 windows: 8 a run, so 6 runs, the last one done.
    expect(outcomes).toEqual(['more', 'more', 'more', 'more', 'more', 'ran']);
    const live = (await journalOf(ana)).filter((row) => row.type === 'live');
    // 10.00 of live at 0.70 = 7.00 points, in each of the two windows.
    expect(live.map((row) => row.change)).toEqual(['10500', '700', '700']);
    expect(await balanceOf(ana)).toBe('29900');
    const { rows } = await ctx.database.execute(
      'select earned_through from point_earning_marks where merchant_id = $1',
      [merchantId],
    );
    expect(new Date(rows[0]!.earned_through as string)).toEqual(at('21:00:00'));
  });
});
