import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../../platform/db/advisory-locks';
import type { Database } from '../../../platform/db/database';
import { jsonForSql, rowsOf } from '../../../platform/db/rows';
import { lotteryDraws } from '../draws/schema';
import { lotteryGames } from '../games/schema';
import { lotteryTickets } from './schema';

// The tickets' SQL. A ticket changes state only by a conditional statement (`where status =
// 'open'`), and settling or refunding a batch is one statement for the whole batch.

export type TicketRow = typeof lotteryTickets.$inferSelect;
export type NewTicket = Omit<
  typeof lotteryTickets.$inferInsert,
  'id' | 'status' | 'payout' | 'settledAt'
>;

/** A ticket with what its answer names: its game's code and its draw. */
export type TicketView = TicketRow & { gameCode: string; numero: string; drawsAt: Date };

const viewColumns = {
  ticket: lotteryTickets,
  gameCode: lotteryGames.code,
  numero: lotteryDraws.numero,
  drawsAt: lotteryDraws.drawsAt,
};

const toView = (row: {
  ticket: TicketRow;
  gameCode: string;
  numero: string;
  drawsAt: Date;
}): TicketView => ({
  ...row.ticket,
  gameCode: row.gameCode,
  numero: row.numero,
  drawsAt: row.drawsAt,
});

/**
 * Holds a member's request id until the transaction ends, so a resend of the same request
 * waits for the first and then finds its tickets.
 */
export function lockTicketRequest(tx: Database, memberId: bigint, requestId: string) {
  return lockUntilCommit(tx, `lottery-request:${memberId}:${requestId}`);
}

/** The tickets a member's request placed, in line order. */
export async function findRequestTickets(
  tx: Database,
  memberId: bigint,
  requestId: string,
): Promise<TicketView[]> {
  const rows = await tx
    .select(viewColumns)
    .from(lotteryTickets)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryTickets.gameId))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.requestId, requestId)))
    .orderBy(asc(lotteryTickets.lineNo));
  return rows.map(toView);
}

export function insertTickets(tx: Database, tickets: readonly NewTicket[]): Promise<TicketRow[]> {
  return tx
    .insert(lotteryTickets)
    .values([...tickets])
    .returning();
}

/** A member's ticket by id (another member's is none of theirs). */
export async function findMemberTicket(
  db: Database,
  memberId: bigint,
  ticketId: bigint,
): Promise<TicketView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(lotteryTickets)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryTickets.gameId))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(and(eq(lotteryTickets.id, ticketId), eq(lotteryTickets.memberId, memberId)));
  return row && toView(row);
}

/** An open ticket becomes cancelled; undefined when it was not open any more. */
export async function markTicketCancelled(
  tx: Database,
  ticketId: bigint,
  now: Date,
): Promise<TicketRow | undefined> {
  const [row] = await tx
    .update(lotteryTickets)
    .set({ status: 'cancelled', settledAt: now })
    .where(and(eq(lotteryTickets.id, ticketId), eq(lotteryTickets.status, 'open')))
    .returning();
  return row;
}

/**
 * Which of a draw's tickets one settlement lane settles: those of the members whose id
 * leaves `lane` divided by `lanes`. Lanes never share a member, so never a wallet: two lanes
 * settling at once never wait on each other's row locks (scheduler.ts).
 */
export type Lane = { lane: number; lanes: number };
export const everyTicket: Lane = { lane: 0, lanes: 1 };

/** What settling a ticket reads of it: its money, its member and what it bet on. */
export type TicketToSettle = Pick<
  TicketRow,
  'id' | 'merchantId' | 'memberId' | 'betType' | 'selection' | 'odds' | 'unitStake' | 'stake'
>;

/**
 * A lane's next tickets of a draw; whether its cursor has walked past the draw's last
 * (`finished`), and whether it did so just now, in this batch (`finishedNow`).
 */
export type LaneBatch = { tickets: TicketToSettle[]; finished: boolean; finishedNow: boolean };

/**
 * A lane's next open tickets of a draw: the next `window` tickets of the draw after the
 * lane's cursor, in id order (index `lottery_tickets_draw`), of which those still open and of
 * the lane's members; the cursor moves past the window in the same statement. Walking by id
 * with a cursor, rather than asking an index for the open ones, keeps the ticket's status out
 * of every index (so settling it is a HOT update), and an ordered range scan with a limit
 * is a plan no row estimate can turn into a scan of the whole draw.
 */
export async function nextTicketsOfLane(
  tx: Database,
  drawId: bigint,
  window: number,
  { lane, lanes }: Lane = everyTicket,
): Promise<LaneBatch> {
  const draw = String(drawId);
  const rows = await rowsOf<{
    id: string | null;
    merchant_id: number;
    member_id: string;
    bet_type: string;
    selection: unknown;
    odds: Record<string, string>;
    unit_stake: string;
    stake: string;
    finished: boolean;
    was_finished: boolean;
  }>(
    tx,
    sql`with cursor as (
        select last_ticket_id from lottery_settlement_cursors
        where draw_id = ${draw} and lanes = ${lanes} and lane = ${lane}
      ), walked as (
        select id, merchant_id, member_id, bet_type, selection, odds, unit_stake, stake, status
        from lottery_tickets
        where draw_id = ${draw} and id > coalesce((select last_ticket_id from cursor), 0)
        order by id limit ${window}::int
      ), moved as (
        insert into lottery_settlement_cursors as c (draw_id, lanes, lane, last_ticket_id, finished)
        select ${draw}::bigint, ${lanes}::int, ${lane}::int,
          coalesce(max(id), (select last_ticket_id from cursor), 0), count(*) < ${window}::int
        from walked
        on conflict (draw_id, lanes, lane) do update
          set last_ticket_id = excluded.last_ticket_id, finished = excluded.finished
        returning finished
      )
      select w.id::text as id, w.merchant_id, w.member_id::text as member_id, w.bet_type,
        w.selection, w.odds, w.unit_stake::text as unit_stake, w.stake::text as stake,
        m.finished, coalesce((select finished from cursor), false) as was_finished
      from moved m
      left join walked w on w.status = 'open' and w.member_id % ${lanes}::int = ${lane}::int
      order by w.id`,
  );
  const tickets = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: BigInt(row.id!),
      merchantId: Number(row.merchant_id),
      memberId: BigInt(row.member_id),
      betType: row.bet_type,
      selection: row.selection,
      odds: row.odds,
      unitStake: BigInt(row.unit_stake),
      stake: BigInt(row.stake),
    }));
  const finished = rows[0]?.finished ?? true;
  return { tickets, finished, finishedNow: finished && !(rows[0]?.was_finished ?? true) };
}

/** Whether every lane of `lanes` has walked past the draw's last ticket. */
export async function lanesFinished(tx: Database, drawId: bigint, lanes: number) {
  const [row] = await rowsOf<{ finished: number }>(
    tx,
    sql`select count(*)::int as finished from lottery_settlement_cursors
      where draw_id = ${String(drawId)} and lanes = ${lanes} and finished`,
  );
  return Number(row?.finished ?? 0) === lanes;
}

/**
 * Drops a settled draw's lane cursors: they only serve while its tickets are being walked.
 * A correction approved later walks the draw again from its first ticket (every ticket is
 * settled by then, so the walk only reads), which costs a rare correction a second or two
 * on a big draw and spares the table a row per lane for every draw ever settled.
 */
export async function forgetSettlementCursors(tx: Database, drawId: bigint): Promise<void> {
  await tx.execute(
    sql`delete from lottery_settlement_cursors where draw_id = ${String(drawId)}::bigint`,
  );
}

/**
 * Settles open tickets in one statement, each `won` with its payout or `lost`; the ids it
 * changed (a ticket settled before is left as it is and not returned).
 */
export async function markTicketsSettled(
  tx: Database,
  outcomes: readonly { id: bigint; payout: bigint }[],
  now: Date,
): Promise<Set<bigint>> {
  if (outcomes.length === 0) return new Set();
  const json = jsonForSql(outcomes.map(({ id, payout }) => ({ id, payout })));
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update lottery_tickets t
      set status = case when r.payout > 0 then 'won' else 'lost' end, payout = r.payout,
        settled_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as r(id bigint, payout bigint)
      where t.id = r.id and t.status = 'open'
      returning t.id::text as id`,
  );
  return new Set(rows.map((row) => BigInt(row.id)));
}

/** Refunds open tickets (their draw was cancelled) in one statement; the ids it changed. */
export async function markTicketsRefunded(
  tx: Database,
  ticketIds: readonly bigint[],
  now: Date,
): Promise<Set<bigint>> {
  if (ticketIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update lottery_tickets t
      set status = 'refunded', settled_at = ${now.toISOString()}::timestamptz
      from jsonb_array_elements_text(${jsonForSql(ticketIds)}::jsonb) as r(id)
      where t.id = r.id::bigint and t.status = 'open'
      returning t.id::text as id`,
  );
  return new Set(rows.map((row) => BigInt(row.id)));
}

export type TicketFilter = { memberId: bigint; status?: string; gameCode?: string };

function whereOf(filter: TicketFilter): SQL | undefined {
  return and(
    eq(lotteryTickets.memberId, filter.memberId),
    filter.status ? eq(lotteryTickets.status, filter.status) : undefined,
    filter.gameCode ? eq(lotteryGames.code, filter.gameCode) : undefined,
  );
}

/** A page of a member's tickets, newest first (index `lottery_tickets_member_time`). */
export async function listMemberTickets(
  db: Database,
  filter: TicketFilter,
  page: { pageNo: number; pageSize: number },
): Promise<TicketView[]> {
  const rows = await db
    .select(viewColumns)
    .from(lotteryTickets)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryTickets.gameId))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(whereOf(filter))
    .orderBy(desc(lotteryTickets.placedAt), desc(lotteryTickets.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return rows.map(toView);
}

export async function countMemberTickets(db: Database, filter: TicketFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(lotteryTickets)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryTickets.gameId))
    .where(whereOf(filter));
  return Number(row?.count ?? 0);
}

/** Which members' rounds of a draw to sum: a settlement lane's, or the members named. */
export type RoundScope = { lane: Lane } | { memberIds: readonly bigint[] };

/**
 * The members' rounds of a draw as their tickets make them: the stake of the tickets not
 * cancelled or refunded, what they paid, and how many are still open (index
 * `lottery_tickets_draw`). One statement; a lane's scope reads the whole draw once.
 */
export async function drawRoundSums(
  tx: Database,
  drawId: bigint,
  scope: RoundScope,
): Promise<{ memberId: bigint; stake: bigint; win: bigint; open: number }[]> {
  const members =
    'lane' in scope
      ? scope.lane.lanes === 1
        ? sql`true`
        : sql`member_id % ${scope.lane.lanes}::int = ${scope.lane.lane}::int`
      : sql`member_id in (select value::bigint from jsonb_array_elements_text(${jsonForSql(
          scope.memberIds,
        )}::jsonb))`;
  const rows = await rowsOf<{ member_id: string; stake: string; win: string; open: number }>(
    tx,
    sql`select member_id::text as member_id,
        coalesce(sum(stake) filter (where status in ('open', 'won', 'lost')), 0)::text as stake,
        sum(payout)::text as win, (count(*) filter (where status = 'open'))::int as open
      from lottery_tickets
      where draw_id = ${String(drawId)} and ${members}
      group by member_id`,
  );
  return rows.map((row) => ({
    memberId: BigInt(row.member_id),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    open: Number(row.open),
  }));
}
