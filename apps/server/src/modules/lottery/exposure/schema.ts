import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { drawRef } from '../draws/schema';

/**
 * What a draw stands to pay on each pick of each bet type (a digit at a position, a sum, a
 * ball, a side): the open tickets standing on it, the stake they put on it, and what they
 * would pay together if it came. Kept by placement (added in the ticket's transaction, under
 * the row's lock, which is what makes the cap per pick hold between concurrent tickets) and
 * by a player's cancel (taken off again); the console reads it as the draw's live exposure.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: drawRef(),
    betType: text('bet_type').notNull(),
    /** The pick as `exposure/picks.ts` names it: "3:7", "front:123", "9", "big". */
    pick: text('pick').notNull(),
    tickets: integer('tickets').notNull(),
    /** Minor units: the stake of the lines standing on the pick. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Minor units: what those lines pay if the pick comes, each at its best prize. */
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.betType, table.pick] }),
    check(
      'lottery_exposure_amounts',
      sql`${table.tickets} >= 0 and ${table.stake} >= 0 and ${table.payout} >= 0`,
    ),
  ],
);
