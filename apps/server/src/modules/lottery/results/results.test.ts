import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, parseAmount, type lottery } from '@croupier/contract';
import { lotteryOdds, vietnam } from '@croupier/engines';
import {
  auditEntries,
  createTestContext,
  fundMember,
  mainBalance,
  memberIdOf,
  merchantIdOf,
  postTestMoney,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
} from '../../../testing';
import { call, newMember, type TestMember } from '../../../testing/members';
import { reconcile } from '../../wallet/service';
import {
  betRecordOf,
  drawById,
  drawsOf,
  postingsOf,
  ticketOf,
  type DrawRow,
  placeLines,
} from '../lottery-testing';
import { runLotterySchedule } from '../service';
import { gamesByIds } from '../games/service';
import { placeTickets, resettleDrawBatch } from '../tickets/service';

// A North draw from entry to payout, then corrected down and up: the scheduler on a clock of
// the test's choosing, ten days back, so that the draw's time has passed when the console
// (on the real clock) takes its result.

let ctx: TestContext;
let merchantId: number;
let enterer: string;
let approver: string;
let first: TestMember;
let second: TestMember;
let draw: DrawRow;
let next: DrawRow;
let third: TestMember;
let nextTickets: string[];

const day = new Date(Date.now() - 10 * 86_400_000);
/** 10:00 in Hanoi on the test's day: the North draw of the day takes tickets until 18:00. */
const morning = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 3));
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const run = (now: Date) => ctx.database.db.transaction((tx) => runLotterySchedule(tx, now));

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  enterer = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  approver = await staffTokenOfRole(ctx, 'owner', 'results-owner');
  first = await newMember(ctx, { prefix: 'rs' });
  second = await newMember(ctx, { prefix: 'rs' });
  await fundMember(ctx.database, first.username, 100_000n);
  await fundMember(ctx.database, second.username, 100_000n);
  await run(morning);
  [draw, next] = (await drawsOf(ctx, 'vn-north')).filter(
    (candidate) => candidate.drawsAt > morning,
  ) as [DrawRow, DrawRow];
  // Three lô 45 tickets on the next day's draw, for a correction in the middle of settling.
  third = await newMember(ctx, { prefix: 'rs' });
  await fundMember(ctx.database, third.username, 100_000n);
  const lo45 = { betType: 'lo2', selection: { numbers: ['45'] }, unitStake: 100n };
  const placed = await placeTickets(
    ctx.database.db,
    { merchantId, memberId: await memberIdOf(ctx.database, third.username) },
    {
      gameCode: 'vn-north',
      numero: next.numero,
      requestId: randomUUID(),
      lines: [lo45, lo45, lo45],
    },
    morning,
  );
  nextTickets = placed.tickets.map((ticket) => ticket.ticketId);
});
afterAll(() => ctx.close());

/**
 * A North sheet written by hand. Its 27 two-digit lô results hold 45 twice (the special
 * 12345 and the second prize `second`) and 90 twice; the đề is 45.
 */
function northSheet(second = '11145') {
  return {
    region: 'north',
    tiers: [
      ['12345'],
      ['67890'],
      [second, '22290'],
      ['33301', '44402', '55503', '66604', '77705', '88806'],
      ['1007', '2008', '3009', '4010'],
      ['5011', '6012', '7013', '8014', '9015', '0016'],
      ['117', '218', '319'],
      ['20', '21', '22', '23'],
    ],
  };
}

const drawPath = () => `/bo/lottery/games/vn-north/draws/${draw.numero}/results`;
const enter = (sheet: unknown, token = enterer) => call(ctx, token, 'POST', drawPath(), { sheet });
const review = (entryId: string, action: 'approve' | 'reject', token = approver, body?: unknown) =>
  call(ctx, token, 'POST', `/bo/lottery/results/entries/${entryId}/${action}`, body);
const detail = async () => (await call(ctx, approver, 'GET', drawPath())).body.value;

type Line = { betType: string; selection: lottery.Selection; unitStake: number };

async function place(member: TestMember, lines: Line[]): Promise<string[]> {
  const bettor = { merchantId, memberId: await memberIdOf(ctx.database, member.username) };
  const numero = draw.numero;
  const tickets = await placeLines(ctx, bettor, { gameCode: 'vn-north', numero, lines }, morning);
  return tickets.map((ticket) => ticket.ticketId);
}

/** What the engine pays a line on a sheet at its default odds: the figure to match. */
function enginePayout(line: Line, sheet: ReturnType<typeof northSheet>): bigint {
  const betType = vietnam.VIETNAM_BET_TYPES.north.find((bet) => bet.code === line.betType)!;
  const prizes = betType.settle(
    betType.check(line.selection).ok ? line.selection : {},
    sheet as vietnam.VietnamSheet,
  );
  const units = lotteryOdds.prizeUnits(prizes, betType.defaultOdds);
  return (units.numerator * parseAmount(line.unitStake)!) / units.denominator;
}

const lines: Line[] = [
  { betType: 'lo2', selection: { numbers: ['45'] }, unitStake: 1 },
  { betType: 'de', selection: { numbers: ['45'] }, unitStake: 2 },
  { betType: 'xien2', selection: { numbers: ['01', '45'] }, unitStake: 1 },
  { betType: 'de', selection: { numbers: ['46'] }, unitStake: 1 },
];
let firstTickets: string[];
let secondTicket: string;

describe('a North draw', () => {
  it('is made from the game’s schedule, takes tickets until 18:00 Hanoi time, then waits', async () => {
    expect(draw.drawsAt.toISOString()).toMatch(/T11:15:00\.000Z$/);
    expect(draw.closesAt.toISOString()).toMatch(/T11:00:00\.000Z$/);
    const { rows } = await ctx.database.execute(
      'select server_seed, server_seed_hash from lottery_draws where id = $1',
      [String(draw.id)],
    );
    expect(rows[0]).toEqual({ server_seed: null, server_seed_hash: null });

    firstTickets = await place(first, lines);
    secondTicket = (await place(second, [lines[0]!]))[0]!;
    // 27 lines of lô for 1.00, a đề for 2.00, a xiên for 1.00, a đề for 1.00.
    expect(await mainBalance(ctx.database, first.username)).toBe(100_000n - 3_100n);

    await run(draw.closesAt);
    await run(later(draw.drawsAt, 60_000));
    expect((await drawsOf(ctx, 'vn-north')).find((d) => d.id === draw.id)).toMatchObject({
      status: 'closed',
      result: null,
    });
  });

  it('refuses a result before its draw time, and a sheet the engine refuses, naming the number', async () => {
    const tomorrow = (await drawsOf(ctx, 'vn-north')).find((d) => d.drawsAt > draw.drawsAt)!;
    const early = await call(
      ctx,
      enterer,
      'POST',
      `/bo/lottery/games/vn-north/draws/${tomorrow.numero}/results`,
      { sheet: northSheet() },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('lottery_result_too_early');

    const short = northSheet();
    short.tiers[4]![2] = '300';
    const refused = await enter(short);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'lottery_result_wrong_length',
      errorCode: 'lottery.result.invalid',
      value: { fields: { 'body.sheet.tiers.4.2': 'lottery_result_wrong_length' } },
    });
    // A southern province's sheet, valid on its own, is not the North's.
    const south = await enter({
      region: 'south',
      tiers: [
        ['123456'],
        ['12345'],
        ['12345'],
        ['12345', '12345'],
        ['12345', '12345', '12345', '12345', '12345', '12345', '12345'],
        ['1234'],
        ['1234', '1234', '1234'],
        ['123'],
        ['12'],
      ],
    });
    expect(south.body.message).toBe('lottery_result_wrong_region');
    expect(south.body.value.fields).toEqual({ 'body.sheet.region': 'lottery_result_wrong_region' });

    const support = await staffTokenOfRole(ctx, 'support');
    expect((await enter(northSheet(), support)).status).toBe(403);
  });

  it('is not drawn by its entry, nor approved by the one who entered it', async () => {
    const entered = await enter(northSheet());
    expect(entered.status).toBe(200);
    expect(entered.body.value).toMatchObject({
      status: 'pending',
      origin: 'operator',
      correction: false,
      enteredBy: 'admin',
    });
    const [audit] = await auditEntries(ctx.database, 1);
    expect(audit).toMatchObject({
      action: 'lottery.result.enter',
      staff_username: 'admin',
      target: `lottery-draw:vn-north:${draw.numero}`,
    });

    const again = await enter(northSheet('11146'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('lottery_result_pending');

    const own = await review(entered.body.value.entryId, 'approve', enterer);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('lottery_result_same_staff');
    expect((await detail()).draw).toMatchObject({ status: 'closed', revision: 0, result: null });
  });

  it('is sent back by a rejection, and waits for a new entry', async () => {
    const pending = (await detail()).draw.pending;
    const rejected = await review(pending.entryId, 'reject', approver, {
      reason: 'The 7th prize was read from yesterday’s sheet',
    });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      reviewedBy: 'results-owner',
      rejectReason: 'The 7th prize was read from yesterday’s sheet',
    });
    expect((await auditEntries(ctx.database, 1))[0]!.action).toBe('lottery.result.reject');
    const twice = await review(pending.entryId, 'approve');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('lottery_result_not_pending');
    expect((await detail()).draw).toMatchObject({ status: 'closed', pending: null });
  });

  it('is drawn by another staff member’s approval and settled at the engine’s payouts', async () => {
    const sheet = northSheet();
    const entered = await enter(sheet);
    const approved = await review(entered.body.value.entryId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'drawn', revision: 1, result: sheet });
    expect((await auditEntries(ctx.database, 1))[0]).toMatchObject({
      action: 'lottery.result.approve',
      staff_username: 'results-owner',
    });

    await run(new Date());
    // The lô 45 comes twice: 2 × 99 × 1.00; the đề 45 at 98 × 2.00; the xiên 01-45 at 17.
    const expected = [19_800n, 19_600n, 1_700n, 0n];
    for (const [index, ticketId] of firstTickets.entries()) {
      expect(expected[index]).toBe(enginePayout(lines[index]!, sheet));
      expect(await ticketOf(ctx, ticketId)).toMatchObject({
        status: expected[index]! > 0n ? 'won' : 'lost',
        payout: expected[index],
      });
    }
    // The member's four tickets on the draw: one round of the betting record.
    expect(await betRecordOf(ctx, firstTickets[0]!)).toMatchObject({
      stake: 3_100n,
      win: 41_100n,
      status: 'settled',
      category: 'LOTT',
    });
    expect(await mainBalance(ctx.database, first.username)).toBe(100_000n - 3_100n + 41_100n);
    expect((await drawsOf(ctx, 'vn-north')).find((d) => d.id === draw.id)!.status).toBe('settled');
  });

  it('shows its whole sheet to players in the results', async () => {
    const answer = await call(ctx, null, 'GET', `${paths.lotteryResults}?gameCode=vn-north`);
    const shown = (answer.body.value.list as { numero: string }[]).find(
      (entry) => entry.numero === draw.numero,
    );
    expect(shown).toMatchObject({
      status: 'settled',
      numbers: null,
      sheet: northSheet(),
      serverSeed: null,
    });
  });
});

describe('a corrected result', () => {
  it('takes back what a lower payout no longer pays, and records as owed what the wallet lacks', async () => {
    // The second member spends all but 50.00 of the 198.00 the lô paid.
    const secondId = await memberIdOf(ctx.database, second.username);
    const held = await mainBalance(ctx.database, second.username);
    await postTestMoney(ctx.database, secondId, 'bet', held - 5_000n);
    const firstBefore = await mainBalance(ctx.database, first.username);

    // The second prize was 11146: 45 comes once.
    const entered = await enter(northSheet('11146'));
    expect(entered.body.value).toMatchObject({ correction: true });
    expect((await auditEntries(ctx.database, 1))[0]!.action).toBe('lottery.result.correct');
    const approved = await review(entered.body.value.entryId, 'approve');
    expect(approved.body.value).toMatchObject({ status: 'drawn', revision: 2 });
    await run(new Date());

    expect(await ticketOf(ctx, firstTickets[0]!)).toMatchObject({ status: 'won', payout: 9_900n });
    // The round takes the lô's new payout: 41,100 − 9,900.
    expect(await betRecordOf(ctx, firstTickets[0]!)).toMatchObject({
      win: 31_200n,
      status: 'settled',
    });
    expect(await mainBalance(ctx.database, first.username)).toBe(firstBefore - 9_900n);
    // 99.00 to give back, 50.00 in the wallet: all of it, and 49.00 owed.
    expect(await mainBalance(ctx.database, second.username)).toBe(0n);
    expect(await ticketOf(ctx, secondTicket)).toMatchObject({ payout: 9_900n });

    const { draw: shown, debts, corrections } = await detail();
    expect(shown).toMatchObject({ status: 'settled', revision: 2, owed: '4900' });
    expect(debts).toEqual([
      {
        ticketId: secondTicket,
        username: second.username,
        payout: '9900',
        owed: '4900',
        revision: 2,
      },
    ]);
    // Every settled ticket is settled again; three of them kept their payout.
    expect(corrections).toEqual([
      { revision: 2, tickets: 5, credited: '0', takenBack: '14900', owed: '4900' },
    ]);
  });

  it('credits the difference of a higher payout, net of what the member owes', async () => {
    const firstBefore = await mainBalance(ctx.database, first.username);
    const entered = await enter(northSheet());
    await review(entered.body.value.entryId, 'approve');
    await run(new Date());

    expect(await ticketOf(ctx, firstTickets[0]!)).toMatchObject({ payout: 19_800n });
    expect(await mainBalance(ctx.database, first.username)).toBe(firstBefore + 9_900n);
    // The second member held 148.00 of the 198.00 owed to them: 50.00 comes, the debt is gone.
    expect(await mainBalance(ctx.database, second.username)).toBe(5_000n);
    const { draw: shown, debts, entries } = await detail();
    expect(shown).toMatchObject({ revision: 3, owed: '0' });
    expect(debts).toEqual([]);
    expect(entries.map((entry: { status: string }) => entry.status)).toEqual([
      'approved',
      'superseded',
      'superseded',
      'rejected',
    ]);
  });

  it('moves each ticket’s money once per correction, whatever runs again', async () => {
    const balances = [
      await mainBalance(ctx.database, first.username),
      await mainBalance(ctx.database, second.username),
    ];
    await run(new Date());
    await run(later(new Date(), 1_000));
    expect([
      await mainBalance(ctx.database, first.username),
      await mainBalance(ctx.database, second.username),
    ]).toEqual(balances);

    // The batch itself, run again at the draw's latest result: every ticket is done with.
    const { rows } = await ctx.database.execute('select game_id from lottery_draws where id = $1', [
      String(draw.id),
    ]);
    const gameId = Number(rows[0]!.game_id);
    const game = (await gamesByIds(ctx.database.db, [gameId])).get(gameId)!;
    const sheet = northSheet() as vietnam.VietnamSheet;
    const again = await ctx.database.db.transaction((tx) =>
      resettleDrawBatch(
        tx,
        { id: draw.id, gameId, cancelled: false, result: sheet, revision: 3 },
        game,
        1_000,
        new Date(),
      ),
    );
    expect(again).toEqual({ tickets: 0, done: true });

    const postings = await postingsOf(ctx, firstTickets[0]!);
    expect(postings.map((posting) => [posting.kind, posting.amount])).toEqual([
      ['bet', 2_700n],
      ['win', 19_800n],
      ['adjustment', 9_900n],
      ['win', 9_900n],
    ]);
    // A ticket whose payout did not change moved nothing.
    expect((await postingsOf(ctx, firstTickets[1]!)).map((posting) => posting.kind)).toEqual([
      'bet',
      'win',
    ]);
    const same = await enter(northSheet());
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('lottery_result_unchanged');
  });
});

describe('a result corrected while its tickets are being settled', () => {
  it('settles the open tickets at the new result and settles the others again', async () => {
    const path = `/bo/lottery/games/vn-north/draws/${next.numero}/results`;
    const approve = async (sheet: unknown) => {
      const entered = await call(ctx, enterer, 'POST', path, { sheet });
      expect((await review(entered.body.value.entryId, 'approve')).status).toBe(200);
    };

    await approve(northSheet());
    // One ticket a run: the first is settled at 45 twice, then the result is corrected.
    await ctx.database.db.transaction((tx) =>
      runLotterySchedule(tx, new Date(), { ticketsPerRun: 1 }),
    );
    await approve(northSheet('11146'));
    for (let runs = 0; runs < 6; runs += 1) {
      await ctx.database.db.transaction((tx) =>
        runLotterySchedule(tx, new Date(), { ticketsPerRun: 1 }),
      );
    }

    for (const ticketId of nextTickets) {
      expect(await ticketOf(ctx, ticketId)).toMatchObject({ payout: 9_900n });
    }
    // Three stakes of 27.00, three payouts of 99.00 in the end: 198.00 paid once, 99.00 back.
    expect(await mainBalance(ctx.database, third.username)).toBe(100_000n - 8_100n + 29_700n);
    expect((await drawById(ctx, next.id)).status).toBe('settled');
  });
});

describe('the books', () => {
  it('reconcile after payouts, corrections and debts', async () => {
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });
});
