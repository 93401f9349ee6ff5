import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, parseAmount } from '@croupier/contract';
import { formatPercent, k3, lotteryOdds } from '@croupier/engines';
import {
  auditCount,
  createTestContext,
  fundMember,
  lastAudit,
  memberIdOf,
  merchantIdOf,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
} from '../../../testing';
import { newMember, type TestMember } from '../../../testing/members';
import { reconcile } from '../../wallet/service';
import {
  betRecordOf,
  chooseResult,
  drawById,
  openDrawsAfter,
  postingsOf,
  ticketOf,
  type DrawRow,
  placeLines,
  type TestLine,
} from '../lottery-testing';
import { runLotterySchedule } from '../service';
import { placeTickets, type Bettor } from '../tickets/service';

// The lottery's console through its routes, as staff call it; tickets are placed through the
// service and draws run by the scheduler on a fake clock, as in the scheduler's tests.

let ctx: TestContext;
let admin: string;
let merchantId: number;
let member: TestMember;
let bettor: Bettor;
const start = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  admin = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  member = await newMember(ctx, { prefix: 'lc' });
  await fundMember(ctx.database, member.username, 10_000_000n);
  bettor = { merchantId, memberId: await memberIdOf(ctx.database, member.username) };
  await run(start);
});
afterAll(() => ctx.close());

const run = (now: Date) => ctx.database.db.transaction((tx) => runLotterySchedule(tx, now));
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

// Tests read answers field by field and assert their shape; typing each would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; text: string; headers: Record<string, unknown> };

async function bo(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  token = admin,
): Promise<Answer> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant: 'demo' },
    ...(payload ? { payload } : {}),
  });
  const json = response.headers['content-type']?.toString().startsWith('application/json');
  return {
    status: response.statusCode,
    body: json ? response.json() : null,
    text: response.body,
    headers: response.headers,
  };
}

type Line = TestLine;

async function place(gameCode: string, draw: DrawRow, lines: Line[], now = start) {
  return placeLines(ctx, bettor, { gameCode, numero: draw.numero, lines }, now);
}

async function gameOf(code: string) {
  const answer = await bo('GET', '/bo/lottery/games');
  expect(answer.status).toBe(200);
  return answer.body.value.find((game: { gameCode: string }) => game.gameCode === code);
}

const betTypeOf = (game: { betTypes: { betType: string }[] }, code: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game.betTypes.find((betType) => betType.betType === code) as any;

describe('the games', () => {
  it('lists every game with its settings, each bet type’s odds, RTP and limits', async () => {
    const answer = await bo('GET', '/bo/lottery/games');
    expect(answer.status).toBe(200);
    const games = answer.body.value;
    // The demo's fast draws first, then its scheduled lotteries.
    expect(games.slice(0, 4).map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'ssc-1m',
      'k3-3m',
      'pk10-5m',
      'keno-5m',
    ]);
    const dice = games[1];
    expect(dice).toMatchObject({
      name: 'K3 Dice (3 minutes)',
      family: 'k3',
      kind: 'ELOTT',
      drawIntervalSeconds: 180,
      enabled: true,
      stakePerPoint: 1,
      minStakePerLine: 1,
      maxStakePerLine: 10_000,
      maxPayoutPerTicket: 1_000_000,
    });
    expect(betTypeOf(dice, 'side')).toEqual({
      betType: 'side',
      odds: ['big', 'small', 'odd', 'even'].map((prize) => ({
        prize,
        odds: '1.98',
        defaultOdds: '1.98',
      })),
      rtp: '96.25%',
      minStake: null,
      maxStake: null,
      numberCap: null,
      closed: [],
      halfPay: [],
    });
    expect(betTypeOf(dice, 'sum').odds).toContainEqual({
      prize: '9',
      odds: '8.4',
      defaultOdds: '8.4',
    });
  });

  it('answers the exact RTP of odds being typed, saving nothing', async () => {
    const before = await auditCount(ctx.database);
    const preview = await bo('POST', '/bo/lottery/games/k3-3m/rtp', {
      betType: 'side',
      odds: { big: '1.9', small: '1.9', odd: '1.9', even: '1.9' },
    });
    expect(preview.status).toBe(200);
    // 105 of the 216 throws are small and not a triple: 105 × 1.9 / 216.
    expect(preview.body.value).toEqual({ betType: 'side', rtp: '92.36%', acceptable: true });
    const generous = await bo('POST', '/bo/lottery/games/k3-3m/rtp', {
      betType: 'side',
      odds: { big: '2.1' },
    });
    // Big at 2.1, the others at 1.98: small is the least generous side and is the figure.
    expect(generous.body.value).toEqual({ betType: 'side', rtp: '96.25%', acceptable: true });
    const over = await bo('POST', '/bo/lottery/games/k3-3m/rtp', {
      betType: 'side',
      odds: { big: '2.1', small: '2.1', odd: '2.1', even: '2.1' },
    });
    expect(over.body.value).toEqual({
      betType: 'side',
      rtp: formatPercent(
        k3.side.rtp(lotteryOdds.sameOdds(['big', 'small', 'odd', 'even'], '2.1')),
        2,
      ),
      acceptable: false,
    });
    expect(over.body.value.rtp).toBe('102.08%');
    expect(await auditCount(ctx.database)).toBe(before);
  });

  it('refuses odds returning 100 % or more, naming the bet type, and odds below 1', async () => {
    const before = await auditCount(ctx.database);
    const generous = await bo('PATCH', '/bo/lottery/games/k3-3m', {
      odds: { side: { big: '2.1', small: '2.1', odd: '2.1', even: '2.1' } },
    });
    expect(generous.status).toBe(400);
    expect(generous.body.message).toBe('lottery_rtp_too_high');
    expect(generous.body.value).toMatchObject({
      betType: 'side',
      rtp: '102.08%',
      fields: { 'body.odds.side': 'lottery_rtp_too_high' },
    });

    const below = await bo('PATCH', '/bo/lottery/games/k3-3m', {
      odds: { side: { big: '0.98' } },
    });
    expect(below.status).toBe(400);
    expect(below.body.value.fields).toEqual({ 'body.odds.side.big': 'lottery_odds_below_one' });

    const unknown = await bo('PATCH', '/bo/lottery/games/k3-3m', { odds: { side: { tie: '2' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('lottery_odds_prize_unknown');
    expect(await auditCount(ctx.database)).toBe(before);
    expect(betTypeOf(await gameOf('k3-3m'), 'side').rtp).toBe('96.25%');
  });

  it('changes odds for the tickets placed after, audited; tickets before keep theirs', async () => {
    const [draw] = (await openDrawsAfter(ctx, 'k3-3m', start)) as [DrawRow];
    const big: Line = { betType: 'side', selection: { option: 'big' }, unitStake: 1 };
    const [before] = await place('k3-3m', draw, [big]);

    const answer = await bo('PATCH', '/bo/lottery/games/k3-3m', {
      odds: { side: { big: '1.9', small: '1.9', odd: '1.9', even: '1.98' } },
    });
    expect(answer.status).toBe(200);
    const side = betTypeOf(answer.body.value, 'side');
    expect(side.rtp).toBe('92.36%');
    expect(side.odds).toContainEqual({ prize: 'big', odds: '1.9', defaultOdds: '1.98' });
    expect(side.odds).toContainEqual({ prize: 'even', odds: '1.98', defaultOdds: '1.98' });
    expect(await lastAudit(ctx.database)).toMatchObject({
      staff_username: 'admin',
      merchant_id: merchantId,
      action: 'lottery.game.update',
      target: 'lottery:k3-3m',
      before: { odds: { side: {} } },
      // Even is back at its default: only what differs is kept.
      after: { odds: { side: { big: '1.9', small: '1.9', odd: '1.9' } } },
    });

    const [after] = await place('k3-3m', draw, [big]);
    expect(after!.odds.big).toBe(1.9);
    // What big itself can win at its new odds; even's 1.98 is no longer borrowed as a bound.
    expect(after!.potentialWin).toBe(1.9);
    const [stored] = (
      await ctx.database.execute('select odds from lottery_tickets where id = $1', [
        before!.ticketId,
      ])
    ).rows;
    expect(stored!.odds).toMatchObject({ big: '99/50' });
    const lobby = await ctx.app.inject({ method: 'GET', url: paths.lotteryGames });
    const lobbyDice = lobby
      .json()
      .value.find((game: { gameCode: string }) => game.gameCode === 'k3-3m');
    expect(betTypeOf(lobbyDice, 'side')).toMatchObject({ odds: { big: 1.9 }, rtp: '92.36%' });

    // Back to the defaults: nothing of the merchant's own is kept.
    await bo('PATCH', '/bo/lottery/games/k3-3m', {
      odds: { side: { big: '1.98', small: '1.98', odd: '1.98', even: '1.98' } },
    });
    expect(betTypeOf(await gameOf('k3-3m'), 'side').rtp).toBe('96.25%');
  });

  it('changes the close, stakes and maximum payout, within the game’s interval', async () => {
    const tooLate = await bo('PATCH', '/bo/lottery/games/ssc-1m', { closeSecondsBefore: 60 });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe('lottery_close_seconds_invalid');
    expect(tooLate.body.value.max).toBe(59);
    const crossed = await bo('PATCH', '/bo/lottery/games/ssc-1m', { minStakePerLine: 20_000 });
    expect(crossed.body.message).toBe('lottery_stake_limits_invalid');

    const answer = await bo('PATCH', '/bo/lottery/games/ssc-1m', {
      closeSecondsBefore: 15,
      minStakePerLine: 2,
      maxPayoutPerTicket: 500_000,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      closeSecondsBefore: 15,
      minStakePerLine: 2,
      maxPayoutPerTicket: 500_000,
    });
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'lottery.game.update',
      before: { closeSecondsBefore: 10, minStakePerLine: '100', maxPayoutPerTicket: '100000000' },
      after: { closeSecondsBefore: 15, minStakePerLine: '200', maxPayoutPerTicket: '50000000' },
    });
    const [draw] = (await openDrawsAfter(ctx, 'ssc-1m', start)) as [DrawRow];
    await expect(
      place('ssc-1m', draw, [{ betType: 'sum_side', selection: { option: 'big' }, unitStake: 1 }]),
    ).rejects.toMatchObject({ messageKey: 'lottery_stake_range', value: { min: 2 } });
  });

  it('switches a game off: the lobby stops offering it, the console still lists it', async () => {
    const off = await bo('PATCH', '/bo/lottery/games/pk10-5m', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.value.enabled).toBe(false);
    const lobby = await ctx.app.inject({ method: 'GET', url: paths.lotteryGames });
    expect(lobby.json().value.map((game: { gameCode: string }) => game.gameCode)).not.toContain(
      'pk10-5m',
    );
    expect((await gameOf('pk10-5m')).enabled).toBe(false);
    await bo('PATCH', '/bo/lottery/games/pk10-5m', { enabled: true });
  });

  it('sets a bet type’s limits and pick lists, refusing picks it does not have', async () => {
    const wrong = await bo('PUT', '/bo/lottery/games/ssc-1m/bet-types/digit/risk', {
      minStake: null,
      maxStake: null,
      numberCap: 500,
      closed: ['1:7', '6:1'],
      halfPay: [],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('lottery_pick_invalid');
    expect(wrong.body.value).toMatchObject({
      betType: 'digit',
      pick: '6:1',
      fields: { 'body.closed.1': 'lottery_pick_invalid' },
    });
    const both = await bo('PUT', '/bo/lottery/games/ssc-1m/bet-types/digit/risk', {
      minStake: null,
      maxStake: null,
      numberCap: null,
      closed: ['1:7'],
      halfPay: ['1:7'],
    });
    expect(both.status).toBe(400);
    const noSuchBet = await bo('PUT', '/bo/lottery/games/ssc-1m/bet-types/sum/risk', {
      minStake: null,
      maxStake: null,
      numberCap: null,
      closed: [],
      halfPay: [],
    });
    expect(noSuchBet.body.message).toBe('lottery_bet_type_not_in_game');

    const answer = await bo('PUT', '/bo/lottery/games/ssc-1m/bet-types/digit/risk', {
      minStake: 2,
      maxStake: 50,
      numberCap: 500,
      closed: ['1:7'],
      halfPay: ['2:0', '2:1'],
    });
    expect(answer.status).toBe(200);
    expect(betTypeOf(answer.body.value, 'digit')).toMatchObject({
      minStake: 2,
      maxStake: 50,
      numberCap: 500,
      closed: ['1:7'],
      halfPay: ['2:0', '2:1'],
    });
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'lottery.risk.update',
      target: 'lottery:ssc-1m:digit',
      before: { minStake: null, numberCap: null, closed: [], halfPay: [] },
      after: { minStake: '200', maxStake: '5000', numberCap: '50000', closed: ['1:7'] },
    });
    const cleared = await bo('PUT', '/bo/lottery/games/ssc-1m/bet-types/digit/risk', {
      minStake: null,
      maxStake: null,
      numberCap: null,
      closed: [],
      halfPay: [],
    });
    expect(betTypeOf(cleared.body.value, 'digit')).toMatchObject({ numberCap: null, closed: [] });
  });
});

describe('the draws', () => {
  let draw: DrawRow;
  let tickets: string[];

  it('list a game’s draws newest first, by status, with their tickets, stakes and payouts', async () => {
    [, draw] = (await openDrawsAfter(ctx, 'keno-5m', start)) as [DrawRow, DrawRow];
    const placed = await place('keno-5m', draw, [
      { betType: 'pick1', selection: { numbers: [7] }, unitStake: 3 },
      { betType: 'sum_side', selection: { option: 'odd' }, unitStake: 2 },
    ]);
    tickets = placed.map((ticket) => ticket.ticketId);
    const page = await bo('GET', '/bo/lottery/games/keno-5m/draws?status=open&pageSize=20');
    expect(page.status).toBe(200);
    const { list, totalCount } = page.body.value;
    expect(totalCount).toBe(10);
    expect(list.map((entry: { numero: string }) => entry.numero)).toEqual(
      [...(await openDrawsAfter(ctx, 'keno-5m', start))].reverse().map((entry) => entry.numero),
    );
    expect(list.find((entry: { numero: string }) => entry.numero === draw.numero)).toMatchObject({
      status: 'open',
      tickets: 2,
      stake: '500',
      payout: '0',
      numbers: null,
      hasSheet: false,
    });
    const paged = await bo('GET', '/bo/lottery/games/keno-5m/draws?pageNo=2&pageSize=4');
    expect(paged.body.value).toMatchObject({ pageNo: 2, pageSize: 4, totalCount: 10 });
    expect(paged.body.value.list).toHaveLength(4);
  });

  it('cancel one without a result, audited; the scheduler refunds every ticket once', async () => {
    const answer = await bo('POST', `/bo/lottery/games/keno-5m/draws/${draw.numero}/cancel`, {
      reason: 'Feed outage',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ status: 'cancelled', tickets: 2, stake: '500' });
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'lottery.draw.cancel',
      target: `lottery:keno-5m:${draw.numero}`,
      before: { status: 'open', tickets: 2, stake: '500' },
      after: { status: 'cancelled', reason: 'Feed outage' },
    });
    const audited = await auditCount(ctx.database);
    const again = await bo('POST', `/bo/lottery/games/keno-5m/draws/${draw.numero}/cancel`, {
      reason: 'Twice',
    });
    expect(again.status).toBe(200);
    expect(await auditCount(ctx.database)).toBe(audited);

    await run(later(start, 1_000));
    await run(draw.drawsAt);
    await run(later(draw.drawsAt, 60_000));
    for (const [index, ticketId] of tickets.entries()) {
      const stake = [300n, 200n][index]!;
      expect(await ticketOf(ctx, ticketId)).toMatchObject({ status: 'refunded', payout: 0n });
      expect(await betRecordOf(ctx, ticketId)).toMatchObject({ status: 'refunded' });
      expect(await postingsOf(ctx, ticketId)).toEqual([
        { kind: 'bet', amount: stake, category: 'ELOTT' },
        { kind: 'rollback', amount: stake, category: 'ELOTT' },
      ]);
    }
    expect(await drawById(ctx, draw.id)).toMatchObject({ status: 'cancelled', result: null });
  });

  it('refuse to cancel a drawn draw', async () => {
    const [first] = (await openDrawsAfter(ctx, 'keno-5m', start)) as [DrawRow];
    await run(first.drawsAt);
    const drawn = await bo('POST', `/bo/lottery/games/keno-5m/draws/${first.numero}/cancel`, {
      reason: 'Too late',
    });
    expect(drawn.status).toBe(409);
    expect(drawn.body.message).toBe('lottery_draw_not_cancellable');
    const missing = await bo('POST', '/bo/lottery/games/keno-5m/draws/20000101-0001/cancel', {
      reason: 'No such draw',
    });
    expect(missing.status).toBe(404);
  });
});

describe('the live exposure of a draw', () => {
  it('adds up each pick’s stake and potential payout from the tickets, riskiest first', async () => {
    // An hour on: the draws before are done with, and new ones open from then.
    const now = later(start, 3_600_000);
    await run(now);
    const [draw] = (await openDrawsAfter(ctx, 'ssc-1m', now)) as [DrawRow];
    await place(
      'ssc-1m',
      draw,
      [
        { betType: 'digit', selection: { positions: [[1, 7]] }, unitStake: 2 },
        { betType: 'digit', selection: { positions: [[7], [], [], [], [0]] }, unitStake: 3 },
        { betType: 'dragon_tiger', selection: { option: 'tie' }, unitStake: 2 },
      ],
      now,
    );
    const answer = await bo('GET', `/bo/lottery/games/ssc-1m/draws/${draw.numero}/exposure`);
    expect(answer.status).toBe(200);
    const { betTypes } = answer.body.value;
    const digit = betTypes.find((entry: { betType: string }) => entry.betType === 'digit');
    expect(digit).toMatchObject({ pickCount: 3, numberCap: null, closed: [], halfPay: [] });
    // 7 at position 1: 2.00 + 3.00 staked, 5 × 9.8 = 49.00 if it comes.
    expect(digit.picks).toEqual([
      { pick: '1:7', tickets: 2, stake: '500', payout: '4900', rule: null },
      { pick: '5:0', tickets: 1, stake: '300', payout: '2940', rule: null },
      { pick: '1:1', tickets: 1, stake: '200', payout: '1960', rule: null },
    ]);
    const tie = betTypes.find((entry: { betType: string }) => entry.betType === 'dragon_tiger');
    expect(tie.picks).toEqual([
      { pick: 'tie', tickets: 1, stake: '200', payout: '1960', rule: null },
    ]);
    const quiet = betTypes.find((entry: { betType: string }) => entry.betType === 'two_group');
    expect(quiet).toMatchObject({ picks: [], pickCount: 0 });

    const rules = await bo(
      'PUT',
      `/bo/lottery/games/ssc-1m/draws/${draw.numero}/bet-types/digit/rules`,
      { closed: ['1:7'], halfPay: ['5:0'] },
    );
    expect(rules.status).toBe(200);
    const ruled = rules.body.value.betTypes.find(
      (entry: { betType: string }) => entry.betType === 'digit',
    );
    expect(ruled).toMatchObject({ closed: ['1:7'], halfPay: ['5:0'] });
    expect(ruled.picks.map((pick: { rule: string | null }) => pick.rule)).toEqual([
      'closed',
      'halfPay',
      null,
    ]);
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'lottery.draw.rules.update',
      target: `lottery:ssc-1m:${draw.numero}:digit`,
      after: { closed: ['1:7'], halfPay: ['5:0'] },
    });
  });
});

describe('the report', () => {
  const day = '2024-03-05';

  it('sums settled tickets per game and bet type, with players, GGR and totals', async () => {
    const now = later(start, 7_200_000);
    await run(now);
    const [draw] = (await openDrawsAfter(ctx, 'k3-3m', now)) as [DrawRow];
    // Dice 1, 2 and 6: a sum of 9, small and odd.
    await chooseResult(ctx, draw, { code: 'k3-3m', family: 'k3' }, (dice) => {
      return [...dice].sort().join() === '1,2,6';
    });
    const other = await newMember(ctx, { prefix: 'lc2' });
    await fundMember(ctx.database, other.username, 1_000_000n);
    const otherBettor = { merchantId, memberId: await memberIdOf(ctx.database, other.username) };
    const lines: Line[] = [
      { betType: 'sum', selection: { numbers: [9] }, unitStake: 10 },
      { betType: 'side', selection: { option: 'big' }, unitStake: 5 },
    ];
    const mine = await place('k3-3m', draw, lines, now);
    const theirs = await placeTickets(
      ctx.database.db,
      otherBettor,
      {
        gameCode: 'k3-3m',
        numero: draw.numero,
        requestId: randomUUID(),
        lines: [{ betType: 'side', selection: { option: 'small' }, unitStake: parseAmount(4)! }],
      },
      now,
    );
    await run(draw.drawsAt);
    await run(later(draw.drawsAt, 1_000));
    expect([...mine, ...theirs.tickets]).toHaveLength(3);
    // The report counts a ticket on its draw's day: the draw moves to a day of its own.
    await ctx.database.execute(
      `update lottery_draws set opens_at = $2::timestamptz, closes_at = $2::timestamptz,
         draws_at = $2::timestamptz where id = $1`,
      [String(draw.id), `${day}T12:00:00Z`],
    );

    const report = await bo('GET', `/bo/lottery/report?startDate=${day}&endDate=${day}`);
    expect(report.status).toBe(200);
    // Sum 9 won 84.00 on 10.00; big lost 5.00; small won 7.92 on 4.00.
    expect(report.body.value).toEqual({
      startDate: day,
      endDate: day,
      currency: 'PHP',
      games: [
        {
          gameCode: 'k3-3m',
          name: 'K3 Dice (3 minutes)',
          tickets: 3,
          players: 2,
          turnover: '1900',
          payout: '9192',
          ggr: '-7292',
          betTypes: [
            {
              betType: 'sum',
              tickets: 1,
              players: 1,
              turnover: '1000',
              payout: '8400',
              ggr: '-7400',
            },
            { betType: 'side', tickets: 2, players: 2, turnover: '900', payout: '792', ggr: '108' },
          ],
        },
      ],
      totals: { tickets: 3, players: 2, turnover: '1900', payout: '9192', ggr: '-7292' },
    });

    const csv = await bo('GET', `/bo/lottery/report.csv?startDate=${day}&endDate=${day}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="lottery-demo-${day}-${day}.csv"`,
    );
    expect(csv.text).toBe(
      'game,name,bet_type,tickets,players,turnover,payout,ggr\r\n' +
        'k3-3m,"K3 Dice (3 minutes)",sum,1,1,10.00,84.00,-74.00\r\n' +
        'k3-3m,"K3 Dice (3 minutes)",side,2,2,9.00,7.92,1.08\r\n',
    );

    const empty = await bo('GET', '/bo/lottery/report?startDate=2024-03-06&endDate=2024-03-31');
    expect(empty.body.value).toMatchObject({
      games: [],
      totals: { tickets: 0, players: 0, turnover: '0', payout: '0', ggr: '0' },
    });
    const noRange = await bo('GET', '/bo/lottery/report');
    expect(noRange.status).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets every role read, and refuses each write to the roles that do not run games', async () => {
    const [draw] = (await openDrawsAfter(ctx, 'pk10-5m', start)) as [DrawRow];
    const writes: [method: 'PATCH' | 'POST' | 'PUT', url: string, payload: object][] = [
      ['PATCH', '/bo/lottery/games/k3-3m', { enabled: false }],
      ['POST', '/bo/lottery/games/k3-3m/rtp', { betType: 'side', odds: { big: '1.9' } }],
      [
        'PUT',
        '/bo/lottery/games/k3-3m/bet-types/side/risk',
        { minStake: null, maxStake: null, numberCap: 1, closed: [], halfPay: [] },
      ],
      ['POST', `/bo/lottery/games/pk10-5m/draws/${draw.numero}/cancel`, { reason: 'No' }],
      [
        'PUT',
        `/bo/lottery/games/pk10-5m/draws/${draw.numero}/bet-types/position/rules`,
        { closed: ['1:1'], halfPay: [] },
      ],
    ];
    const roles = ['auditor', 'support', 'finance', 'content'] as const;
    const tokens = await Promise.all(roles.map((role) => staffTokenOfRole(ctx, role)));
    const audited = await auditCount(ctx.database);
    for (const [index, role] of roles.entries()) {
      const token = tokens[index]!;
      for (const [method, url, payload] of writes) {
        const refused = await bo(method, url, payload, token);
        expect(refused.status, `${role} ${method} ${url}`).toBe(403);
        expect(refused.body.message).toBe('no_permission');
      }
      const read = await bo(
        'GET',
        `/bo/lottery/games/pk10-5m/draws/${draw.numero}/exposure`,
        undefined,
        token,
      );
      expect(read.status, role).toBe(200);
    }
    expect(await auditCount(ctx.database)).toBe(audited);
    expect((await gameOf('k3-3m')).enabled).toBe(true);
    expect((await drawById(ctx, draw.id)).status).toBe('open');

    const report = '/bo/lottery/report?startDate=2024-03-05&endDate=2024-03-05';
    expect((await bo('GET', report, undefined, tokens[1])).status).toBe(403);
    expect((await bo('GET', report, undefined, tokens[3])).status).toBe(403);
    expect((await bo('GET', report, undefined, tokens[0])).status).toBe(200);
  });
});

describe('the books', () => {
  it('reconcile after console changes, a cancelled draw and settled tickets', async () => {
    await run(later(start, 24 * 3_600_000));
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });
});
