import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
    // What settling a draw reads: its open tickets in id order, a batch at a time.
    index('lottery_tickets_open')
      .on(table.drawId, table.id)
      .where(sql`${table.status} = 'open'`),
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
