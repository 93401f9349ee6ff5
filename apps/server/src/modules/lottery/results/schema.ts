import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintId } from '../../../platform/db/columns';
import { merchantRef } from '../../system/schema';
import { drawRef, lotteryDraws } from '../draws/schema';

/**
 * A result sheet given for a provider-drawn draw. An operator's entry waits (`pending`) until
 * another staff member approves it (`approved`) or sends it back (`rejected`); the HTTP
 * provider's, two sources agreeing, is approved as it is made. Only an approved entry draws
 * the draw, and a later approved one (a correction) leaves the earlier `superseded`: a draw
 * has at most one entry waiting and one approved, and `revision` says which of the draw's
 * results an approved entry made (1 the first, 2 and on its corrections).
 */
export const lotteryResultEntries = pgTable(
  'lottery_result_entries',
  {
    id: bigintId(),
    drawId: drawRef(),
    /** The sheet as the game's engine checked it. */
    sheet: jsonb('sheet').notNull(),
    /** `operator` (entered in the console) or `http` (two configured sources agreed). */
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    /** Who entered it (staff id and name, as the audit log keeps them); null for `http`. */
    enteredBy: integer('entered_by'),
    enteredByName: text('entered_by_name'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    revision: integer('revision'),
    /** What the provider said besides the sheet (the sources an HTTP result came from). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('lottery_result_entries_draw').on(table.drawId, table.id),
    uniqueIndex('lottery_result_entries_pending')
      .on(table.drawId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('lottery_result_entries_approved')
      .on(table.drawId)
      .where(sql`${table.status} = 'approved'`),
    check('lottery_result_entries_source', sql`${table.source} in ('operator', 'http')`),
    check(
      'lottery_result_entries_status',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'superseded')`,
    ),
    check(
      'lottery_result_entries_entered',
      sql`(${table.source} = 'operator') = (${table.enteredBy} is not null)
        and (${table.source} = 'operator' or ${table.status} in ('approved', 'superseded'))`,
    ),
    check(
      'lottery_result_entries_reviewed',
      sql`(${table.status} = 'pending') = (${table.reviewedAt} is null)
        and (${table.status} in ('approved', 'superseded')) = (${table.revision} is not null)`,
    ),
  ],
);

/**
 * The HTTP provider's work on a draw: when it asks the sources next (a claim: one server asks
 * them, the others leave the draw alone until then) and what they answered last, for the
 * console. A draw waiting on sources that disagree or have nothing yet shows why here.
 */
export const lotteryResultFetches = pgTable(
  'lottery_result_fetches',
  {
    drawId: bigint('draw_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => lotteryDraws.id),
    attempts: integer('attempts').notNull().default(0),
    /** `agreed`, `missing`, `disagree`, `invalid` or `unreachable`; null while the first ask runs. */
    outcome: text('outcome'),
    /** What each source answered: `[{ source, outcome, detail }]`. */
    sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'lottery_result_fetches_outcome',
      sql`${table.outcome} in ('agreed', 'missing', 'disagree', 'invalid', 'unreachable')`,
    ),
  ],
);

/**
 * Where a merchant's HTTP provider reads results: exactly two sources (positions 1 and 2),
 * each an address with `{gameCode}`, `{numero}` and `{date}` in it. No rows: no HTTP provider,
 * results are entered in the console only.
 */
export const lotteryResultSources = pgTable(
  'lottery_result_sources',
  {
    merchantId: merchantRef({ onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    urlTemplate: text('url_template').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.position] }),
    check('lottery_result_sources_position', sql`${table.position} in (1, 2)`),
  ],
);
