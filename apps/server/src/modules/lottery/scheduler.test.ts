import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elottery, hashServerSeed } from '@croupier/engines';
import {
  createTestContext,
  fundMember,
  mainBalance,
  memberIdOf,
  merchantIdOf,
  type TestContext,
} from '../../testing';
import { newMember, type TestMember } from '../../testing/members';
import { runJobOnce } from '../../platform/jobs/job-runner';
import { reconcile } from '../wallet/service';
import { drawResults } from './draws/service';
import {
  betRecordOf,
  chooseResult,
  drawById,
  drawsOf,
  openDrawsAfter,
  postingsOf,
  ticketOf,
  type DrawRow,
  placeLines,
  type TestLine,
} from './lottery-testing';
import { cancelDraw, lotteryDrawJob, runLotterySchedule } from './service';
import type { Bettor } from './tickets/service';

// The scheduler on a fake clock: `now` is what each job run is given, and tickets are
// placed through the service at a `now` of the test's choosing too.

let ctx: TestContext;
let member: TestMember;
let bettor: Bettor;
let merchantId: number;
/** The clock the file starts at: the job's first run. */
const start = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = await merchantIdOf(ctx.database);
  member = await newMember(ctx, { prefix: 'ls' });
  await fundMember(ctx.database, member.username, 10_000_000n);
  bettor = { merchantId, memberId: await memberIdOf(ctx.database, member.username) };
  expect(await runJobOnce(ctx.database.db, lotteryDrawJob, start)).toBe('ran');
});
afterAll(() => ctx.close());

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const run = (now: Date, ticketsPerRun?: number) =>
  ctx.database.db.transaction((tx) => runLotterySchedule(tx, now, { ticketsPerRun }));
const balance = () => mainBalance(ctx.database, member.username);

type Line = TestLine;

/** Places tickets as the player API would at `now`; their ids in line order. */
async function place(gameCode: string, draw: DrawRow, lines: Line[], now: Date) {
  const tickets = await placeLines(ctx, bettor, { gameCode, numero: draw.numero, lines }, now);
  return tickets.map((ticket) => ticket.ticketId);
}

describe('opening draws', () => {
  it('keeps the next ten draws of every game open, each seed committed by its hash', async () => {
    for (const [code, interval] of [
      ['ssc-1m', 60],
      ['k3-3m', 180],
      ['pk10-5m', 300],
      ['keno-5m', 300],
    ] as const) {
      const draws = await drawsOf(ctx, code);
      expect(draws).toHaveLength(10);
      for (const [index, draw] of draws.entries()) {
        expect(draw.status).toBe('open');
        expect(draw.closesAt > start).toBe(true);
        expect(draw.drawsAt.getTime() % (interval * 1_000)).toBe(0);
        if (index > 0) {
          expect(draw.drawsAt.getTime() - draws[index - 1]!.drawsAt.getTime()).toBe(
            interval * 1_000,
          );
        }
        expect(draw.serverSeedHash).toBe(hashServerSeed(draw.serverSeed));
      }
    }
  });

  it('adds nothing when run again at the same time', async () => {
    const before = await drawsOf(ctx, 'ssc-1m');
    await run(start);
    expect(await drawsOf(ctx, 'ssc-1m')).toEqual(before);
  });
});

describe('a draw from open to settled', () => {
  let draw: DrawRow;
  let tickets: string[];
  let before: bigint;

  it('takes tickets until it closes, then refuses them', async () => {
    [, draw] = (await openDrawsAfter(ctx, 'k3-3m', start)) as [DrawRow, DrawRow];
    // Dice 2, 3 and 4 in some order: a straight, sum 9, small and odd.
    await chooseResult(
      ctx,
      draw,
      { code: 'k3-3m', family: 'k3' },
      (dice) => [...dice].sort().join() === '2,3,4',
    );
    before = await balance();
    tickets = await place(
      'k3-3m',
      draw,
      [
        { betType: 'side', selection: { option: 'small' }, unitStake: 2 },
        { betType: 'side', selection: { option: 'big' }, unitStake: 2 },
        { betType: 'sum', selection: { numbers: [9, 10] }, unitStake: 1 },
        { betType: 'straight', selection: {}, unitStake: 5 },
        { betType: 'two_different', selection: { numbers: [2, 3, 4] }, unitStake: 1 },
        { betType: 'pair', selection: { numbers: [2] }, unitStake: 1 },
        { betType: 'three_different', selection: { numbers: [2, 3, 4, 5] }, unitStake: 1 },
      ],
      start,
    );
    // 2 + 2 + 2 sums + 5 + 3 pairs of faces + 1 + 4 triples of faces.
    expect(await balance()).toBe(before - 1_900n);

    await run(later(draw.closesAt, -1));
    expect((await drawById(ctx, draw.id)).status).toBe('open');
    await run(draw.closesAt);
    expect((await drawById(ctx, draw.id)).status).toBe('closed');
    await expect(
      place('k3-3m', draw, [{ betType: 'straight', selection: {}, unitStake: 1 }], draw.closesAt),
    ).rejects.toMatchObject({ messageKey: 'lottery_draw_closed' });
  });

  it('draws on time and pays exactly what the rules say', async () => {
    await run(later(draw.drawsAt, -1));
    expect(await drawById(ctx, draw.id)).toMatchObject({ status: 'closed', result: null });

    await run(draw.drawsAt);
    const drawn = await drawById(ctx, draw.id);
    expect(drawn.status).toBe('settled');
    expect([...drawn.result!].sort()).toEqual([2, 3, 4]);

    // small 2 × 1.98; big loses; sum 9 at 8.4; straight 5 × 8.75; all three pairs of 2, 3, 4
    // at 7; pair of 2 loses; 2-3-4 among the four triples at 35.
    const payouts = [396n, 0n, 840n, 4_375n, 2_100n, 0n, 3_500n];
    for (const [index, ticketId] of tickets.entries()) {
      const payout = payouts[index]!;
      expect(await ticketOf(ctx, ticketId)).toMatchObject({
        status: payout > 0n ? 'won' : 'lost',
        payout,
      });
      expect((await postingsOf(ctx, ticketId)).map((posting) => posting.kind)).toEqual(
        payout > 0n ? ['bet', 'win'] : ['bet'],
      );
    }
    expect(await balance()).toBe(before - 1_900n + 11_211n);
    // The member's tickets on the draw are one round of the betting record, with their sums.
    expect(await betRecordOf(ctx, tickets[0]!)).toMatchObject({
      stake: 1_900n,
      win: 11_211n,
      status: 'settled',
    });
  });

  it('publishes the seed, and the result recomputed from it is the stored one', async () => {
    const page = await drawResults(ctx.database.db, merchantId, {
      gameCode: 'k3-3m',
      pageNo: 1,
      pageSize: 100,
    });
    const result = page.list.find((entry) => entry.numero === draw.numero)!;
    expect(result).toMatchObject({
      status: 'settled',
      clientSeed: `k3-3m:${draw.numero}`,
      nonce: 0,
    });
    const seeds = { serverSeed: result.serverSeed!, clientSeed: result.clientSeed!, nonce: 0 };
    expect(elottery.drawResult('k3', seeds)).toEqual(result.numbers);
    expect(elottery.verifyDraw('k3', seeds, result.serverSeedHash!, result.numbers!)).toEqual({
      ok: true,
    });
    // Draws still open keep their seed to themselves.
    const open = (await openDrawsAfter(ctx, 'k3-3m', draw.drawsAt))[0]!;
    expect(page.list.map((entry) => entry.numero)).not.toContain(open.numero);
  });

  it('changes nothing when its steps run again', async () => {
    const money = await balance();
    await run(draw.drawsAt);
    await run(later(draw.drawsAt, 1_000));
    expect(await balance()).toBe(money);
    for (const ticketId of tickets)
      expect((await postingsOf(ctx, ticketId)).length).toBeLessThan(3);
    expect((await drawById(ctx, draw.id)).status).toBe('settled');
  });
});

describe('a draw with many tickets', () => {
  it('is settled a batch at a time, and settled once the last batch is', async () => {
    const [draw] = await openDrawsAfter(ctx, 'pk10-5m', later(start, 60_000));
    const now = later(draw!.closesAt, -1_000);
    const tickets = await place(
      'pk10-5m',
      draw!,
      Array.from({ length: 5 }, () => ({
        betType: 'position',
        selection: { positions: [[1, 2, 3, 4, 5]] },
        unitStake: 1,
      })),
      now,
    );
    const settled = async () =>
      (await Promise.all(tickets.map((id) => ticketOf(ctx, id)))).filter(
        (ticket) => ticket.status !== 'open',
      ).length;

    await run(draw!.drawsAt, 2);
    expect(await settled()).toBe(2);
    expect((await drawById(ctx, draw!.id)).status).toBe('drawn');
    await run(draw!.drawsAt, 2);
    expect(await settled()).toBe(4);
    await run(draw!.drawsAt, 2);
    expect(await settled()).toBe(5);
    expect((await drawById(ctx, draw!.id)).status).toBe('settled');
  });
});

describe('a cancelled draw', () => {
  it('takes no more tickets and refunds every one it holds, once', async () => {
    const [, , draw] = (await openDrawsAfter(ctx, 'keno-5m', later(start, 60_000))) as DrawRow[];
    const now = later(draw!.closesAt, -60_000);
    const before = await balance();
    const tickets = await place(
      'keno-5m',
      draw!,
      [
        { betType: 'pick5', selection: { numbers: [1, 2, 3, 4, 5] }, unitStake: 3 },
        { betType: 'sum_side', selection: { option: 'big' }, unitStake: 2 },
      ],
      now,
    );
    expect(await balance()).toBe(before - 500n);

    expect(await cancelDraw(ctx.database.db, draw!.id, now)).toBe(true);
    expect(await cancelDraw(ctx.database.db, draw!.id, now)).toBe(false);
    await expect(
      place(
        'keno-5m',
        draw!,
        [{ betType: 'sum_side', selection: { option: 'odd' }, unitStake: 1 }],
        now,
      ),
    ).rejects.toMatchObject({ messageKey: 'lottery_draw_closed' });

    await run(now);
    await run(draw!.drawsAt);
    expect(await balance()).toBe(before);
    for (const ticketId of tickets) {
      expect(await ticketOf(ctx, ticketId)).toMatchObject({ status: 'refunded', payout: 0n });
      expect(await betRecordOf(ctx, ticketId)).toMatchObject({ stake: 0n, status: 'refunded' });
      expect((await postingsOf(ctx, ticketId)).map((posting) => posting.kind)).toEqual([
        'bet',
        'rollback',
      ]);
    }
    const stored = await drawById(ctx, draw!.id);
    expect(stored).toMatchObject({ status: 'cancelled', result: null });
    const page = await drawResults(ctx.database.db, merchantId, {
      gameCode: 'keno-5m',
      pageNo: 1,
      pageSize: 100,
    });
    expect(page.list.find((entry) => entry.numero === draw!.numero)).toMatchObject({
      status: 'cancelled',
      numbers: null,
      serverSeed: null,
    });
  });
});

describe('a restart', () => {
  it('catches up on every draw that fell due, in order, once each', async () => {
    const pending = await openDrawsAfter(ctx, 'ssc-1m', start);
    const [first, second, third] = pending.slice(-3) as [DrawRow, DrawRow, DrawRow];
    const now = later(first.closesAt, -1_000);
    const tickets = await Promise.all(
      [first, second, third].map((draw) =>
        place(
          'ssc-1m',
          draw,
          [{ betType: 'sum_side', selection: { option: 'even' }, unitStake: 1 }],
          now,
        ),
      ),
    );

    // Down for an hour: one run settles everything due since, and creates draws from now on.
    const back = later(third.drawsAt, 3_600_000);
    await run(back);
    const drawn = await Promise.all([first, second, third].map((draw) => drawById(ctx, draw.id)));
    expect(drawn.map((draw) => draw.status)).toEqual(['settled', 'settled', 'settled']);
    for (const [index, [ticketId]] of tickets.entries()) {
      const digits = drawn[index]!.result!;
      const even = digits.reduce((sum, digit) => sum + digit, 0) % 2 === 0;
      expect(await ticketOf(ctx, ticketId!)).toMatchObject({
        status: even ? 'won' : 'lost',
        payout: even ? 198n : 0n,
      });
    }

    const all = await drawsOf(ctx, 'ssc-1m');
    expect(all.filter((draw) => draw.drawsAt > third.drawsAt && draw.drawsAt <= back)).toEqual([]);
    const ahead = all.filter((draw) => draw.drawsAt > back);
    expect(ahead).toHaveLength(10);
    expect(ahead.every((draw) => draw.status === 'open')).toBe(true);
    // Every draw before it is done with.
    expect(
      all.filter((draw) => draw.drawsAt <= back).every((draw) => draw.status === 'settled'),
    ).toBe(true);
  });
});

// PGlite is one connection, so two runners there take turns by construction; the race that
// matters is between server processes sharing a PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers', () => {
  it('settle a draw once when their schedulers race', async () => {
    // Hours after the other tests' draws: this run settles them and opens fresh ones.
    const base = later(start, 5 * 3_600_000);
    await run(base);
    const [draw] = await openDrawsAfter(ctx, 'keno-5m', base);
    const now = base;
    const tickets = await place(
      'keno-5m',
      draw!,
      Array.from({ length: 20 }, (_, index) => ({
        betType: 'pick1',
        selection: { numbers: [index + 1] },
        unitStake: 1,
      })),
      now,
    );
    const money = await balance();
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => runJobOnce(ctx.database.db, lotteryDrawJob, draw!.drawsAt)),
    );
    expect(outcomes).toContain('ran');
    expect(outcomes).not.toContain('failed');
    expect((await drawById(ctx, draw!.id)).status).toBe('settled');
    let paid = 0n;
    for (const ticketId of tickets) {
      const ticket = await ticketOf(ctx, ticketId);
      const wins = (await postingsOf(ctx, ticketId)).filter((posting) => posting.kind === 'win');
      expect(wins).toHaveLength(ticket.payout > 0n ? 1 : 0);
      paid += ticket.payout;
    }
    expect(await balance()).toBe(money + paid);
  });
});

describe('the books', () => {
  it('reconcile after draws, payouts and refunds', async () => {
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });
});
