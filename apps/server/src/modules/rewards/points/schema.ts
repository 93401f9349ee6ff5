import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bigintId, createdAt, updatedAt } from '../../../platform/db/columns';
import { gameCategoryCheck } from '../../games/schema';
import { memberRef } from '../../member/schema';
import { ledgerPostings } from '../../wallet/schema';
import { merchantRef } from '../../system/schema';

// POINTS are fixed decimals with two places, kept as whole hundredths in `bigint` columns
// (12345 = 123.45 points), exactly as money is kept in minor units: rates such as 0.70 points
// per unit of turnover then earn on small stakes too, and no float ever touches a balance.

/**
 * A merchant's points programme: present, its members earn points (the earning job reads
 * only merchants with a row) and may convert them to cash at `cashPerHundredPoints` (minor
 * units of cash that 100.00 points buy), `minConvertPoints` (hundredths) at least at a time.
 */
export const pointSettings = pgTable(
  'point_settings',
  {
    merchantId: merchantRef().primaryKey(),
    cashPerHundredPoints: bigint('cash_per_hundred_points', { mode: 'bigint' }).notNull(),
    minConvertPoints: bigint('min_convert_points', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  () => [
    check('point_settings_values', sql`cash_per_hundred_points >= 0 and min_convert_points >= 100`),
  ],
);
export type PointSettingsRow = typeof pointSettings.$inferSelect;

/**
 * Points a category earns per unit (1.00 of the currency) of valid turnover, in hundredths
 * (70 = 0.70). A category without a row earns the platform default (points/rates.ts).
 */
export const pointRates = pgTable(
  'point_rates',
  {
    merchantId: merchantRef(),
    category: text('category').notNull(),
    rate: integer('rate').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.category] }),
    check('point_rates_category', sql.raw(`category in ${gameCategoryCheck}`)),
    check('point_rates_rate', sql`${table.rate} between 0 and 100000`),
  ],
);
export type PointRateRow = typeof pointRates.$inferSelect;

/** A member's points balance (hundredths), never below zero; points never expire. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: memberRef().primaryKey(),
    merchantId: merchantRef(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: updatedAt(),
  },
  (table) => [check('point_accounts_balance', sql`${table.balance} >= 0`)],
);

/** The journal's kinds of row: the spec's point types (§4). */
export const pointTypeCheck = "('live','lott','pvp','rng','sports','redeem','deposit')";

/**
 * Every change of a member's points, one row each, under a key unique per merchant so the
 * same event never counts twice: `change` signed (hundredths), `balanceAfter` the account's
 * balance once applied. A conversion to cash names its ledger posting.
 */
export const pointJournal = pgTable(
  'point_journal',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type').notNull(),
    change: bigint('change', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Cash paid for converted points (minor units), null for other rows. */
    cashAmount: bigint('cash_amount', { mode: 'bigint' }),
    postingId: bigint('posting_id', { mode: 'bigint' }).references(() => ledgerPostings.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('point_journal_key').on(table.merchantId, table.idempotencyKey),
    index('point_journal_member').on(table.memberId, table.id),
    check('point_journal_type', sql.raw(`type in ${pointTypeCheck}`)),
    check('point_journal_change', sql`${table.change} <> 0`),
    check('point_journal_balance', sql`${table.balanceAfter} >= 0`),
  ],
);
export type PointJournalRow = typeof pointJournal.$inferSelect;

/**
 * The earning job's watermark per merchant: every window of settled play before
 * `earnedThrough` has been credited, so each settled stake earns once.
 */
export const pointEarningMarks = pgTable('point_earning_marks', {
  merchantId: merchantRef().primaryKey(),
  earnedThrough: timestamp('earned_through', { withTimezone: true }).notNull(),
});
