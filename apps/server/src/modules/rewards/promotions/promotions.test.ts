import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, mainBalance, type TestContext } from '../../../testing';
import {
  addCard,
  call,
  newPlayer,
  staffToken,
  withdraw,
  type Player,
} from '../../../testing/withdrawals';
import { betRounds } from '../rewards-testing';

// The seeded welcome bonus end to end, through the app: a new member joins it, deposits by
// bank transfer, the operator confirms (twice at once), the bonus is paid once with its
// wagering, withdrawals wait for the turnover, then go through. Balances in minor units.

let ctx: TestContext;
let staff: string;
let welcomeId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffToken(ctx);
  const { rows } = await ctx.database.execute(
    `select id from promotion_rules where announcement_code = 'demo-promo-welcome-bonus'`,
  );
  welcomeId = Number(rows[0]!.id);
});
afterAll(() => ctx.close());

const offers = (token: string | null) => call(ctx, token, 'GET', '/wps/rewards/promotions');
const join = (player: Player, promotionId = welcomeId, comment?: string) =>
  call(ctx, player.token, 'POST', `/wps/rewards/promotions/${promotionId}/join`, {
    ...(comment === undefined ? {} : { comment }),
  });
const bonuses = (player: Player) => call(ctx, player.token, 'GET', '/wps/rewards/bonuses');

/** A bank-transfer deposit the operator has confirmed `times` times at once. */
async function deposit(player: Player, amount: number, times = 1) {
  const opened = await call(ctx, player.token, 'POST', '/wps/wallet/deposit', {
    methodCode: 'bank',
    amount,
  });
  expect(opened.status).toBe(200);
  const orderNo = opened.body.value.orderNo as string;
  const confirms = await Promise.all(
    Array.from({ length: times }, () =>
      call(ctx, staff, 'POST', `/bo/deposits/${orderNo}/confirm`),
    ),
  );
  for (const answer of confirms) expect(answer.status).toBe(200);
  return orderNo;
}

async function bonusPostings(memberId: bigint) {
  const { rows } = await ctx.database.execute(
    `select idempotency_key, kind, amount::text as amount from ledger_postings
     where member_id = $1 and kind = 'bonus'`,
    [memberId],
  );
  return rows;
}

const welcomeOf = (answer: { body: { value: { id: number }[] } }) =>
  answer.body.value.find((offer) => offer.id === welcomeId);

describe('the welcome bonus', () => {
  it('is offered to a visitor and a new member as one to join', async () => {
    expect(welcomeOf(await offers(null))).toMatchObject({
      announcementCode: 'demo-promo-welcome-bonus',
      kind: 'first_deposit_match',
      matchBasisPoints: 10_000,
      maxBonus: 1_000,
      minDeposit: 50,
      wageringMultiple: 10,
      status: 'join',
      closedReason: null,
    });
    const player = await newPlayer(ctx);
    expect(welcomeOf(await offers(player.token))).toMatchObject({ status: 'join' });
  });

  it('pays the first deposit’s match once, however many confirmations arrive', async () => {
    const player = await newPlayer(ctx);
    const joined = await join(player, welcomeId, 'Found it on the home page');
    expect(joined.status).toBe(200);
    expect(joined.body.value).toMatchObject({ status: 'signed' });

    await deposit(player, 500, 3);

    expect(await bonusPostings(player.memberId)).toEqual([
      { idempotency_key: `promo:${welcomeId}:${player.memberId}`, kind: 'bonus', amount: '50000' },
    ]);
    expect(await mainBalance(ctx.database, player.username)).toBe(100_000n);
    expect(welcomeOf(await offers(player.token))).toMatchObject({ status: 'issued' });
    expect((await bonuses(player)).body.value).toEqual([
      expect.objectContaining({
        promotionId: welcomeId,
        // Named by its promotion's title, not its code.
        title: 'DEMO · 100% welcome bonus in play money',
        status: 'issued',
        deposit: 500,
        bonus: 500,
        wageringMultiple: 10,
        required: 5_000,
        done: 0,
        remaining: 5_000,
        completedAt: null,
      }),
    ]);
  });

  it('matches only the first deposit: a second one adds no bonus', async () => {
    const player = await newPlayer(ctx);
    await join(player);
    await deposit(player, 2_000);
    await deposit(player, 800);
    expect(await bonusPostings(player.memberId)).toEqual([
      expect.objectContaining({ amount: '100000' }),
    ]);
    expect(await mainBalance(ctx.database, player.username)).toBe(380_000n);
  });

  it('pays nothing to a member who did not join before depositing, and then closes to them', async () => {
    const player = await newPlayer(ctx);
    await deposit(player, 500);
    expect(await bonusPostings(player.memberId)).toEqual([]);
    expect(welcomeOf(await offers(player.token))).toMatchObject({
      status: 'closed',
      closedReason: 'not_new_member',
    });
    const late = await join(player);
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'rewards_promotion_new_members_only' },
    });
    expect(welcomeOf(await offers(player.token))).toMatchObject({ status: 'closed' });
  });

  it('refuses a second join and a comment over 140 characters, changing nothing', async () => {
    const player = await newPlayer(ctx);
    expect((await join(player, welcomeId, 'x'.repeat(141))).status).toBe(400);
    expect(welcomeOf(await offers(player.token))).toMatchObject({ status: 'join' });
    expect((await join(player)).status).toBe(200);
    expect(await join(player)).toMatchObject({
      status: 409,
      body: { message: 'rewards_promotion_already_joined' },
    });
  });

  it('closes a joined match whose first deposit is below the minimum', async () => {
    const { rows } = await ctx.database.execute(
      `select min_amount::text as min from payment_methods where code = 'bank'`,
    );
    // The bank method's own minimum may be above the promotion's: raise the promotion's.
    await ctx.database.execute('update promotion_rules set min_deposit = $2 where id = $1', [
      welcomeId,
      BigInt(rows[0]!.min as string) + 1_000n,
    ]);
    try {
      const player = await newPlayer(ctx);
      await join(player);
      await deposit(player, Number(rows[0]!.min) / 100);
      expect(await bonusPostings(player.memberId)).toEqual([]);
      expect(welcomeOf(await offers(player.token))).toMatchObject({
        status: 'closed',
        closedReason: 'deposit_below_minimum',
      });
    } finally {
      await ctx.database.execute('update promotion_rules set min_deposit = 5000 where id = $1', [
        welcomeId,
      ]);
    }
  });

  it('is refused to a trial account', async () => {
    const trial = await newPlayer(ctx, { accountType: 4 });
    expect((await join(trial)).status).toBe(403);
  });
});

describe('a bonus locked by its wagering', () => {
  it('refuses withdrawals with the turnover still needed, until it is met', async () => {
    const player = await newPlayer(ctx);
    const cardId = await addCard(ctx, player);
    const withCard = { ...player, cardId };
    await join(player);
    await deposit(player, 500);

    const refused = await withdraw(ctx, withCard, 100);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'rewards_bonus_wagering_not_met',
        value: { remaining: 5_000, required: 5_000, done: 0 },
      },
    });
    expect(await mainBalance(ctx.database, player.username)).toBe(100_000n);

    // Rounds settle after the bonus: P 3,000 of slots, and a refunded round that never counts.
    const now = new Date();
    await betRounds(ctx, [
      { memberId: player.memberId, category: 'RNG', stake: 300_000n, at: now },
      { memberId: player.memberId, category: 'RNG', stake: 900_000n, at: now, status: 'refunded' },
    ]);
    expect(await withdraw(ctx, withCard, 100)).toMatchObject({
      status: 409,
      body: { value: { remaining: 2_000, done: 3_000 } },
    });
    expect((await bonuses(player)).body.value[0]).toMatchObject({ done: 3_000, remaining: 2_000 });

    await betRounds(ctx, [
      { memberId: player.memberId, category: 'LIVE', stake: 200_000n, at: new Date() },
    ]);
    const paid = await withdraw(ctx, withCard, 100);
    expect(paid.status).toBe(200);
    expect(await mainBalance(ctx.database, player.username)).toBe(90_000n);
    expect((await bonuses(player)).body.value[0]).toMatchObject({
      status: 'claimed',
      done: 5_000,
      remaining: 0,
      completedAt: expect.any(String),
    });
    expect(welcomeOf(await offers(player.token))).toMatchObject({ status: 'claimed' });
  });

  it('leaves a member without bonuses free to withdraw', async () => {
    const player = await newPlayer(ctx);
    const cardId = await addCard(ctx, player);
    await deposit(player, 500);
    expect((await withdraw(ctx, { ...player, cardId }, 100)).status).toBe(200);
  });
});
