import type { Database } from '../../platform/db/database';
import type { Job } from '../../platform/jobs/job-runner';
import * as draws from './draws/service';
import * as games from './games/service';
import * as tickets from './tickets/service';

/**
 * The draw scheduler. Each run is one transaction under its job's advisory lock, so with any
 * number of server processes one of them runs it at a time, and it does every step that is
 * due at `now`:
 *   1. keeps the next draws of every enabled fast-draw game created, seeds committed, and
 *      the next days' draws of every enabled scheduled game, from its schedule;
 *   2. closes the open draws whose betting time is over;
 *   3. draws the closed fast draws whose time has come, from their seeds (a scheduled draw
 *      waits for its results provider: results/);
 *   4. settles the drawn draws' tickets (refunds the cancelled draws'), oldest draw first,
 *      at most `ticketsPerRun` tickets; a draw whose result was corrected then has its
 *      settled tickets settled again at it; a draw is settled when none is left to do.
 * A run that used its whole budget answers 'more', and the job runner runs it again at once
 * in a new transaction: a draw of a million tickets settles run after run without waiting
 * for the next second, each transaction holding its wallets' locks briefly, and steps 1–3
 * still happen between batches (a fast draw closes on time).
 *
 * Settling is split into lanes by member (`tickets.Lane`), each lane a job of its own on a
 * runner of its own (main.ts, `lotteryJobs`): the first job runs steps 1–3 and lane 0, the
 * others their lane of step 4 alone. Lanes share no wallet, so they settle side by side on
 * as many database connections, which is what a big draw needs of a machine's cores
 * (bench/lottery). Each lane walks the draw's tickets in id order with a cursor of its own.
 * Only the first finishes a draw, once every lane has walked past its last ticket, and
 * it alone settles a corrected draw again (rare, and done in ticket order).
 * Every step is a conditional change of state (`where status = …`) and every posting is
 * keyed by its ticket, so a step that runs again changes nothing: a run after a restart
 * catches up on every draw that fell due meanwhile, in order, once each.
 */

/**
 * Tickets settled per run: one run's transaction holds their wallets' locks, for a few
 * hundred milliseconds at this size (bench/lottery).
 */
export const ticketsPerRun = 10_000;
/** Settlement lanes main.ts runs: one per core of a small server. */
export const settlementLanes = 2;
/** Draws with tickets waiting looked at per run (one without tickets costs two statements). */
const drawsPerRun = 200;

export type ScheduleRun = { ticketsPerRun?: number; lane?: tickets.Lane };

/** Every step, for one lane's share of step 4 (every ticket by default). */
export async function runLotterySchedule(
  tx: Database,
  now: Date,
  options: ScheduleRun = {},
): Promise<'more' | void> {
  await draws.keepFastDrawsAhead(tx, await games.scheduledFastDrawGames(tx), now);
  await draws.keepScheduledDrawsAhead(tx, await games.scheduledSheetGames(tx), now);
  await draws.closeDueDraws(tx, now);
  await draws.drawDueDraws(tx, now);
  return settleDraws(tx, now, options);
}

/** Step 4 for one lane. */
export async function settleDraws(
  tx: Database,
  now: Date,
  options: ScheduleRun = {},
): Promise<'more' | void> {
  const lane = options.lane ?? tickets.everyTicket;
  const finishes = lane.lane === 0;
  let budget = options.ticketsPerRun ?? ticketsPerRun;
  const waiting = await draws.drawsToSettle(tx, drawsPerRun);
  const gamesById = await games.gamesByIds(
    tx,
    waiting.map((draw) => draw.gameId),
  );
  let unfinished = false;
  for (const draw of waiting) {
    if (budget <= 0) break;
    const game = gamesById.get(draw.gameId)!;
    const batch = await tickets.settleDrawBatch(tx, draw, game, budget, now, lane);
    budget -= batch.tickets;
    unfinished ||= !batch.done;
    if (!batch.done || !finishes) continue;
    if (lane.lanes > 1 && !(await tickets.lanesFinished(tx, draw.id, lane.lanes))) continue;
    if (draw.revision > 1) {
      if (budget <= 0) break;
      const again = await tickets.resettleDrawBatch(tx, draw, game, budget, now);
      budget -= again.tickets;
      if (!again.done) continue;
    }
    await draws.finishDraw(tx, draw, now);
    await tickets.forgetSettlementCursors(tx, draw.id);
  }
  // Work left: tickets beyond the budget or past the batch's window, or (for the lane that
  // finishes draws) more draws waiting than one run looks at. The other lanes never finish a
  // draw: a full list is no work of theirs, and asking again at once would only spin until
  // lane 0 catches up.
  if (budget <= 0 || unfinished || (finishes && waiting.length === drawsPerRun)) return 'more';
}

/**
 * The scheduler's jobs, one per lane; their ids are their advisory locks' numbers (the
 * first keeps id 2, so a process running `lotteryDrawJob` and one running these never run
 * the steps at once).
 */
export function lotteryJobs(lanes = settlementLanes): Job[] {
  return Array.from({ length: lanes }, (_, number): Job => {
    const lane = { lane: number, lanes };
    return number === 0
      ? { id: 2, name: 'lotteryDraws', run: (db, now) => runLotterySchedule(db, now, { lane }) }
      : {
          id: 2 + number,
          name: `lotterySettlement${number}`,
          run: (db, now) => settleDraws(db, now, { lane }),
        };
  });
}

/** Every step and every ticket as one job: tests, and a process that runs it alone. */
export const lotteryDrawJob: Job = lotteryJobs(1)[0]!;
