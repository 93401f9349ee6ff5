import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameCategory } from '@croupier/contract';
import { bigintId, createdAt, updatedAt } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { merchantRef } from '../../system/schema';
import { ledgerPostings } from '../../wallet/schema';

/**
 * How far each member's cashback is paid: valid turnover settled before `rebatedThrough`
 * has been rebated (claimed, or paid by the daily job), so the next cashback starts there.
 * No row: nothing paid yet, the next starts at the member's registration. A claim locks this
 * row, pays and moves it forward in one transaction: that is what makes a period pay once.
 */
export const rebateWatermarks = pgTable('rebate_watermarks', {
  memberId: memberRef().primaryKey(),
  merchantId: merchantRef(),
  rebatedThrough: timestamp('rebated_through', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/** One category's part of a cashback, as written beside its posting (minor units). */
export type RebatePayoutLine = {
  category: GameCategory;
  validTurnover: string;
  rate: number;
  amount: string;
};

/**
 * A cashback paid to a member's main wallet: claimed (`claim`) or paid by the daily job
 * (`daily`), for the valid turnover settled in [from, until), at the rates of `level`.
 * Written in the transaction of its ledger posting; one per member and `from`.
 */
export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodUntil: timestamp('period_until', { withTimezone: true }).notNull(),
    level: smallint('level').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<RebatePayoutLine[]>().notNull(),
    createdAt: createdAt(),
    postingId: bigint('posting_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerPostings.id),
  },
  (table) => [
    uniqueIndex('rebate_payouts_member_period').on(table.memberId, table.periodFrom),
    index('rebate_payouts_member_id').on(table.memberId, table.id),
    check('rebate_payouts_kind', sql`${table.kind} in ('claim', 'daily')`),
    check('rebate_payouts_amount', sql`${table.amount} > 0`),
    check('rebate_payouts_period', sql`${table.periodFrom} < ${table.periodUntil}`),
  ],
);
export type RebatePayoutRow = typeof rebatePayouts.$inferSelect;

/**
 * The daily job's progress per merchant: every UTC day before `paidThrough` has been paid
 * (or the brand had members claim by themselves). A day is marked once all its members are.
 */
export const rebateDays = pgTable('rebate_days', {
  merchantId: merchantRef().primaryKey(),
  paidThrough: timestamp('paid_through', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});
