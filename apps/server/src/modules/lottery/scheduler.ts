import type { Database } from '../../platform/db/database';
import type { Job } from '../../platform/jobs/job-runner';
import * as draws from './draws/service';
import * as games from './games/service';
import * as tickets from './tickets/service';

/**
 * The draw scheduler: one job, run every second by a job runner of its own (main.ts). Each
 * run is one transaction under the job's advisory lock, so with any number of server
 * processes one of them runs it at a time, and it does every step that is due at `now`:
 *   1. keeps the next draws of every enabled fast-draw game created, seeds committed, and
 *      the next days' draws of every enabled scheduled game, from its schedule;
 *   2. closes the open draws whose betting time is over;
 *   3. draws the closed fast draws whose time has come, from their seeds (a scheduled draw
 *      waits for its results provider: results/);
 *   4. settles the drawn draws' tickets (refunds the cancelled draws'), oldest draw first,
 *      at most `ticketsPerRun` tickets; a draw whose result was corrected then has its
 *      settled tickets settled again at it; a draw is settled when none is left to do.
 * Every step is a conditional change of state (`where status = …`) and every posting is
 * keyed by its ticket, so a step that runs again changes nothing: a run after a restart
 * catches up on every draw that fell due meanwhile, in order, once each.
 */

/** Tickets settled per run: one run's transaction holds their wallets' locks. */
export const ticketsPerRun = 1_000;
/** Draws with tickets waiting looked at per run (one without tickets costs two statements). */
const drawsPerRun = 200;

export type ScheduleRun = { ticketsPerRun?: number };

export async function runLotterySchedule(
  tx: Database,
  now: Date,
  options: ScheduleRun = {},
): Promise<void> {
  await draws.keepFastDrawsAhead(tx, await games.scheduledFastDrawGames(tx), now);
  await draws.keepScheduledDrawsAhead(tx, await games.scheduledSheetGames(tx), now);
  await draws.closeDueDraws(tx, now);
  await draws.drawDueDraws(tx, now);

  let budget = options.ticketsPerRun ?? ticketsPerRun;
  const waiting = await draws.drawsToSettle(tx, drawsPerRun);
  const gamesById = await games.gamesByIds(
    tx,
    waiting.map((draw) => draw.gameId),
  );
  for (const draw of waiting) {
    if (budget <= 0) break;
    const game = gamesById.get(draw.gameId)!;
    const batch = await tickets.settleDrawBatch(tx, draw, game, budget, now);
    budget -= batch.tickets;
    if (!batch.done) continue;
    if (draw.revision > 1) {
      if (budget <= 0) break;
      const again = await tickets.resettleDrawBatch(tx, draw, game, budget, now);
      budget -= again.tickets;
      if (!again.done) continue;
    }
    await draws.finishDraw(tx, draw, now);
  }
}

/** The scheduler as the job runner runs it; its id is its advisory lock's number. */
export const lotteryDrawJob: Job = {
  id: 2,
  name: 'lotteryDraws',
  run: (db, now) => runLotterySchedule(db, now),
};
