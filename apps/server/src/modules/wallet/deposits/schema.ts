import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../member/schema';
import { merchants } from '../../system/schema';
import { ledgerPostings } from '../ledger/schema';
import { paymentMethods } from '../payment-settings/schema';

/** Deposit orders: pending until the operator (bank) or the gateway confirms or fails them. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** The gateway's own transaction id, once it reports one. */
    gatewayReference: text('gateway_reference'),
    failureReason: text('failure_reason'),
    postingId: bigint('posting_id', { mode: 'bigint' }).references(() => ledgerPostings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledByStaffId: integer('settled_by_staff_id'),
  },
  (table) => [
    uniqueIndex('deposits_order_no').on(table.merchantId, table.orderNo),
    index('deposits_member_time').on(table.memberId, table.createdAt),
    index('deposits_queue').on(table.merchantId, table.status, table.createdAt),
    check('deposits_amount_positive', sql`${table.amount} > 0`),
    check('deposits_status', sql`${table.status} in ('pending', 'credited', 'failed')`),
    check(
      'deposits_credited_posted',
      sql`(${table.status} = 'credited') = (${table.postingId} is not null)`,
    ),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;
