import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintId } from '../../../platform/db/columns';
import { playColumns } from '../catalogue/schema';

/**
 * One game round as the member's betting record shows it: total stake and win, settled or
 * refunded. Every seamless call updates its round's row in the same transaction as its
 * ledger posting.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigintId(),
    ...playColumns(),
    category: text('category').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** 'open' (bet taken, not settled), 'settled', 'refunded' (rolled back). */
    status: text('status').notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bet_records_vendor_round').on(table.vendorId, table.roundId),
    index('bet_records_member_time').on(table.memberId, table.placedAt),
    // The winner board: the biggest settled wins of the last days.
    index('bet_records_recent_wins')
      .on(table.merchantId, table.settledAt)
      .where(sql`${table.status} = 'settled' and ${table.win} > 0`),
    // The console's reports: a merchant's settled rounds by the time they settled.
    index('bet_records_settled')
      .on(table.merchantId, table.settledAt)
      .where(sql`${table.status} = 'settled'`),
    check('bet_records_status', sql`${table.status} in ('open', 'settled', 'refunded')`),
    check('bet_records_amounts', sql`${table.stake} >= 0 and ${table.win} >= 0`),
  ],
);
