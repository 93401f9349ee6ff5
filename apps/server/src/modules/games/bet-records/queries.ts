import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { executePrepared } from '../../../platform/db/prepared';
import { jsonForSql, rowsOf, type Period } from '../../../platform/db/rows';
import { games, gameVendors } from '../catalogue/schema';
import { betRecords } from './schema';

/** The round a seamless call belongs to, and whose member, game and category it is. */
export type RoundKey = {
  merchantId: number;
  memberId: bigint;
  vendorId: number;
  gameId: number;
  category: string;
  roundId: string;
};

// A vendor's round id is unique per vendor (`bet_records_vendor_round`). Each change below
// touches the round only when it is this member's: a vendor reusing a round id across
// players gets `undefined` and the call is refused, rather than moving one player's money
// into another's record.

// These run inside every seamless money call: the stake and the win as parts of the
// posting's statement (the seamless wallet gates them with `when` on the posting being
// written), the refund as a named prepared statement (platform/db/prepared). Fixed texts,
// so PostgreSQL parses and plans each once per connection.

/**
 * A stake joins the round: opened by its first bet, reopened by a later one (a gamble step).
 * A statement part returning the record's `id`, written only when `when` holds.
 */
export function stakeAdded(round: RoundKey, amount: bigint, now: Date, when: SQL): SQL {
  return sql`insert into bet_records
      (merchant_id, member_id, vendor_id, game_id, category, round_id, stake, win, status, placed_at)
    select ${round.merchantId}::int, ${String(round.memberId)}::bigint, ${round.vendorId}::int,
      ${round.gameId}::int, ${round.category}::text, ${round.roundId}::text,
      ${String(amount)}::bigint, 0, 'open', ${now.toISOString()}::timestamptz
    where ${when}
    on conflict (vendor_id, round_id) do update
      set stake = bet_records.stake + excluded.stake, status = 'open', settled_at = null
      where bet_records.member_id = excluded.member_id
    returning id`;
}

/**
 * A win joins the round. `roundEnded` settles it, unless its stake was rolled back: a
 * refunded round stays refunded whatever closing credit follows. A win with no bet before it
 * (a vendor's free round) makes a round of its own with no stake. A statement part like
 * `stakeAdded`.
 */
export function winAdded(
  round: RoundKey,
  amount: bigint,
  roundEnded: boolean,
  now: Date,
  when: SQL,
): SQL {
  // The row proposed for a new round says whether this win settles (`excluded.status`) and
  // when, so the update of an existing round reads the same facts without a statement text
  // of its own per `roundEnded`.
  return sql`insert into bet_records
      (merchant_id, member_id, vendor_id, game_id, category, round_id, stake, win, status,
       placed_at, settled_at)
    select ${round.merchantId}::int, ${String(round.memberId)}::bigint, ${round.vendorId}::int,
      ${round.gameId}::int, ${round.category}::text, ${round.roundId}::text, 0,
      ${String(amount)}::bigint, ${roundEnded ? 'settled' : 'open'}::text,
      ${now.toISOString()}::timestamptz, ${roundEnded ? now.toISOString() : null}::timestamptz
    where ${when}
    on conflict (vendor_id, round_id) do update
      set win = bet_records.win + excluded.win,
        status = case when excluded.status = 'settled' and bet_records.status <> 'refunded'
          then 'settled' else bet_records.status end,
        settled_at = case when excluded.status = 'settled' and bet_records.status <> 'refunded'
          then excluded.settled_at else bet_records.settled_at end
      where bet_records.member_id = excluded.member_id
    returning id`;
}

/**
 * A rolled-back stake leaves the round, so the record's stakes and totals count only money
 * that stayed at play (as personal profit and loss does); a round with no stake left is
 * 'refunded'.
 */
export async function removeStake(
  tx: Database,
  round: Pick<RoundKey, 'memberId' | 'vendorId' | 'roundId'>,
  amount: bigint,
  now: Date,
): Promise<void> {
  await executePrepared(
    tx,
    'bet_records_remove_stake',
    sql`update bet_records b
      set stake = greatest(b.stake - refund.amount, 0),
        status = case when b.stake <= refund.amount then 'refunded' else b.status end,
        settled_at = case when b.stake <= refund.amount then refund.at else b.settled_at end
      from (select ${String(amount)}::bigint as amount, ${now.toISOString()}::timestamptz as at) refund
      where b.vendor_id = ${round.vendorId}::int and b.round_id = ${round.roundId}
        and b.member_id = ${String(round.memberId)}::bigint`,
  );
}

// In-house games that keep their own rounds (the lottery: a member's tickets on one draw make
// one round) write their records a batch at a time, in the transaction of their own rows and
// postings: one statement per batch, the rounds passed as one JSON array, the vendor named by
// its code.

/** Stake joining a round of an in-house vendor: already posted. */
export type OpenedRound = Omit<RoundKey, 'vendorId'> & { stake: bigint };

/**
 * Adds stakes to rounds of an in-house vendor in one statement, opening the rounds that do
 * not exist yet (several stakes of one round add up) and reopening the others, like
 * `stakeAdded`: a round of another member is left alone.
 */
export async function openRounds(
  tx: Database,
  vendorCode: string,
  rounds: readonly OpenedRound[],
  now: Date,
): Promise<void> {
  if (rounds.length === 0) return;
  const json = JSON.stringify(
    rounds.map((round) => ({
      merchant_id: round.merchantId,
      member_id: String(round.memberId),
      game_id: round.gameId,
      category: round.category,
      round_id: round.roundId,
      stake: String(round.stake),
    })),
  );
  await tx.execute(sql`insert into bet_records
      (merchant_id, member_id, vendor_id, game_id, category, round_id, stake, win, status, placed_at)
    select r.merchant_id, r.member_id, v.id, r.game_id, r.category, r.round_id, sum(r.stake), 0,
      'open', ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${json}::jsonb) as r(merchant_id int, member_id bigint, game_id int,
      category text, round_id text, stake bigint)
    join game_vendors v on v.code = ${vendorCode}
    group by r.merchant_id, r.member_id, v.id, r.game_id, r.category, r.round_id
    on conflict (vendor_id, round_id) do update
      set stake = bet_records.stake + excluded.stake, status = 'open', settled_at = null
      where bet_records.member_id = excluded.member_id`);
}

/** A round of an in-house vendor as its game computed it from its own rows. */
export type RoundState = {
  roundId: string;
  memberId: bigint;
  stake: bigint;
  win: bigint;
  status: 'open' | 'settled' | 'refunded';
};

/**
 * Sets rounds of an in-house vendor to what its game computed (the lottery: from the
 * member's tickets on the draw), in one statement. Absolute figures, so it is idempotent:
 * a round already so is not written again. A round that leaves 'open' takes `now` as its
 * settlement time and keeps it when settled again (a corrected result).
 */
export async function setRounds(
  tx: Database,
  vendorCode: string,
  rounds: readonly RoundState[],
  now: Date,
): Promise<void> {
  if (rounds.length === 0) return;
  const json = jsonForSql(
    rounds.map(({ roundId, memberId, ...figures }) => ({
      round_id: roundId,
      member_id: memberId,
      ...figures,
    })),
  );
  await tx.execute(sql`update bet_records b
    set stake = r.stake, win = r.win, status = r.status,
      settled_at = case when r.status = 'open' then null
        else coalesce(b.settled_at, ${now.toISOString()}::timestamptz) end
    from jsonb_to_recordset(${json}::jsonb)
        as r(round_id text, member_id bigint, stake bigint, win bigint, status text),
      game_vendors v
    where v.code = ${vendorCode} and b.vendor_id = v.id and b.round_id = r.round_id
      and b.member_id = r.member_id
      and (b.stake, b.win, b.status) is distinct from (r.stake, r.win, r.status)`);
}

export type RoundFilter = {
  memberId: bigint;
  from: Date;
  until: Date;
  category?: string;
  vendorCode?: string;
};

const roundColumns = {
  roundId: betRecords.roundId,
  category: betRecords.category,
  vendorCode: gameVendors.code,
  vendorName: gameVendors.displayName,
  names: games.names,
  nodeId: games.nodeId,
  vendorGameId: games.vendorGameId,
  stake: betRecords.stake,
  win: betRecords.win,
  status: betRecords.status,
  placedAt: betRecords.placedAt,
  settledAt: betRecords.settledAt,
};

function whereOf(filter: RoundFilter): SQL | undefined {
  const conditions: SQL[] = [
    eq(betRecords.memberId, filter.memberId),
    gte(betRecords.placedAt, filter.from),
    lt(betRecords.placedAt, filter.until),
  ];
  if (filter.category) conditions.push(eq(betRecords.category, filter.category));
  if (filter.vendorCode) conditions.push(eq(gameVendors.code, filter.vendorCode));
  return and(...conditions);
}

/** A page of a member's rounds, newest first (index `bet_records_member_time`). */
export function roundPage(
  db: Database,
  filter: RoundFilter,
  page: { pageNo: number; pageSize: number },
) {
  return db
    .select(roundColumns)
    .from(betRecords)
    .innerJoin(games, eq(games.id, betRecords.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, betRecords.vendorId))
    .where(whereOf(filter))
    .orderBy(desc(betRecords.placedAt), desc(betRecords.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}
export type RoundRow = Awaited<ReturnType<typeof roundPage>>[number];

/** How many rounds the filter matches, and their stakes and wins (minor units). */
export async function roundTotals(db: Database, filter: RoundFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${betRecords.stake}), 0)::text`,
      win: sql<string>`coalesce(sum(${betRecords.win}), 0)::text`,
    })
    .from(betRecords)
    .innerJoin(gameVendors, eq(gameVendors.id, betRecords.vendorId))
    .where(whereOf(filter));
  return {
    count: Number(row?.count ?? 0),
    stake: BigInt(row?.stake ?? 0),
    win: BigInt(row?.win ?? 0),
  };
}

/** One of the member's rounds by its id (the newest, should two vendors share the id). */
export async function findRound(
  db: Database,
  memberId: bigint,
  roundId: string,
  vendorCode?: string,
): Promise<RoundRow | undefined> {
  const conditions = [eq(betRecords.memberId, memberId), eq(betRecords.roundId, roundId)];
  if (vendorCode) conditions.push(eq(gameVendors.code, vendorCode));
  const [row] = await db
    .select(roundColumns)
    .from(betRecords)
    .innerJoin(games, eq(games.id, betRecords.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, betRecords.vendorId))
    .where(and(...conditions))
    .orderBy(desc(betRecords.placedAt))
    .limit(1);
  return row;
}

// The console's reports read settled rounds: a round counts on the UTC day it settled, with
// the stake that stayed at play and what it paid. Open rounds (no result yet) and refunded
// ones are left out, so a day's figures do not move once its rounds are settled.

/** Settled rounds of a group (a day, a category, a vendor): how many, staked, won. */
export type RoundFigures = { rounds: number; stake: bigint; win: bigint };

const settledIn = (merchantId: number, period: Period) =>
  sql`b.merchant_id = ${merchantId} and b.status = 'settled'
    and b.settled_at >= ${period.from.toISOString()}::timestamptz
    and b.settled_at < ${period.until.toISOString()}::timestamptz`;

const figures = sql.raw(
  `count(*)::int as rounds, coalesce(sum(b.stake), 0)::text as stake,
   coalesce(sum(b.win), 0)::text as win`,
);

type FigureRow = { rounds: number; stake: string; win: string };

function toFigures(row: FigureRow): RoundFigures {
  return {
    rounds: Number(row.rounds),
    stake: BigInt(row.stake),
    win: BigInt(row.win),
  };
}

/**
 * The merchant's settled rounds per UTC day (`YYYY-MM-DD`); days without any are absent.
 * `memberIds` narrows it to some members (an agent's team).
 */
export async function settledRoundsByDay(
  db: Database,
  merchantId: number,
  period: Period,
  memberIds?: readonly bigint[],
): Promise<Map<string, RoundFigures>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const members = memberIds
    ? sql`and b.member_id = any(${`{${memberIds.join(',')}}`}::bigint[])`
    : sql``;
  const rows = await rowsOf<FigureRow & { day: string }>(
    db,
    sql`
    select to_char(b.settled_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${figures}
    from bet_records b
    where ${settledIn(merchantId, period)} ${members}
    group by 1`,
  );
  return new Map(rows.map((row) => [row.day, toFigures(row)]));
}

/** The merchant's settled rounds of the period per game category. */
export async function settledRoundsByCategory(
  db: Database,
  merchantId: number,
  period: Period,
): Promise<(RoundFigures & { category: string })[]> {
  const rows = await rowsOf<FigureRow & { category: string }>(
    db,
    sql`
    select b.category, ${figures}
    from bet_records b
    where ${settledIn(merchantId, period)}
    group by b.category`,
  );
  return rows.map((row) => ({ category: row.category, ...toFigures(row) }));
}

/** The merchant's settled rounds of the period per vendor, with the vendor's code and name. */
export async function settledRoundsByVendor(
  db: Database,
  merchantId: number,
  period: Period,
): Promise<(RoundFigures & { vendorCode: string; vendorName: string })[]> {
  const rows = await rowsOf<FigureRow & { code: string; display_name: string }>(
    db,
    sql`
    select v.code, v.display_name, t.rounds, t.stake, t.win
    from (
      select b.vendor_id, ${figures}
      from bet_records b
      where ${settledIn(merchantId, period)}
      group by b.vendor_id
    ) t
    join game_vendors v on v.id = t.vendor_id`,
  );
  return rows.map((row) => ({
    vendorCode: row.code,
    vendorName: row.display_name,
    ...toFigures(row),
  }));
}

/** A member's settled stakes of one game category (minor units). */
export type MemberCategoryStakes = { memberId: bigint; category: string; stake: bigint };

/**
 * The merchant's settled stakes of the period per member and category (the rewards module's
 * valid turnover reads them): rounds counted when they settled, with the stake that stayed
 * at play (a rolled-back part left it); open and refunded rounds left out. `memberIds`
 * narrows it to some members.
 */
export async function settledStakesByMember(
  db: Database,
  merchantId: number,
  period: Period,
  memberIds?: readonly bigint[],
): Promise<MemberCategoryStakes[]> {
  if (memberIds && memberIds.length === 0) return [];
  const members = memberIds
    ? sql`and b.member_id = any(${`{${memberIds.join(',')}}`}::bigint[])`
    : sql``;
  const rows = await rowsOf<{ member_id: string; category: string; stake: string }>(
    db,
    sql`
    select b.member_id::text as member_id, b.category, sum(b.stake)::text as stake
    from bet_records b
    where ${settledIn(merchantId, period)} ${members}
    group by b.member_id, b.category`,
  );
  return rows.map((row) => ({
    memberId: BigInt(row.member_id),
    category: row.category,
    stake: BigInt(row.stake),
  }));
}
