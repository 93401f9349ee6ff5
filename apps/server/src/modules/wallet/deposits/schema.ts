import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { merchantRef } from '../../system/schema';
import { ledgerPostings } from '../ledger/schema';
import { memberOrderIndexes } from '../order-indexes';
import { paymentMethods } from '../payment-settings/schema';

/** Deposit orders: pending until the operator (bank) or the gateway confirms or fails them. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
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
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledByStaffId: integer('settled_by_staff_id'),
  },
  (table) => [
    ...memberOrderIndexes('deposits', table),
    check('deposits_status', sql`${table.status} in ('pending', 'credited', 'failed')`),
    check(
      'deposits_credited_posted',
      sql`(${table.status} = 'credited') = (${table.postingId} is not null)`,
    ),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;
