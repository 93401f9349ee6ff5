import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigintId } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { merchantRef } from '../../system/schema';
import { drawRef } from '../draws/schema';
import { lotteryGames } from '../games/schema';

/**
 * One line of a player's ticket request: a bet type and its selection on one draw. Its
 * stake (`lines × unitStake`) left the wallet in one posting when it was placed; settling
 * it posts its payout when above zero, refunding it gives the stake back, each keyed by the
 * ticket's id. Its id is also the round id of its betting record (vendor LOTTO).
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    drawId: drawRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    betType: text('bet_type').notNull(),
    /** The selection as the engine normalised it: what settling reads. */
    selection: jsonb('selection').notNull(),
    /** How many lines the selection expands to. */
    lines: integer('lines').notNull(),
    /** Minor units per line; the stake is lines × unit stake. */
    unitStake: bigint('unit_stake', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The odds when placed, per prize as an exact fraction ("99/50"): settled at these. */
    odds: jsonb('odds').$type<Record<string, string>>().notNull(),
    potentialWin: bigint('potential_win', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('open'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The client's id of the request that placed it, and the line's place in it. */
    requestId: uuid('request_id').notNull(),
    lineNo: integer('line_no').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lottery_tickets_request').on(table.memberId, table.requestId, table.lineNo),
    // A member's tickets, newest first.
    index('lottery_tickets_member_time').on(table.memberId, table.placedAt),
    // A draw's tickets in id order: what settling walks (a lane's cursor, below) and what
    // the console's figures of a draw read. Nothing settling changes is in an index, so
    // settling a ticket is a HOT update (the table keeps room for it: fillfactor 50 in
    // migration 0015), which halves what a draw of a million tickets writes (bench/lottery).
    index('lottery_tickets_draw').on(table.drawId, table.id),
    check(
      'lottery_tickets_status',
      sql`${table.status} in ('open', 'won', 'lost', 'cancelled', 'refunded')`,
    ),
    check(
      'lottery_tickets_amounts',
      sql`${table.lines} > 0 and ${table.unitStake} > 0
        and ${table.stake} = ${table.lines}::bigint * ${table.unitStake}
        and (${table.status} = 'won') = (${table.payout} > 0) and ${table.payout} >= 0`,
    ),
    check(
      'lottery_tickets_settled',
      sql`(${table.status} = 'open') = (${table.settledAt} is null)`,
    ),
  ],
);

/**
 * Where a settlement lane has got to in a draw's tickets: the last ticket id its batches
 * have walked past, and whether it walked past the last (`finished`). Moved in the batch's
 * own transaction, so a batch rolled back walks its tickets again. Keyed by the number of
 * lanes too: a server started with another number of lanes starts new cursors, which walk
 * the draw again and find only the tickets still open.
 */
export const lotterySettlementCursors = pgTable(
  'lottery_settlement_cursors',
  {
    drawId: drawRef(),
    lanes: integer('lanes').notNull(),
    lane: integer('lane').notNull(),
    lastTicketId: bigint('last_ticket_id', { mode: 'bigint' }).notNull(),
    finished: boolean('finished').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.lanes, table.lane] }),
    check(
      'lottery_settlement_cursors_lane',
      sql`${table.lane} >= 0 and ${table.lane} < ${table.lanes}`,
    ),
  ],
);

/**
 * A settled ticket settled again at a corrected result (one row per ticket per result
 * revision): what it paid before and pays now, the money that moved (+ credited, − taken
 * back) and what the member still owes when the wallet could not cover a lower payout. The
 * ticket's own `payout` is the latest; what the member holds from it is `payout + owed` of
 * its latest row, which is what the next correction starts from.
 */
export const lotteryPayoutCorrections = pgTable(
  'lottery_payout_corrections',
  {
    ticketId: bigint('ticket_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryTickets.id),
    drawId: drawRef(),
    /** The draw's result revision this row settles the ticket at (2 for the first correction). */
    revision: integer('revision').notNull(),
    previousPayout: bigint('previous_payout', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** Minor units the wallet received (positive) or gave back (negative) for this row. */
    moved: bigint('moved', { mode: 'bigint' }).notNull(),
    /** Minor units paid out above the payout that the wallet could not give back. */
    owed: bigint('owed', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.revision] }),
    // Where settling a draw again at a revision has got to: its last ticket so far.
    index('lottery_payout_corrections_draw').on(table.drawId, table.revision, table.ticketId),
    // The console's debts of a draw.
    index('lottery_payout_corrections_owed')
      .on(table.drawId)
      .where(sql`${table.owed} > 0`),
    check(
      'lottery_payout_corrections_amounts',
      sql`${table.revision} >= 2 and ${table.previousPayout} >= 0 and ${table.payout} >= 0
        and ${table.owed} >= 0`,
    ),
  ],
);
