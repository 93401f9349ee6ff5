import { randomUUID } from 'node:crypto';
import { paths } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, mainBalance, merchantIdOf, type TestContext } from '../../../testing';
import { call, newPlayer, paymentPassword, type Player } from '../../../testing/withdrawals';
import { betRounds } from '../rewards-testing';
import { earnPoints, savePointSettings } from './service';

// The points mall's calls through the real server: points earned by the job on the demo
// brand's seeded programme (slots 1.20 points a unit, 100 points buy P 1.00, 100 at least),
// then converted to cash.

const major = (amount: number) => BigInt(Math.round(amount * 100));

describe('points: balance, details, rules and conversion to cash', () => {
  let ctx: TestContext;
  let merchantId: number;
  let eve: Player;
  let fay: Player;
  let gus: Player;

  beforeAll(async () => {
    ctx = await createTestContext();
    merchantId = await merchantIdOf(ctx.database);
    eve = await newPlayer(ctx);
    fay = await newPlayer(ctx);
    gus = await newPlayer(ctx);
    // 1,000.00 of slots each at 1.20: 1,200.00 points; Fay also 100.00 of live: 70.00.
    const at = new Date(Date.now() - 20 * 60_000);
    await betRounds(
      ctx,
      [eve, fay, gus].map((player) => ({
        memberId: player.memberId,
        category: 'RNG',
        stake: major(1_000),
        at,
      })),
    );
    await betRounds(ctx, [{ memberId: fay.memberId, category: 'LIVE', stake: major(100), at }]);
    // The brand's first run earns the last closed window: the one the rounds settled in.
    const window = 15 * 60_000;
    const now = new Date(at.getTime() - (at.getTime() % window) + window + 2 * 60_000);
    await ctx.database.db.transaction((tx) => earnPoints(tx, now));
  });
  afterAll(() => ctx.close());

  const convert = (
    player: Player,
    points: number,
    requestId = randomUUID(),
    password = paymentPassword,
  ) =>
    call(ctx, player.token, 'POST', paths.rewardsPointConvert, {
      points,
      paymentPassword: password,
      requestId,
    });

  async function postingsOf(player: Player) {
    const { rows } = await ctx.database.execute(
      `select p.idempotency_key, e.amount::text as amount from ledger_postings p
       join ledger_entries e on e.posting_id = p.id and e.amount > 0
       where p.member_id = $1 and p.kind = 'bonus' order by p.id`,
      [player.memberId],
    );
    return rows;
  }

  it('tells anyone how points are earned and what they are worth', async () => {
    const answer = await call(ctx, null, 'GET', paths.rewardsPointRules);
    expect(answer.status).toBe(200);
    const programme = answer.body.value.programme;
    expect(programme.rates).toEqual(
      expect.arrayContaining([
        { category: 'LIVE', type: 'live', rate: 0.7 },
        { category: 'SPORTS', type: 'sports', rate: 1 },
        { category: 'FISH', type: 'rng', rate: 1.2 },
        { category: 'RNG', type: 'rng', rate: 1.2 },
        { category: 'PVP', type: 'pvp', rate: 1 },
      ]),
    );
    expect(programme).toMatchObject({ cashPerHundredPoints: 1, minConvertPoints: 100 });
  });

  it('shows the member’s balance by type and every change, and no one else’s', async () => {
    const summary = await call(ctx, fay.token, 'GET', paths.rewardsPoints);
    expect(summary.body.value.balance).toBe(1_270);
    expect(summary.body.value.byType).toEqual(
      expect.arrayContaining([
        { type: 'live', points: 70 },
        { type: 'rng', points: 1_200 },
        { type: 'redeem', points: 0 },
      ]),
    );
    const details = await call(ctx, fay.token, 'GET', `${paths.rewardsPointDetails}?pageSize=1`);
    expect(details.body.value).toMatchObject({
      pageNo: 1,
      pageSize: 1,
      totalCount: 2,
      totalPages: 2,
    });
    // Newest first: rng was written after live in the window.
    expect(details.body.value.list[0]).toMatchObject({
      type: 'rng',
      change: 1_200,
      balanceAfter: 1_270,
      cashAmount: null,
    });
    const live = await call(ctx, fay.token, 'GET', `${paths.rewardsPointDetails}?type=live`);
    expect(live.body.value.list).toHaveLength(1);
    expect((await call(ctx, null, 'GET', paths.rewardsPoints)).status).toBe(401);
    expect((await call(ctx, null, 'GET', paths.rewardsPointDetails)).status).toBe(401);
  });

  it('converts points to cash in one ledger posting, the points debited beside it', async () => {
    const before = await mainBalance(ctx.database, eve.username);
    const requestId = randomUUID();
    const answer = await convert(eve, 250, requestId);
    expect(answer.body).toMatchObject({
      success: true,
      value: { points: 250, cashAmount: 2.5, balance: 950 },
    });
    expect(await mainBalance(ctx.database, eve.username)).toBe(before + 250n);
    expect(await postingsOf(eve)).toEqual([
      { idempotency_key: `points-convert:${eve.memberId}:${requestId}`, amount: '250' },
    ]);
    const details = await call(ctx, eve.token, 'GET', paths.rewardsPointDetails);
    expect(details.body.value.list[0]).toMatchObject({
      type: 'redeem',
      change: -250,
      balanceAfter: 950,
      cashAmount: 2.5,
    });
  });

  it('answers a resend with the first conversion and refuses the same request for other points', async () => {
    const requestId = randomUUID();
    const first = await convert(eve, 100, requestId);
    const again = await convert(eve, 100, requestId);
    expect(again.body.value).toEqual(first.body.value);
    const other = await convert(eve, 200, requestId);
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('ledger.idempotency.conflict');
    expect((await call(ctx, eve.token, 'GET', paths.rewardsPoints)).body.value.balance).toBe(850);
    expect(await postingsOf(eve)).toHaveLength(2);
  });

  it('converts once when the same request arrives many times at once', async () => {
    const before = await mainBalance(ctx.database, gus.username);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => convert(gus, 300, requestId)),
    );
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ success: true, value: { points: 300, cashAmount: 3 } });
    }
    expect(await postingsOf(gus)).toHaveLength(1);
    expect(await mainBalance(ctx.database, gus.username)).toBe(before + 300n);
    const { rows } = await ctx.database.execute(
      `select count(*)::int as rows from point_journal where member_id = $1 and type = 'redeem'`,
      [gus.memberId],
    );
    expect(rows[0]!.rows).toBe(1);
  });

  it('never takes more points than the member holds, whatever arrives at once', async () => {
    // Gus holds 900.00: of four different conversions of 400 sent together, two can pass.
    const answers = await Promise.all(Array.from({ length: 4 }, () => convert(gus, 400)));
    const passed = answers.filter((answer) => answer.body.success);
    expect(passed).toHaveLength(2);
    for (const refused of answers.filter((answer) => !answer.body.success)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'rewards_points_insufficient',
        value: { balance: 100 },
      });
    }
    expect((await call(ctx, gus.token, 'GET', paths.rewardsPoints)).body.value.balance).toBe(100);
  });

  it('refuses, changing nothing, a wrong password, too few or too many points', async () => {
    const balance = await mainBalance(ctx.database, fay.username);
    const wrong = await convert(fay, 100, randomUUID(), 'not-it-1');
    expect(wrong.body.message).toBe('payment_password_wrong');
    const few = await convert(fay, 99);
    expect(few.status).toBe(400);
    expect(few.body).toMatchObject({
      message: 'rewards_points_below_minimum',
      value: { min: 100 },
    });
    const many = await convert(fay, 1_271);
    expect(many.body).toMatchObject({
      message: 'rewards_points_insufficient',
      value: { balance: 1_270 },
    });
    const bad = await call(ctx, fay.token, 'POST', paths.rewardsPointConvert, {
      points: 1.5,
      paymentPassword,
      requestId: randomUUID(),
    });
    expect(bad.status).toBe(400);
    expect(await mainBalance(ctx.database, fay.username)).toBe(balance);
    expect((await call(ctx, fay.token, 'GET', paths.rewardsPoints)).body.value.balance).toBe(1_270);
    expect(await postingsOf(fay)).toEqual([]);
  });

  it('refuses when the brand closes conversion, and to a trial account', async () => {
    await savePointSettings(
      ctx.database.db,
      merchantId,
      { cashPerHundredPoints: 0n, minConvertPoints: 100_00n },
      new Date(),
    );
    const closed = await convert(fay, 100);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('rewards_points_conversion_closed');
    await savePointSettings(
      ctx.database.db,
      merchantId,
      { cashPerHundredPoints: 100n, minConvertPoints: 100_00n },
      new Date(),
    );
    const trial = await newPlayer(ctx, { accountType: 4 });
    expect((await convert(trial, 100)).status).toBe(403);
  });
});
