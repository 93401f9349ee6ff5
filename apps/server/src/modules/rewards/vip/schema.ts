import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GameCategory } from '@croupier/contract';
import { createdAt, updatedAt } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { ledgerPostings } from '../../wallet/schema';
import { merchantRef } from '../../system/schema';

/**
 * A level of a merchant's VIP ladder (0 … n; 0 is where every member starts). Thresholds are
 * a calendar month's (UTC) deposits and valid turnover, minor units: reaching both upgrade
 * thresholds lifts a member to the level; missing either retention threshold at a month's end
 * takes a member of the level down one. Benefits in minor units and basis points.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: merchantRef(),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    upgradeDeposits: bigint('upgrade_deposits', { mode: 'bigint' }).notNull(),
    upgradeTurnover: bigint('upgrade_turnover', { mode: 'bigint' }).notNull(),
    retainDeposits: bigint('retain_deposits', { mode: 'bigint' }).notNull(),
    retainTurnover: bigint('retain_turnover', { mode: 'bigint' }).notNull(),
    /** Basis points of valid turnover per game category; a category left out has none. */
    rebateRates: jsonb('rebate_rates')
      .$type<Partial<Record<GameCategory, number>>>()
      .notNull()
      .default({}),
    /** Null: no limit of the level's own (the wallet's settings apply). */
    dailyWithdrawalLimit: bigint('daily_withdrawal_limit', { mode: 'bigint' }),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.level] }),
    check('vip_levels_level', sql`${table.level} between 0 and 20`),
    check(
      'vip_levels_amounts',
      sql`${table.upgradeDeposits} >= 0 and ${table.upgradeTurnover} >= 0
        and ${table.retainDeposits} >= 0 and ${table.retainTurnover} >= 0
        and ${table.upgradeBonus} >= 0 and ${table.birthdayBonus} >= 0
        and coalesce(${table.dailyWithdrawalLimit}, 0) >= 0`,
    ),
  ],
);
export type VipLevelRow = typeof vipLevels.$inferSelect;

/**
 * A member's VIP level once the rank job has lifted it (no row: level 0; a member taken back
 * down to 0 keeps a row at 0). `members.rank_level`
 * and `club_label` (what the nav reads) follow it through the member module.
 * `reviewedThrough` is the last month ('YYYY-MM') whose end was checked against the level's
 * retention thresholds, so a month's end takes a member down at most once.
 */
export const vipRanks = pgTable(
  'vip_ranks',
  {
    memberId: memberRef().primaryKey(),
    merchantId: merchantRef(),
    level: smallint('level').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    reviewedThrough: text('reviewed_through'),
  },
  (table) => [
    // A month's end review: the merchant's ranked members not yet reviewed for that month.
    index('vip_ranks_review').on(table.merchantId, table.reviewedThrough),
    check('vip_ranks_level', sql`${table.level} between 0 and 20`),
  ],
);

/**
 * Upgrade bonuses paid: once per member and level, whatever later downgrades and upgrades
 * happen (a level whose bonus was 0 when reached pays nothing and is not noted). Written in
 * the transaction of the bonus's ledger posting.
 */
export const vipUpgradeBonuses = pgTable(
  'vip_upgrade_bonuses',
  {
    memberId: memberRef(),
    level: integer('level').notNull(),
    merchantId: merchantRef(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    postingId: bigint('posting_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerPostings.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.level] }),
    check('vip_upgrade_bonuses_amount', sql`${table.amount} > 0`),
  ],
);
