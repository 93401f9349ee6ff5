import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  fundMember,
  mainBalance,
  memberIdOf,
  merchantIdOf,
  staffTokenFor,
  type TestContext,
} from '../../testing';
import { newMember, type TestMember } from '../../testing/members';
import { reconcile } from '../wallet/service';
import {
  chooseResult,
  lotteryRowCounts,
  openDrawsAfter,
  postingsOf,
  ticketOf,
  type DrawRow,
  placeLines,
  type TestLine,
} from './lottery-testing';
import { runLotterySchedule } from './service';
import { cancelTicket, type Bettor } from './tickets/service';

// The operator's risk limits at placement, set through the console as an operator would:
// the cap per pick of a draw, closed and half-pay picks, a bet type's own stake range.
// Tickets are placed through the service at a `now` of the test's choosing, on draws made by
// the scheduler's first run; PostgreSQL (TEST_DATABASE_URL) adds placements that race.

let ctx: TestContext;
let admin: string;
let merchantId: number;
const start = new Date();
type Player = TestMember & { bettor: Bettor };
let alice: Player;
let bob: Player;

async function player(prefix: string): Promise<Player> {
  const member = await newMember(ctx, { prefix });
  await fundMember(ctx.database, member.username, 10_000_000n);
  return {
    ...member,
    bettor: { merchantId, memberId: await memberIdOf(ctx.database, member.username) },
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  admin = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  alice = await player('ra');
  bob = await player('rb');
  await ctx.database.db.transaction((tx) => runLotterySchedule(tx, start));
});
afterAll(() => ctx.close());

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

type Line = TestLine;

/** Places tickets as the player API would at `now`; the answer's tickets. */
async function place(who: Player, gameCode: string, draw: DrawRow, lines: Line[], now = start) {
  return placeLines(ctx, who.bettor, { gameCode, numero: draw.numero, lines }, now);
}

async function console(method: 'GET' | 'PUT', url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: admin, merchant: 'demo' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const noLimits = { minStake: null, maxStake: null, numberCap: null, closed: [], halfPay: [] };

async function setRisk(gameCode: string, betType: string, risk: Partial<typeof noLimits> | object) {
  const answer = await console('PUT', `/bo/lottery/games/${gameCode}/bet-types/${betType}/risk`, {
    ...noLimits,
    ...risk,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The draw's exposure of one bet type as the console shows it: pick → its figures. */
async function exposureOf(gameCode: string, draw: DrawRow, betType: string) {
  const answer = await console(
    'GET',
    `/bo/lottery/games/${gameCode}/draws/${draw.numero}/exposure`,
  );
  expect(answer.status).toBe(200);
  const entry = answer.body.value.betTypes.find(
    (candidate: { betType: string }) => candidate.betType === betType,
  );
  return Object.fromEntries(
    entry.picks.map((pick: { pick: string; tickets: number; stake: string; payout: string }) => [
      pick.pick,
      { tickets: pick.tickets, stake: pick.stake, payout: pick.payout },
    ]),
  );
}

const sum = (numbers: number[], unitStake: number): Line => ({
  betType: 'sum',
  selection: { numbers },
  unitStake,
});

describe('the cap per pick of a draw', () => {
  let draw: DrawRow;

  let first: string;

  it('refuses the ticket that would take a pick past it, naming the pick and the limit', async () => {
    [draw] = (await openDrawsAfter(ctx, 'k3-3m', start)) as [DrawRow];
    // A sum of 9 pays 8.4: 42.00 a ticket at 5.00; the draw may stand to pay 100.00 on it.
    await setRisk('k3-3m', 'sum', { numberCap: 100 });
    const [placed] = await place(alice, 'k3-3m', draw, [sum([9], 5)]);
    first = placed!.ticketId;
    await place(bob, 'k3-3m', draw, [sum([9], 5)]);
    expect(await exposureOf('k3-3m', draw, 'sum')).toEqual({
      9: { tickets: 2, stake: '1000', payout: '8400' },
    });

    const balance = await mainBalance(ctx.database, alice.username);
    const rows = await lotteryRowCounts(ctx);
    // 84.00 + 16.80 would pass 100.00; the first line fits, the request is refused whole.
    await expect(place(alice, 'k3-3m', draw, [sum([10], 1), sum([9], 2)])).rejects.toMatchObject({
      messageKey: 'lottery_number_cap',
      status: 409,
      value: {
        fields: { 'body.lines.1': 'lottery_number_cap' },
        betType: 'sum',
        pick: '9',
        limit: 100,
      },
    });
    expect(await mainBalance(ctx.database, alice.username)).toBe(balance);
    expect(await lotteryRowCounts(ctx)).toEqual(rows);
    expect(await exposureOf('k3-3m', draw, 'sum')).toEqual({
      9: { tickets: 2, stake: '1000', payout: '8400' },
    });

    // 84.00 + 8.40 fits, and another pick has room of its own.
    await place(alice, 'k3-3m', draw, [sum([9], 1), sum([10], 5)]);
    expect(await exposureOf('k3-3m', draw, 'sum')).toEqual({
      9: { tickets: 3, stake: '1100', payout: '9240' },
      10: { tickets: 1, stake: '500', payout: '3900' },
    });
  });

  it('makes room again when a player cancels a ticket', async () => {
    await expect(place(bob, 'k3-3m', draw, [sum([9], 1)])).rejects.toMatchObject({
      messageKey: 'lottery_number_cap',
    });
    await cancelTicket(ctx.database.db, alice.bettor, BigInt(first), start);
    expect(await exposureOf('k3-3m', draw, 'sum')).toEqual({
      9: { tickets: 2, stake: '600', payout: '5040' },
      10: { tickets: 1, stake: '500', payout: '3900' },
    });
    await place(bob, 'k3-3m', draw, [sum([9], 1)]);
    expect((await exposureOf('k3-3m', draw, 'sum'))[9]).toEqual({
      tickets: 3,
      stake: '700',
      payout: '5880',
    });
  });

  it('holds a Keno line to its cap on every ball it picked', async () => {
    const [kenoDraw] = (await openDrawsAfter(ctx, 'keno-5m', start)) as [DrawRow];
    // Pick 2 pays 16: 32.00 at 2.00, on ball 7 and on ball 8 alike.
    await setRisk('keno-5m', 'pick2', { numberCap: 40 });
    await place(alice, 'keno-5m', kenoDraw, [
      { betType: 'pick2', selection: { numbers: [7, 8] }, unitStake: 2 },
    ]);
    await expect(
      place(bob, 'keno-5m', kenoDraw, [
        { betType: 'pick2', selection: { numbers: [8, 9] }, unitStake: 1 },
      ]),
    ).rejects.toMatchObject({ messageKey: 'lottery_number_cap', value: { pick: '8' } });
    expect(await exposureOf('keno-5m', kenoDraw, 'pick2')).toEqual({
      7: { tickets: 1, stake: '200', payout: '3200' },
      8: { tickets: 1, stake: '200', payout: '3200' },
    });
  });
});

// PGlite is one connection: two placements there take turns by construction. On PostgreSQL
// they run at once, and the pick's row lock is what keeps them within the cap.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two placements at once', () => {
  it('take a pick past its cap together only if one of them is refused', async () => {
    const [, draw] = (await openDrawsAfter(ctx, 'k3-3m', start)) as [DrawRow, DrawRow];
    // Big pays 1.98: 39.60 a ticket at 20.00; one fits under 50.00, two do not.
    await setRisk('k3-3m', 'side', { numberCap: 50 });
    const big: Line = { betType: 'side', selection: { option: 'big' }, unitStake: 20 };
    const before =
      (await mainBalance(ctx.database, alice.username)) +
      (await mainBalance(ctx.database, bob.username));
    const outcomes = await Promise.allSettled([
      place(alice, 'k3-3m', draw, [big]),
      place(bob, 'k3-3m', draw, [big]),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      messageKey: 'lottery_number_cap',
      value: { pick: 'big', limit: 50 },
    });
    expect(await exposureOf('k3-3m', draw, 'side')).toEqual({
      big: { tickets: 1, stake: '2000', payout: '3960' },
    });
    const after =
      (await mainBalance(ctx.database, alice.username)) +
      (await mainBalance(ctx.database, bob.username));
    expect(after).toBe(before - 2000n);
  });
});

describe('closed picks', () => {
  it('refuse a line on one, for the whole game or for one draw', async () => {
    const [first, second] = (await openDrawsAfter(ctx, 'ssc-1m', start)) as [DrawRow, DrawRow];
    await setRisk('ssc-1m', 'digit', { closed: ['1:7'] });
    for (const draw of [first, second]) {
      await expect(
        place(alice, 'ssc-1m', draw, [
          { betType: 'digit', selection: { positions: [[3, 7]] }, unitStake: 1 },
        ]),
      ).rejects.toMatchObject({
        messageKey: 'lottery_number_closed',
        status: 409,
        value: { fields: { 'body.lines.0.selection': 'lottery_number_closed' }, pick: '1:7' },
      });
    }
    // The same digit elsewhere is another pick.
    await place(alice, 'ssc-1m', first, [
      { betType: 'digit', selection: { positions: [[3], [7]] }, unitStake: 1 },
    ]);

    // Closed for the second draw only.
    const closed = await console(
      'PUT',
      `/bo/lottery/games/ssc-1m/draws/${second.numero}/bet-types/sum_side/rules`,
      { closed: ['big'], halfPay: [] },
    );
    expect(closed.status).toBe(200);
    const bigSum: Line = { betType: 'sum_side', selection: { option: 'big' }, unitStake: 1 };
    await expect(place(alice, 'ssc-1m', second, [bigSum])).rejects.toMatchObject({
      messageKey: 'lottery_number_closed',
      value: { betType: 'sum_side', pick: 'big' },
    });
    await place(alice, 'ssc-1m', first, [bigSum]);
    await setRisk('ssc-1m', 'digit', {});
  });
});

describe('half-pay picks', () => {
  it('pay a line on one at half the odds, kept in its ticket, and settled at them', async () => {
    const [, , draw] = (await openDrawsAfter(ctx, 'k3-3m', start)) as DrawRow[];
    // Dice 2, 3 and 5 in some order: a sum of 10.
    await chooseResult(
      ctx,
      draw!,
      { code: 'k3-3m', family: 'k3' },
      (dice) => [...dice].sort().join() === '2,3,5',
    );
    await setRisk('k3-3m', 'sum', { halfPay: ['10'] });
    const [ticket] = await place(alice, 'k3-3m', draw!, [sum([10, 11], 2)]);
    // 10 pays 3.9 instead of 7.8; 11 keeps 7.8.
    expect(ticket!.odds).toMatchObject({ 10: 3.9, 11: 7.8, 9: 8.4 });
    // The best result for the line is now 11 (7.8 × 2.00), no longer 10.
    expect(ticket!.potentialWin).toBe(15.6);

    await ctx.database.db.transaction((tx) => runLotterySchedule(tx, draw!.drawsAt));
    // 2.00 × 3.9 = 7.80, the stake included; settling needed nothing but the snapshot.
    expect(await ticketOf(ctx, ticket!.ticketId)).toMatchObject({ status: 'won', payout: 780n });
    expect(await postingsOf(ctx, ticket!.ticketId)).toEqual([
      { kind: 'bet', amount: 400n, category: 'ELOTT' },
      { kind: 'win', amount: 780n, category: 'ELOTT' },
    ]);
    await setRisk('k3-3m', 'sum', {});
  });

  it('halve a Keno line standing on one of its balls', async () => {
    const [, kenoDraw] = (await openDrawsAfter(ctx, 'keno-5m', start)) as DrawRow[];
    await setRisk('keno-5m', 'pick3', { halfPay: ['30'] });
    const [ticket] = await place(alice, 'keno-5m', kenoDraw!, [
      { betType: 'pick3', selection: { numbers: [30, 31, 32] }, unitStake: 1 },
    ]);
    expect(ticket!.odds).toEqual({ 3: 22, 2: 1.2 });
  });

  it('refuse a ticket whose half-pay line shares its prize with full-pay lines', async () => {
    const [draw] = (await openDrawsAfter(ctx, 'k3-3m', start)) as [DrawRow];
    await setRisk('k3-3m', 'two_different', { halfPay: ['12'] });
    const rows = await lotteryRowCounts(ctx);
    await expect(
      place(alice, 'k3-3m', draw, [
        { betType: 'two_different', selection: { numbers: [1, 2, 3] }, unitStake: 1 },
      ]),
    ).rejects.toMatchObject({
      messageKey: 'lottery_half_pay_separate',
      value: { betType: 'two_different', pick: '12' },
    });
    expect(await lotteryRowCounts(ctx)).toEqual(rows);
    const [alone] = await place(alice, 'k3-3m', draw, [
      { betType: 'two_different', selection: { numbers: [1, 2] }, unitStake: 1 },
    ]);
    expect(alone!.odds).toEqual({ hit: 3.5 });
  });
});

describe('a bet type’s own stake range', () => {
  it('refuses a unit stake outside it, within the game’s', async () => {
    const [draw] = (await openDrawsAfter(ctx, 'pk10-5m', start)) as [DrawRow];
    await setRisk('pk10-5m', 'top_two_sum_side', { minStake: 2, maxStake: 5 });
    const line = (unitStake: number): Line => ({
      betType: 'top_two_sum_side',
      selection: { option: 'odd' },
      unitStake,
    });
    for (const unitStake of [1, 6]) {
      await expect(place(alice, 'pk10-5m', draw, [line(unitStake)])).rejects.toMatchObject({
        messageKey: 'lottery_bet_type_stake_range',
        value: {
          fields: { 'body.lines.0.unitStake': 'lottery_bet_type_stake_range' },
          betType: 'top_two_sum_side',
          min: 2,
          max: 5,
        },
      });
    }
    const [ticket] = await place(alice, 'pk10-5m', draw, [line(3)]);
    expect((await postingsOf(ctx, ticket!.ticketId)).map((posting) => posting.amount)).toEqual([
      300n,
    ]);
    // Other bet types keep the game's range.
    await place(alice, 'pk10-5m', draw, [
      { betType: 'top_two_sum', selection: { numbers: [11] }, unitStake: 1 },
    ]);
  });
});

describe('the books', () => {
  it('reconcile after capped, closed and half-paid tickets', async () => {
    await ctx.database.db.transaction((tx) => runLotterySchedule(tx, later(start, 24 * 3_600_000)));
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });
});
