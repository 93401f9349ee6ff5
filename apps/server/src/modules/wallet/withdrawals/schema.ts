import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Where a member's withdrawals are paid; the account name must match the payee name. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed cards stay for the withdrawals that were paid to them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_cards_number_per_member')
      .on(table.memberId, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
  ],
);

/**
 * Withdrawal requests. Funds move to the member's withdrawal hold at request; the operator
 * approves or rejects (funds back), pays out (hold to cash), then the member confirms what
 * arrived, or the auto-receipt job confirms it after the merchant's minutes.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull(),
    bankCardId: bigint('bank_card_id', { mode: 'bigint' })
      .notNull()
      .references(() => bankCards.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** The member's answer after payout: received, partial, not_received; auto when timed out. */
    receipt: text('receipt'),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    receiptNote: text('receipt_note'),
    holdPostingId: bigint('hold_posting_id', { mode: 'bigint' }).references(
      () => ledgerPostings.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewedByStaffId: integer('reviewed_by_staff_id'),
  },
  (table) => [
    uniqueIndex('withdrawals_order_no').on(table.merchantId, table.orderNo),
    index('withdrawals_member_time').on(table.memberId, table.createdAt),
    index('withdrawals_queue').on(table.merchantId, table.status, table.createdAt),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    check(
      'withdrawals_status',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'paid', 'confirmed')`,
    ),
    check(
      'withdrawals_receipt',
      sql`${table.receipt} is null or ${table.receipt} in ('received', 'partial', 'not_received', 'auto')`,
    ),
  ],
);

/** Pictures a member attaches to a "not received" answer: png or jpg, 5 MB, up to 3. */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawal_proofs_withdrawal').on(table.withdrawalId),
    check('withdrawal_proofs_type', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    check('withdrawal_proofs_size', sql`octet_length(${table.bytes}) <= 5242880`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect;
