import { fastDrawsAhead, lottery as contract, recentDrawCount } from '@croupier/contract';
import { createServerSeed, hashServerSeed } from '@croupier/engines';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as games from '../games/service';
import {
  closeDueDraws as closeDue,
  countPastDraws,
  countSheetDraws,
  findSheetDraw,
  insertDraws,
  latestDrawTimes,
  listDrawsToSettle,
  listDueSeededDraws,
  listLatestDrawnDraws,
  listOpenDraws,
  listPastDraws,
  listSheetDraws,
  lockDrawById,
  lockDrawByNumero,
  markCancelled,
  markDrawn,
  markResult,
  markSettled,
  type DrawnDrawRow,
  type LotteryDrawRow,
  type NewDraw,
  type SheetDrawFilter,
  type SheetDrawRow,
} from './queries';
import { slotsToCreate } from './schedule';
import { scheduledSlots } from './sheet-schedule';

// A game's draws, from their creation (seed committed) through close and draw to settled:
// the scheduler's steps, the checks a ticket passes on its draw, and what players read of
// draws (the open ones, the results with their revealed seeds).

export type { LotteryDrawRow, SheetDrawFilter, SheetDrawRow } from './queries';

/** A scheduled game's draws are made this many days ahead (and at least its next one). */
export const scheduledDaysAhead = 7;

/**
 * Keeps each game's next draws created: the draws `slotsOf` says the game should have,
 * given its newest draw (one index lookup per game), of which the ones that exist already
 * are left as they are.
 */
async function keepDrawsAhead(
  tx: Database,
  scheduled: readonly games.LotteryGameRow[],
  slotsOf: (game: games.LotteryGameRow, latest: Date | undefined) => NewDraw[],
): Promise<void> {
  const latest = await latestDrawTimes(
    tx,
    scheduled.map((game) => game.id),
  );
  await insertDraws(
    tx,
    scheduled.flatMap((game) => slotsOf(game, latest.get(game.id))),
  );
}

/**
 * Keeps the next draws of each fast-draw game created ahead, each with a fresh server seed
 * whose SHA-256 is public from then on. The seed is made before anyone can bet on the draw,
 * so the house cannot choose it knowing the tickets.
 */
export function keepFastDrawsAhead(
  tx: Database,
  scheduled: readonly games.LotteryGameRow[],
  now: Date,
): Promise<void> {
  return keepDrawsAhead(tx, scheduled, (game, latest) =>
    slotsToCreate(
      {
        drawIntervalSeconds: game.drawIntervalSeconds!,
        closeSecondsBefore: game.closeSecondsBefore,
      },
      now,
      latest,
      fastDrawsAhead,
    ).map((slot) => {
      const serverSeed = createServerSeed();
      return { gameId: game.id, ...slot, serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
    }),
  );
}

/**
 * Keeps the draws of each scheduled (provider-drawn) game of the next `scheduledDaysAhead`
 * days created, from the schedule kept with the game. They have no seed: their result comes
 * from a results provider once drawn.
 */
export function keepScheduledDrawsAhead(
  tx: Database,
  scheduled: readonly games.LotteryGameRow[],
  now: Date,
): Promise<void> {
  return keepDrawsAhead(tx, scheduled, (game, latest) => {
    const schedule = contract.lotterySchedule.safeParse(game.schedule);
    // A schedule the contract refuses (written around the console) makes no draws; the
    // game's CHECK keeps it present, the console's schema keeps it right.
    if (!schedule.success) return [];
    return scheduledSlots(
      { schedule: schedule.data, closeSecondsBefore: game.closeSecondsBefore },
      now,
      latest,
      scheduledDaysAhead,
    ).map((slot) => ({ gameId: game.id, ...slot, serverSeed: null, serverSeedHash: null }));
  });
}

/** Closes every open draw whose betting time is over; how many. */
export async function closeDueDraws(tx: Database, now: Date): Promise<number> {
  return (await closeDue(tx, now)).length;
}

/**
 * Draws every closed fast draw whose time has come, oldest first: the result from its
 * seed, the same computation a player repeats once the seed is revealed. Draws of games
 * since disabled are drawn too: their tickets wait for it.
 */
export async function drawDueDraws(tx: Database, now: Date): Promise<number> {
  const due = await listDueSeededDraws(tx, now);
  if (due.length === 0) return 0;
  const gamesById = await games.gamesByIds(
    tx,
    due.map((draw) => draw.gameId),
  );
  const results = due.map((draw) => {
    const game = gamesById.get(draw.gameId)!;
    return {
      id: draw.id,
      result: games.drawFastResult(game.family, game.code, draw.numero, draw.serverSeed!),
    };
  });
  return (await markDrawn(tx, results, now)).length;
}

/**
 * A draw whose tickets wait to be settled or refunded: its result, or none if cancelled, and
 * the revision of that result (above 1: a corrected result, its settled tickets to settle
 * again).
 */
export type DrawToSettle = {
  id: bigint;
  gameId: number;
  cancelled: boolean;
  result: games.LotteryResult | null;
  revision: number;
};

/** Up to `limit` draws with tickets to settle or refund, oldest first. */
export async function drawsToSettle(tx: Database, limit: number): Promise<DrawToSettle[]> {
  const rows = await listDrawsToSettle(tx, limit);
  return rows.map((row) => ({
    id: row.id,
    gameId: row.gameId,
    cancelled: row.status === 'cancelled',
    result: row.status === 'cancelled' ? null : (row.result as games.LotteryResult),
    revision: row.revision,
  }));
}

/**
 * Marks a draw done with once none of its tickets waits at the result it was settled at;
 * a result approved meanwhile keeps it drawn (see `markSettled`).
 */
export const finishDraw = (tx: Database, draw: DrawToSettle, now: Date) =>
  markSettled(tx, draw.id, draw.revision, now);

/**
 * Gives a provider-drawn draw the result sheet a provider gave (an approved entry, two
 * agreeing sources): its first result draws it, a later one corrects it. The scheduler then
 * settles its tickets at it. The new result revision; undefined when the draw takes no
 * result (still open, cancelled, or a fast draw).
 */
export function drawWithSheet(
  tx: Database,
  drawId: bigint,
  sheet: games.SheetResult,
  now: Date,
): Promise<number | undefined> {
  return markResult(tx, drawId, sheet, now);
}

/** A draw locked while a result is given to it: one result at a time. */
export const lockDrawForSheet = (tx: Database, drawId: bigint) =>
  lockDrawById(tx, drawId, 'update');

/** One of a merchant's scheduled draws, with its game's code and family. */
export const sheetDrawOf = findSheetDraw;

/** A page of a merchant's scheduled draws awaiting a result or drawn, and how many there are. */
export async function sheetDrawPage(
  db: Database,
  filter: SheetDrawFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: SheetDrawRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    listSheetDraws(db, filter, page),
    countSheetDraws(db, filter),
  ]);
  return { rows, total };
}

/**
 * Cancels a draw that has no result yet: no ticket can join it any more, and the scheduler
 * refunds every ticket it holds. False when the draw was already drawn or cancelled.
 */
export async function cancelDraw(db: Database, drawId: bigint, now: Date): Promise<boolean> {
  return db.transaction((tx) => markCancelled(tx, drawId, now));
}

/**
 * The draw a ticket goes to, locked until the ticket commits (see `lockDrawByNumero`): 404
 * when the game has no such draw, 409 when it takes no tickets at `now`.
 */
export async function drawTakingTickets(
  tx: Database,
  gameId: number,
  numero: string,
  now: Date,
): Promise<LotteryDrawRow> {
  const draw = await lockDrawByNumero(tx, gameId, numero);
  if (!draw) throw AppError.of('lotteryDrawNotFound');
  if (draw.status === 'open' && draw.opensAt > now) throw AppError.of('lotteryDrawNotOpen');
  if (draw.status !== 'open' || draw.closesAt <= now) throw AppError.of('lotteryDrawClosed');
  return draw;
}

/** A ticket's draw when the ticket is cancelled: it must still be taking tickets. */
export async function drawStillOpen(tx: Database, drawId: bigint, now: Date): Promise<void> {
  const draw = await lockDrawById(tx, drawId);
  if (!draw || draw.status !== 'open' || draw.closesAt <= now) {
    throw AppError.of('lotteryDrawClosed');
  }
}

function wireOpenDraw(draw: {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  serverSeedHash: string | null;
}): contract.OpenDraw {
  return {
    numero: draw.numero,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawsAt: draw.drawsAt.toISOString(),
    serverSeedHash: draw.serverSeedHash,
  };
}

/** The open draws of these games by game id, next to close first. */
export async function openDrawsByGame(
  db: Database,
  gameIds: readonly number[],
  now: Date,
): Promise<Map<number, contract.OpenDraw[]>> {
  const byGame = new Map<number, contract.OpenDraw[]>(gameIds.map((id) => [id, []]));
  for (const draw of await listOpenDraws(db, gameIds, now)) {
    byGame.get(draw.gameId)?.push(wireOpenDraw(draw));
  }
  return byGame;
}

/** `/lotto/lgw/games/opened/numero`: every enabled game's open draws. */
export async function openedNumeros(
  db: Database,
  merchantId: number,
  now: Date,
): Promise<contract.OpenedNumeros[]> {
  const enabled = await games.enabledGames(db, merchantId);
  const open = await openDrawsByGame(
    db,
    enabled.map((game) => game.id),
    now,
  );
  return enabled.map((game) => ({ gameCode: game.code, numeros: open.get(game.id) ?? [] }));
}

/** `/lgw/vn/numeros/opened/game`: one enabled game's open draws. */
export async function gameNumeros(
  db: Database,
  merchantId: number,
  gameCode: string,
  now: Date,
): Promise<contract.OpenedNumeros> {
  const game = await games.enabledGameOrNotFound(db, merchantId, gameCode);
  const open = await openDrawsByGame(db, [game.id], now);
  return { gameCode: game.code, numeros: open.get(game.id) ?? [] };
}

/**
 * A past draw on the wire. A drawn fast draw shows its seed and the client seed and nonce it
 * was drawn with, so a player can recompute it; a scheduled draw its result sheet (the latest,
 * once corrected); a cancelled draw was never drawn and shows neither result nor seed.
 */
function wireDrawResult(gameCode: string, draw: DrawnDrawRow): contract.DrawResult {
  const drawn = draw.status !== 'cancelled';
  const seeded = draw.serverSeed !== null;
  const seeds = drawn && seeded && games.drawSeedsOf(gameCode, draw.numero);
  return {
    numero: draw.numero,
    drawsAt: draw.drawsAt.toISOString(),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    status: draw.status as contract.DrawResult['status'],
    numbers: drawn && seeded ? (draw.result as number[]) : null,
    sheet: drawn && !seeded ? (draw.result as contract.ResultSheet) : null,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: seeds ? draw.serverSeed : null,
    clientSeed: seeds ? seeds.clientSeed : null,
    nonce: seeds ? seeds.nonce : null,
  };
}

/**
 * The `perGame` newest draws with a result of each of these games, newest first, by game id
 * (a game with none has an empty list): the results boards of /vnlottery and /seaLottery.
 */
export async function latestDrawResults(
  db: Database,
  gameRows: readonly games.LotteryGameRow[],
  perGame: number,
): Promise<Map<number, contract.DrawResult[]>> {
  const byGame = new Map<number, contract.DrawResult[]>(gameRows.map((game) => [game.id, []]));
  const codes = new Map(gameRows.map((game) => [game.id, game.code]));
  for (const draw of await listLatestDrawnDraws(db, [...codes.keys()], perGame)) {
    byGame.get(draw.gameId)?.push(wireDrawResult(codes.get(draw.gameId)!, draw));
  }
  return byGame;
}

/** A game's recent draws that are over (drawn or cancelled), newest first (`wireDrawResult`). */
export async function drawResults(
  db: Database,
  merchantId: number,
  query: { gameCode: string; pageNo: number; pageSize: number },
) {
  const game = await games.gameOrNotFound(db, merchantId, query.gameCode);
  const [rows, total] = await Promise.all([
    listPastDraws(db, game.id, query, recentDrawCount),
    countPastDraws(db, game.id, recentDrawCount),
  ]);
  const list = rows.map((draw) => wireDrawResult(game.code, draw));
  return {
    list,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
