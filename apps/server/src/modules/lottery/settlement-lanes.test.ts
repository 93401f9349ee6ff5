import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  fundMember,
  memberIdOf,
  merchantIdOf,
  type TestContext,
} from '../../testing';
import { newMember } from '../../testing/members';
import { runJobOnce } from '../../platform/jobs/job-runner';
import { reconcile } from '../wallet/service';
import {
  betRecordOf,
  drawById,
  openDrawsAfter,
  placeLines,
  postingsOf,
  ticketOf,
} from './lottery-testing';
import { lotteryDrawJob, lotteryJobs, runLotterySchedule } from './service';
import type { Bettor } from './tickets/service';

// A draw's tickets settled by two lanes, as main.ts runs them: each lane settles the
// tickets of its own members (member id modulo the lanes), the first lane finishes the draw
// once no lane has an open ticket, and two lanes running at once pay every ticket once.

let ctx: TestContext;
let bettors: Bettor[];
const start = new Date();
const [drawsLane, otherLane] = lotteryJobs(2) as [
  ReturnType<typeof lotteryJobs>[0],
  ReturnType<typeof lotteryJobs>[0],
];

beforeAll(async () => {
  ctx = await createTestContext();
  const merchantId = await merchantIdOf(ctx.database);
  bettors = [];
  for (let index = 0; index < 4; index += 1) {
    const member = await newMember(ctx, { prefix: `lane${index}` });
    await fundMember(ctx.database, member.username, 1_000_000n);
    bettors.push({ merchantId, memberId: await memberIdOf(ctx.database, member.username) });
  }
  expect(await runJobOnce(ctx.database.db, lotteryDrawJob, start)).toBe('ran');
});
afterAll(() => ctx.close());

/** Every bettor places a big-or-small pair on the next K3 draw: one of the two wins. */
async function ticketsOnNextDraw(after: Date) {
  const [draw] = await openDrawsAfter(ctx, 'k3-3m', after);
  const placed = new Map<string, bigint>();
  for (const bettor of bettors) {
    const tickets = await placeLines(
      ctx,
      bettor,
      {
        gameCode: 'k3-3m',
        numero: draw!.numero,
        lines: [
          { betType: 'side', selection: { option: 'big' }, unitStake: 1 },
          { betType: 'side', selection: { option: 'small' }, unitStake: 1 },
        ],
      },
      after,
    );
    for (const ticket of tickets) placed.set(ticket.ticketId, bettor.memberId);
  }
  return { draw: draw!, placed };
}

describe('settlement lanes', () => {
  it('settle their own members’ tickets, and only the first lane finishes the draw', async () => {
    const { draw, placed } = await ticketsOnNextDraw(start);
    const settledMembers = async () => {
      const members = new Set<bigint>();
      for (const [ticketId, memberId] of placed) {
        if ((await ticketOf(ctx, ticketId)).status !== 'open') members.add(memberId);
      }
      return [...members].map((memberId) => memberId % 2n);
    };
    // A member's pair is one round of the betting record, settled by the member's lane.
    const roundsSettled = async () => {
      const paid = new Map<bigint, bigint>();
      for (const [ticketId, memberId] of placed) {
        paid.set(memberId, (paid.get(memberId) ?? 0n) + (await ticketOf(ctx, ticketId)).payout);
      }
      const lanes = new Set<bigint>();
      for (const [ticketId, memberId] of placed) {
        const round = await betRecordOf(ctx, ticketId);
        if (round?.status !== 'settled') continue;
        expect(round).toMatchObject({ stake: 200n, win: paid.get(memberId) });
        lanes.add(memberId % 2n);
      }
      return lanes;
    };
    // The first lane closes and draws the draw, and settles its members' tickets (even ids).
    expect(await runJobOnce(ctx.database.db, drawsLane, draw.drawsAt)).toBe('ran');
    expect(new Set(await settledMembers())).toEqual(new Set([0n]));
    expect(await roundsSettled()).toEqual(new Set([0n]));
    expect((await drawById(ctx, draw.id)).status).toBe('drawn');

    // The second lane settles the others' and leaves the finishing to the first.
    expect(await runJobOnce(ctx.database.db, otherLane, draw.drawsAt)).toBe('ran');
    expect(new Set(await settledMembers())).toEqual(new Set([0n, 1n]));
    expect(await roundsSettled()).toEqual(new Set([0n, 1n]));
    expect((await drawById(ctx, draw.id)).status).toBe('drawn');

    expect(await runJobOnce(ctx.database.db, drawsLane, draw.drawsAt)).toBe('ran');
    expect((await drawById(ctx, draw.id)).status).toBe('settled');
    // The lanes' cursors went with the draw they walked.
    const cursors = await ctx.database.execute(
      'select count(*)::int as n from lottery_settlement_cursors where draw_id = $1',
      [String(draw.id)],
    );
    expect(Number(cursors.rows[0]!.n)).toBe(0);
  });

  // PGlite is one connection: the lanes would take turns. On PostgreSQL they run at once.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'running at once, pay every ticket once and never wait on each other',
    async () => {
      const after = new Date(start.getTime() + 3_600_000);
      await ctx.database.db.transaction((tx) => drawsLane.run(tx, after));
      const { draw, placed } = await ticketsOnNextDraw(after);
      // Closed and drawn, nothing settled yet: then both lanes at once.
      await ctx.database.db.transaction((tx) =>
        runLotterySchedule(tx, draw.drawsAt, { ticketsPerRun: 0 }),
      );
      const outcomes = await Promise.all(
        [drawsLane, otherLane].map((job) => runJobOnce(ctx.database.db, job, draw.drawsAt)),
      );
      expect(outcomes).toEqual(['ran', 'ran']);
      // The first lane may have looked before the other committed: its next run finishes.
      await runJobOnce(ctx.database.db, drawsLane, draw.drawsAt);
      expect((await drawById(ctx, draw.id)).status).toBe('settled');
      let winners = 0;
      for (const ticketId of placed.keys()) {
        const ticket = await ticketOf(ctx, ticketId);
        const wins = (await postingsOf(ctx, ticketId)).filter((posting) => posting.kind === 'win');
        expect(wins).toHaveLength(ticket.payout > 0n ? 1 : 0);
        if (ticket.payout > 0n) winners += 1;
      }
      // Big or small: one of each pair wins, unless the dice came up a triple.
      expect(winners === bettors.length || winners === 0).toBe(true);
    },
  );

  it('leave the books reconciled', async () => {
    const merchantId = await merchantIdOf(ctx.database);
    expect((await reconcile(ctx.database.db, merchantId)).problems).toEqual([]);
  });
});
