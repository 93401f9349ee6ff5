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
} from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { gameVendors, playColumns } from '../catalogue/schema';

/**
 * A game session opened by `launchGame`. The vendor receives a one-time launch token (kept
 * here as its SHA-256) and exchanges it at `/seamless/authenticate` for a session token;
 * bets need a live session, wins and rollbacks are accepted after it expired.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigintId(),
    ...playColumns(),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    sessionTokenHash: text('session_token_hash').unique(),
    /** Free play (accountType 0): no money moves. */
    freePlay: boolean('free_play').notNull().default(false),
    /** Play money of a free-play session, in minor units; no ledger account behind it. */
    playBalance: bigint('play_balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    language: text('language').notNull().default('EN'),
    createdAt: createdAt(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_sessions_member').on(table.memberId, table.createdAt)],
);

/**
 * A vendor's wallet call, kept by the vendor's transaction id: a replay answers the stored
 * response, the same id with other data is a duplicate, and a rollback that arrived before
 * its bet (`kind = 'rollback'`, `refTransactionId` = the bet) makes the late bet refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: memberRef(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The transaction a rollback undoes. */
    refTransactionId: text('ref_transaction_id'),
    /** SHA-256 of the request's meaningful fields, to tell a replay from a duplicate. */
    fingerprint: text('fingerprint').notNull(),
    /** The ledger posting; null for a rollback of a bet never received. */
    postingId: bigint('posting_id', { mode: 'bigint' }),
    /** What the first call answered, returned again on a replay. */
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.transactionId] }),
    index('seamless_transactions_ref')
      .on(table.vendorId, table.refTransactionId)
      .where(sql`${table.refTransactionId} is not null`),
    check('seamless_transactions_kind', sql`${table.kind} in ('debit', 'credit', 'rollback')`),
    check('seamless_transactions_amount', sql`${table.amount} >= 0`),
  ],
);
