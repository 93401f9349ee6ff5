import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';
import { lotteryGames } from '../games/schema';
import { lotteryDraws } from './schema';

// The draws' SQL. Every change of a draw's state is one conditional statement (`where
// status = …`), so running it twice, or in two processes, changes each draw once.

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;

/**
 * The newest draw time of each game (any status): where its schedule goes on from. One
 * index lookup per game, however long its history.
 */
export async function latestDrawTimes(
  db: Database,
  gameIds: readonly number[],
): Promise<Map<number, Date>> {
  if (gameIds.length === 0) return new Map();
  const rows = await rowsOf<{ game_id: number; latest: string | Date | null }>(
    db,
    sql`select g.id as game_id,
        (select max(d.draws_at) from lottery_draws d where d.game_id = g.id) as latest
      from unnest(array[${sql.join(
        gameIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]) as g(id)`,
  );
  return new Map(
    rows.flatMap((row) => (row.latest ? [[Number(row.game_id), new Date(row.latest)]] : [])),
  );
}

export type NewDraw = Pick<
  typeof lotteryDraws.$inferInsert,
  'gameId' | 'numero' | 'opensAt' | 'closesAt' | 'drawsAt' | 'serverSeed' | 'serverSeedHash'
>;

/** Adds draws; one that exists already (same game and numero) is left as it is. */
export async function insertDraws(tx: Database, draws: readonly NewDraw[]): Promise<void> {
  if (draws.length === 0) return;
  await tx
    .insert(lotteryDraws)
    .values([...draws])
    .onConflictDoNothing();
}

/** Open draws whose betting time is over become closed; their ids. */
export async function closeDueDraws(tx: Database, now: Date): Promise<bigint[]> {
  const rows = await tx
    .update(lotteryDraws)
    .set({ status: 'closed' })
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.closesAt, now)))
    .returning({ id: lotteryDraws.id });
  return rows.map((row) => row.id);
}

/** Closed draws drawn from their seed whose time has come, oldest first. */
export function listDueSeededDraws(tx: Database, now: Date) {
  return tx
    .select({
      id: lotteryDraws.id,
      gameId: lotteryDraws.gameId,
      numero: lotteryDraws.numero,
      serverSeed: lotteryDraws.serverSeed,
    })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.status, 'closed'),
        lte(lotteryDraws.drawsAt, now),
        // Closed draws are not settled: said so the pending index serves the query.
        sql`${lotteryDraws.settledAt} is null`,
        sql`${lotteryDraws.serverSeed} is not null`,
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id));
}

/** Closed draws get their result, in one statement; the ids of those it changed. */
export async function markDrawn(
  tx: Database,
  draws: readonly { id: bigint; result: unknown }[],
  now: Date,
): Promise<bigint[]> {
  if (draws.length === 0) return [];
  const json = JSON.stringify(draws.map((draw) => ({ id: String(draw.id), result: draw.result })));
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update lottery_draws d
      set status = 'drawn', result = r.result, drawn_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as r(id bigint, result jsonb)
      where d.id = r.id and d.status = 'closed'
      returning d.id::text as id`,
  );
  return rows.map((row) => BigInt(row.id));
}

/**
 * A provider-drawn draw gets a result: its first (a closed draw becomes drawn) or a
 * correction (a drawn or settled draw gets the new one, and is drawn again until its tickets
 * are settled at it). The draw's new result revision; undefined when it takes no result (a
 * fast draw, an open or a cancelled one).
 */
export async function markResult(
  tx: Database,
  drawId: bigint,
  result: unknown,
  now: Date,
): Promise<number | undefined> {
  const rows = await rowsOf<{ revision: number }>(
    tx,
    sql`update lottery_draws
      set result = ${JSON.stringify(result)}::jsonb, result_revision = result_revision + 1,
        status = 'drawn', drawn_at = coalesce(drawn_at, ${now.toISOString()}::timestamptz),
        settled_at = null
      where id = ${String(drawId)}::bigint and server_seed is null
        and status in ('closed', 'drawn', 'settled')
      returning result_revision as revision`,
  );
  return rows[0] && Number(rows[0].revision);
}

/**
 * Draws whose tickets still wait: drawn (to settle) or cancelled (to refund), oldest
 * first, from the partial index of draws not yet done with.
 */
export function listDrawsToSettle(tx: Database, limit: number) {
  return tx
    .select({
      id: lotteryDraws.id,
      gameId: lotteryDraws.gameId,
      status: lotteryDraws.status,
      result: lotteryDraws.result,
      revision: lotteryDraws.resultRevision,
    })
    .from(lotteryDraws)
    .where(
      and(
        sql`${lotteryDraws.settledAt} is null`,
        inArray(lotteryDraws.status, ['drawn', 'cancelled']),
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id))
    .limit(limit);
}

/**
 * A draw whose last ticket is settled (or refunded) at its result `revision` is done with.
 * A correction approved meanwhile raised the revision: the draw stays drawn for it.
 */
export async function markSettled(
  tx: Database,
  drawId: bigint,
  revision: number,
  now: Date,
): Promise<void> {
  await tx.execute(sql`update lottery_draws
    set settled_at = ${now.toISOString()}::timestamptz,
      status = case when status = 'drawn' then 'settled' else status end
    where id = ${String(drawId)}::bigint and settled_at is null
      and status in ('drawn', 'cancelled') and result_revision = ${revision}`);
}

/** Cancels a draw that has no result yet; false when it had one (or was cancelled). */
export async function markCancelled(tx: Database, drawId: bigint, now: Date): Promise<boolean> {
  const rows = await tx
    .update(lotteryDraws)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(lotteryDraws.id, drawId), inArray(lotteryDraws.status, ['open', 'closed'])))
    .returning({ id: lotteryDraws.id });
  return rows.length > 0;
}

/**
 * A game's draw by numero, locked FOR SHARE until the transaction ends: tickets placed (or
 * cancelled) on it commit before the draw can close, so the draw's settlement sees every
 * one of them. Tickets on one draw share the lock and never wait for each other.
 */
export async function lockDrawByNumero(
  tx: Database,
  gameId: number,
  numero: string,
): Promise<LotteryDrawRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.numero, numero)))
    .for('share');
  return row;
}

/**
 * A draw by id, locked until the transaction ends: FOR SHARE as a ticket's cancel takes it
 * (see `lockDrawByNumero`), or FOR UPDATE as a result given to it does (an approval, a
 * provider's), which then waits for tickets being placed and for another result.
 */
export async function lockDrawById(
  tx: Database,
  drawId: bigint,
  strength: 'share' | 'update' = 'share',
): Promise<LotteryDrawRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId))
    .for(strength);
  return row;
}

/** The draws of these games still taking tickets, next to close first. */
export function listOpenDraws(db: Database, gameIds: readonly number[], now: Date) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      gameId: lotteryDraws.gameId,
      numero: lotteryDraws.numero,
      opensAt: lotteryDraws.opensAt,
      closesAt: lotteryDraws.closesAt,
      drawsAt: lotteryDraws.drawsAt,
      serverSeedHash: lotteryDraws.serverSeedHash,
    })
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.gameId, [...gameIds]),
        eq(lotteryDraws.status, 'open'),
        gt(lotteryDraws.closesAt, now),
        lte(lotteryDraws.opensAt, now),
        // Implied by the close, and bounds the scan of the game's draws by time.
        gt(lotteryDraws.drawsAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.gameId), asc(lotteryDraws.closesAt));
}

const pastStatuses = ['drawn', 'settled', 'cancelled'];
const isPast = (gameId: number) =>
  and(eq(lotteryDraws.gameId, gameId), inArray(lotteryDraws.status, pastStatuses));

/**
 * A page of a game's draws that are over (drawn or cancelled), newest first, among its
 * `recent` newest: a page is then one short backward scan of the game's index.
 */
export function listPastDraws(
  db: Database,
  gameId: number,
  page: { pageNo: number; pageSize: number },
  recent: number,
): Promise<LotteryDrawRow[]> {
  const offset = (page.pageNo - 1) * page.pageSize;
  if (offset >= recent) return Promise.resolve([]);
  return db
    .select()
    .from(lotteryDraws)
    .where(isPast(gameId))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(Math.min(page.pageSize, recent - offset))
    .offset(offset);
}

/** How many of a game's draws are over, counting at most its `recent` newest. */
export async function countPastDraws(db: Database, gameId: number, recent: number) {
  const newest = db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(isPast(gameId))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(recent)
    .as('newest');
  const [row] = await db.select({ count: count() }).from(newest);
  return Number(row?.count ?? 0);
}

// The console's reads of scheduled draws: a merchant's provider-drawn games' draws, each with
// what names its game.

const sheetDrawColumns = {
  draw: lotteryDraws,
  gameCode: lotteryGames.code,
  family: lotteryGames.family,
  catalogueGameId: lotteryGames.catalogueGameId,
};

export type SheetDrawRow = {
  draw: LotteryDrawRow;
  gameCode: string;
  family: string;
  catalogueGameId: number;
};

/**
 * Which of a merchant's scheduled draws a console list shows: `awaiting` a result (closed,
 * oldest first: the next to enter on top), or `drawn` (newest first: the ones to check).
 */
export type SheetDrawFilter = {
  merchantId: number;
  view: 'awaiting' | 'drawn';
  gameCode?: string;
};

function sheetDrawsWhere(filter: SheetDrawFilter) {
  return and(
    eq(lotteryGames.merchantId, filter.merchantId),
    eq(lotteryGames.kind, 'LOTT'),
    filter.gameCode ? eq(lotteryGames.code, filter.gameCode) : undefined,
    filter.view === 'awaiting'
      ? eq(lotteryDraws.status, 'closed')
      : inArray(lotteryDraws.status, ['drawn', 'settled']),
  );
}

export async function listSheetDraws(
  db: Database,
  filter: SheetDrawFilter,
  page: { pageNo: number; pageSize: number },
): Promise<SheetDrawRow[]> {
  return db
    .select(sheetDrawColumns)
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(sheetDrawsWhere(filter))
    .orderBy(
      filter.view === 'awaiting' ? asc(lotteryDraws.drawsAt) : desc(lotteryDraws.drawsAt),
      asc(lotteryDraws.id),
    )
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

export async function countSheetDraws(db: Database, filter: SheetDrawFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(sheetDrawsWhere(filter));
  return Number(row?.count ?? 0);
}

/**
 * One of a merchant's scheduled draws, by its game's code and its numero or by its id
 * (another merchant's is none of its console's).
 */
export async function findSheetDraw(
  db: Database,
  merchantId: number,
  draw: { gameCode: string; numero: string } | { drawId: bigint },
): Promise<SheetDrawRow | undefined> {
  const [row] = await db
    .select(sheetDrawColumns)
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotteryGames.merchantId, merchantId),
        eq(lotteryGames.kind, 'LOTT'),
        'drawId' in draw
          ? eq(lotteryDraws.id, draw.drawId)
          : and(eq(lotteryGames.code, draw.gameCode), eq(lotteryDraws.numero, draw.numero)),
      ),
    );
  return row;
}

/** A past draw as the results boards read it. */
export type DrawnDrawRow = Pick<
  LotteryDrawRow,
  | 'gameId'
  | 'numero'
  | 'drawsAt'
  | 'drawnAt'
  | 'status'
  | 'result'
  | 'serverSeed'
  | 'serverSeedHash'
>;

/**
 * The `perGame` newest draws of each game that have a result (drawn or settled), newest
 * first: one backward scan of each game's index (`lottery_draws_game_time`), in one statement.
 */
export async function listLatestDrawnDraws(
  db: Database,
  gameIds: readonly number[],
  perGame: number,
): Promise<DrawnDrawRow[]> {
  if (gameIds.length === 0) return [];
  const rows = await rowsOf<{
    game_id: number;
    numero: string;
    draws_at: string | Date;
    drawn_at: string | Date | null;
    status: string;
    result: unknown;
    server_seed: string | null;
    server_seed_hash: string | null;
  }>(
    db,
    sql`select g.id as game_id, d.numero, d.draws_at, d.drawn_at, d.status, d.result,
        d.server_seed, d.server_seed_hash
      from unnest(array[${sql.join(
        gameIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]) as g(id)
      cross join lateral (
        select * from lottery_draws x
        where x.game_id = g.id and x.status in ('drawn', 'settled')
        order by x.draws_at desc limit ${perGame}
      ) d
      order by g.id, d.draws_at desc`,
  );
  return rows.map((row) => ({
    gameId: Number(row.game_id),
    numero: row.numero,
    drawsAt: new Date(row.draws_at),
    drawnAt: row.drawn_at === null ? null : new Date(row.drawn_at),
    status: row.status,
    // A driver that leaves jsonb as text (none of ours today) still reads right.
    result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
  }));
}
