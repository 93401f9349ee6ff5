import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@croupier/contract';
import { formatPercent, k3 } from '@croupier/engines';
import {
  createTestContext,
  fundMember,
  mainBalance,
  merchantIdOf,
  type TestContext,
} from '../../testing';
import { runJobOnce } from '../../platform/jobs/job-runner';
import { reconcile } from '../wallet/service';
import { call, newMember, playerToken, type TestMember } from '../../testing/members';
import {
  betRecordOf,
  lotteryRowCounts,
  openDrawsAfter,
  postingsOf,
  ticketOf,
  type DrawRow,
} from './lottery-testing';
import { lotteryDrawJob } from './service';

let ctx: TestContext;
let member: TestMember;
let token: string;
/** The K3 draws this file bets on, far enough from closing for a test's calls. */
let draws: DrawRow[];

beforeAll(async () => {
  ctx = await createTestContext();
  member = await newMember(ctx, { prefix: 'lt' });
  await fundMember(ctx.database, member.username, 1_000_000n);
  token = await playerToken(ctx, member);
  expect(await runJobOnce(ctx.database.db, lotteryDrawJob, new Date())).toBe('ran');
  draws = await openDrawsAfter(ctx, 'k3-3m', new Date(Date.now() + 60_000));
  expect(draws.length).toBeGreaterThanOrEqual(5);
});
afterAll(() => ctx.close());

const place = (body: Record<string, unknown>, as = token) =>
  call(ctx, as, 'POST', paths.lotteryTickets, { requestId: randomUUID(), ...body });

const onDraw = (draw: DrawRow, lines: unknown[]) => ({
  gameCode: 'k3-3m',
  numero: draw.numero,
  lines,
});

const bigLine = { betType: 'side', selection: { option: 'big' }, unitStake: 2 };

describe('the lottery’s public reads', () => {
  it('lists the brand’s games with their next draw, bet types, odds and RTP, to guests too', async () => {
    const answer = await call(ctx, null, 'GET', paths.lotteryGames);
    expect(answer.status).toBe(200);
    const games = answer.body.value as {
      gameCode: string;
      name: string;
      family: string;
      currentDraw: { numero: string; serverSeedHash: string } | null;
      betTypes: { betType: string; odds: Record<string, number>; rtp: string }[];
    }[];
    // The fast draws, then the scheduled lotteries (their draws come from results providers).
    expect(games.map((game) => game.gameCode).slice(0, 5)).toEqual([
      'ssc-1m',
      'k3-3m',
      'pk10-5m',
      'keno-5m',
      'vn-north',
    ]);
    const dice = games.find((game) => game.gameCode === 'k3-3m')!;
    expect(dice).toMatchObject({ name: 'K3 Dice (3 minutes)', family: 'k3', kind: 'ELOTT' });
    expect(dice.currentDraw?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(dice.currentDraw).not.toHaveProperty('serverSeed');
    const side = dice.betTypes.find((betType) => betType.betType === 'side')!;
    expect(side.odds).toEqual({ big: 1.98, small: 1.98, odd: 1.98, even: 1.98 });
    // 105 of the 216 throws are small and not a triple: 105 × 1.98 / 216 = 96.25%.
    expect(side.rtp).toBe('96.25%');
    expect(side.rtp).toBe(formatPercent(k3.side.rtp(k3.side.defaultOdds), 2));
  });

  it('answers the open numeros of every game without a token, and of one game', async () => {
    const all = await call(ctx, null, 'GET', paths.lotteryOpenedNumeros);
    expect(all.status).toBe(200);
    const dice = (all.body.value as { gameCode: string; numeros: { numero: string }[] }[]).find(
      (game) => game.gameCode === 'k3-3m',
    )!;
    expect(dice.numeros.map((draw) => draw.numero)).toEqual(
      expect.arrayContaining(draws.map((draw) => draw.numero)),
    );

    const one = await call(ctx, null, 'GET', `${paths.lotteryGameNumeros}?gameCode=k3-3m`);
    expect(one.body.value.numeros).toEqual(dice.numeros);
    const unknown = await call(ctx, null, 'GET', `${paths.lotteryGameNumeros}?gameCode=nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('lottery_game_not_found');
  });
});

describe('placing tickets', () => {
  it('takes each ticket’s stake in one posting and opens its betting-record round', async () => {
    const before = await mainBalance(ctx.database, member.username);
    const answer = await place(
      onDraw(draws[1]!, [
        bigLine,
        { betType: 'sum', selection: { numbers: [9, 10] }, unitStake: 1 },
      ]),
    );
    expect(answer.status).toBe(200);
    const { tickets, totalStake, balance } = answer.body.value;
    expect(tickets).toHaveLength(2);
    expect(tickets[0]).toMatchObject({
      gameCode: 'k3-3m',
      numero: draws[1]!.numero,
      betType: 'side',
      selection: { option: 'big' },
      lines: 1,
      unitStake: 2,
      stake: 2,
      odds: { big: 1.98 },
      potentialWin: 3.96,
      status: 'open',
      payout: 0,
      settledAt: null,
    });
    // Two sums of one point each: 2 lines. Only one sum is thrown, so the most the ticket can
    // win is the better of the two (9 at 8.4), not both, nor the bet type's best odds (70).
    expect(tickets[1]).toMatchObject({ lines: 2, unitStake: 1, stake: 2, potentialWin: 8.4 });
    expect(totalStake).toBe(4);
    expect(await mainBalance(ctx.database, member.username)).toBe(before - 400n);
    expect(balance).toBe(Number(before - 400n) / 100);

    for (const ticket of tickets) {
      expect(await postingsOf(ctx, ticket.ticketId)).toEqual([
        { kind: 'bet', amount: BigInt(ticket.stake * 100), category: 'ELOTT' },
      ]);
      // Both tickets are the member's on one draw: one round of the betting record.
      expect(await betRecordOf(ctx, ticket.ticketId)).toEqual({
        stake: 400n,
        win: 0n,
        status: 'open',
        category: 'ELOTT',
        game: 'k3-3m',
      });
    }
    const record = await call(ctx, token, 'GET', `${paths.bettingRecord}?vassalage=LOTTO`);
    expect(record.body.value.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          roundId: expect.stringMatching(/^\d+-\d+$/),
          gameType: 'ELOTT',
          vassalage: 'LOTTO',
          gameName: 'K3 Dice (3 minutes)',
          stake: 4,
          status: 'open',
        }),
      ]),
    );
  });

  it('answers a resent request with the tickets it placed, and moves no money again', async () => {
    const body = { ...onDraw(draws[1]!, [bigLine]), requestId: randomUUID() };
    const first = await place(body);
    const balance = await mainBalance(ctx.database, member.username);
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body.value.tickets).toEqual(first.body.value.tickets);
    expect(await mainBalance(ctx.database, member.username)).toBe(balance);
    expect(await postingsOf(ctx, first.body.value.tickets[0].ticketId)).toHaveLength(1);

    const changed = await place({ ...body, lines: [{ ...bigLine, unitStake: 3 }] });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('duplicate_request');
  });

  it('lists the member’s tickets, newest first, by status and game', async () => {
    const mine = await call(
      ctx,
      token,
      'GET',
      `${paths.lotteryTickets}?gameCode=k3-3m&status=open`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.value.totalCount).toBeGreaterThanOrEqual(3);
    const list = mine.body.value.list as { status: string; gameCode: string; placedAt: string }[];
    expect(list.every((ticket) => ticket.status === 'open' && ticket.gameCode === 'k3-3m')).toBe(
      true,
    );
    expect(list.map((ticket) => ticket.placedAt)).toEqual(
      [...list.map((ticket) => ticket.placedAt)].sort().reverse(),
    );
    const none = await call(ctx, token, 'GET', `${paths.lotteryTickets}?gameCode=keno-5m`);
    expect(none.body.value).toMatchObject({ list: [], totalCount: 0 });
  });
});

describe('refused tickets change nothing', () => {
  it.each([
    ['an unknown game', { gameCode: 'nope' }, 404, 'lottery_game_not_found'],
    ['an unknown draw', { numero: '19990101-0001' }, 404, 'lottery_draw_not_found'],
    [
      'an unknown bet type',
      { lines: [{ betType: 'jackpot', selection: {}, unitStake: 1 }] },
      400,
      'lottery_bet_type_unknown',
    ],
    [
      'a sum the dice cannot make as a sum bet',
      { lines: [{ betType: 'sum', selection: { numbers: [3] }, unitStake: 1 }] },
      400,
      'lottery_number_invalid',
    ],
    [
      'a number picked twice',
      { lines: [{ betType: 'pair', selection: { numbers: [2, 2] }, unitStake: 1 }] },
      400,
      'lottery_duplicate_number',
    ],
    [
      'too few faces for three different',
      { lines: [{ betType: 'three_different', selection: { numbers: [1, 2] }, unitStake: 1 }] },
      400,
      'lottery_wrong_count',
    ],
    [
      'a side that is not one',
      { lines: [{ betType: 'side', selection: { option: 'middle' }, unitStake: 1 }] },
      400,
      'lottery_option_invalid',
    ],
    [
      'a stake that is not whole points',
      { lines: [{ ...bigLine, unitStake: 1.5 }] },
      400,
      'lottery_stake_step',
    ],
    [
      'a stake above the line maximum',
      { lines: [{ ...bigLine, unitStake: 20_000 }] },
      400,
      'lottery_stake_range',
    ],
    [
      'a refused second line (the first is not placed either)',
      { lines: [bigLine, { betType: 'sum', selection: { numbers: [2] }, unitStake: 1 }] },
      400,
      'lottery_number_invalid',
    ],
  ])('refuses %s', async (_, change, status, message) => {
    const before = await lotteryRowCounts(ctx);
    const balance = await mainBalance(ctx.database, member.username);
    const answer = await place({ ...onDraw(draws[2]!, [bigLine]), ...change });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await lotteryRowCounts(ctx)).toEqual(before);
    expect(await mainBalance(ctx.database, member.username)).toBe(balance);
  });

  it('refuses a ticket that could win above the maximum payout per ticket', async () => {
    const before = await lotteryRowCounts(ctx);
    // Keno pick 10 pays 200,000 for 1: 10.00 could win 2,000,000.00, above 1,000,000.00.
    const [keno] = await openDrawsAfter(ctx, 'keno-5m', new Date(Date.now() + 60_000));
    const picks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const answer = await place({
      gameCode: 'keno-5m',
      numero: keno!.numero,
      lines: [{ betType: 'pick10', selection: { numbers: picks }, unitStake: 10 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'lottery_max_payout',
      value: { max: 1_000_000, fields: { 'body.lines.0': 'lottery_max_payout' } },
    });
    expect(await lotteryRowCounts(ctx)).toEqual(before);
  });

  it('admits a ticket whose lines exclude each other, by what its best result pays', async () => {
    // A front-three straight on every digit: 1,000 lines at 2.00, one of which is drawn. It
    // can win 980 × 2.00 = 1,960.00, far below 1,000,000.00; counted as 1,000 winning lines
    // (1,960,000.00) it was refused.
    const [ssc] = await openDrawsAfter(ctx, 'ssc-1m', new Date(Date.now() + 30_000));
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const answer = await place({
      gameCode: 'ssc-1m',
      numero: ssc!.numero,
      lines: [
        {
          betType: 'three_direct',
          selection: { option: 'front', positions: [digits, digits, digits] },
          unitStake: 2,
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.tickets[0]).toMatchObject({
      lines: 1000,
      stake: 2000,
      potentialWin: 1960,
    });
  });

  it('refuses stakes above the balance, all lines together', async () => {
    const poor = await newMember(ctx, { prefix: 'lp' });
    await fundMember(ctx.database, poor.username, 500n);
    const poorToken = await playerToken(ctx, poor);
    const before = await lotteryRowCounts(ctx);
    const answer = await place(onDraw(draws[2]!, [bigLine, bigLine, bigLine]), poorToken);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('insufficient_balance');
    expect(await lotteryRowCounts(ctx)).toEqual(before);
    expect(await mainBalance(ctx.database, poor.username)).toBe(500n);
  });

  it('refuses a guest before reading the ticket', async () => {
    const answer = await place(onDraw(draws[2]!, [bigLine]), '');
    expect(answer.status).toBe(401);
  });

  it('refuses a ticket on a draw whose betting has closed', async () => {
    const closing = draws[0]!;
    await runJobOnce(ctx.database.db, lotteryDrawJob, closing.closesAt);
    const before = await lotteryRowCounts(ctx);
    const answer = await place(onDraw(closing, [bigLine]));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('lottery_draw_closed');
    expect(await lotteryRowCounts(ctx)).toEqual(before);
  });
});

describe('cancelling a ticket', () => {
  it('refunds an open ticket once before its draw closes; a resend refunds nothing', async () => {
    const before = await mainBalance(ctx.database, member.username);
    const placed = await place(onDraw(draws[3]!, [bigLine]));
    const ticketId = placed.body.value.tickets[0].ticketId as string;
    const url = paths.lotteryTicketCancel.replace(':ticketId', ticketId);

    const cancelled = await call(ctx, token, 'POST', url);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.value).toMatchObject({ ticketId, status: 'cancelled', payout: 0 });
    expect(await mainBalance(ctx.database, member.username)).toBe(before);
    expect(await betRecordOf(ctx, ticketId)).toMatchObject({ stake: 0n, status: 'refunded' });

    const again = await call(ctx, token, 'POST', url);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ ticketId, status: 'cancelled' });
    expect(await mainBalance(ctx.database, member.username)).toBe(before);
    expect((await postingsOf(ctx, ticketId)).map((posting) => posting.kind)).toEqual([
      'bet',
      'rollback',
    ]);
  });

  it('takes a cancelled ticket out of the round of the member’s other tickets on the draw', async () => {
    const draw = draws[3]!;
    const first = (await place(onDraw(draw, [bigLine]))).body.value.tickets[0].ticketId as string;
    const second = (await place(onDraw(draw, [{ ...bigLine, unitStake: 3 }]))).body.value.tickets[0]
      .ticketId as string;
    // The round reopened with both stakes (the earlier cancelled ticket counts for nothing).
    expect(await betRecordOf(ctx, first)).toMatchObject({ stake: 500n, status: 'open' });

    const url = paths.lotteryTicketCancel.replace(':ticketId', first);
    expect((await call(ctx, token, 'POST', url)).status).toBe(200);
    expect(await betRecordOf(ctx, second)).toMatchObject({ stake: 300n, win: 0n, status: 'open' });
  });

  it('refuses another member’s ticket as if it did not exist', async () => {
    const placed = await place(onDraw(draws[3]!, [bigLine]));
    const ticketId = placed.body.value.tickets[0].ticketId as string;
    const other = await newMember(ctx, { prefix: 'lo' });
    const answer = await call(
      ctx,
      await playerToken(ctx, other),
      'POST',
      paths.lotteryTicketCancel.replace(':ticketId', ticketId),
    );
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('lottery_ticket_not_found');
    expect((await ticketOf(ctx, ticketId)).status).toBe('open');
  });

  it('refuses once the draw has closed, and refuses a settled ticket', async () => {
    const draw = draws[4]!;
    const placed = await place(onDraw(draw, [bigLine]));
    const ticketId = placed.body.value.tickets[0].ticketId as string;
    const url = paths.lotteryTicketCancel.replace(':ticketId', ticketId);

    await runJobOnce(ctx.database.db, lotteryDrawJob, draw.closesAt);
    const closed = await call(ctx, token, 'POST', url);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('lottery_draw_closed');

    await runJobOnce(ctx.database.db, lotteryDrawJob, draw.drawsAt);
    expect((await ticketOf(ctx, ticketId)).status).toMatch(/^(won|lost)$/);
    const settled = await call(ctx, token, 'POST', url);
    expect(settled.status).toBe(409);
    expect(settled.body.message).toBe('lottery_ticket_not_cancellable');
    expect((await postingsOf(ctx, ticketId)).map((posting) => posting.kind)).not.toContain(
      'rollback',
    );
  });
});

describe('the books', () => {
  it('reconcile after every placement, cancellation and settlement', async () => {
    const books = await reconcile(ctx.database.db, await merchantIdOf(ctx.database));
    expect(books.problems).toEqual([]);
  });
});
