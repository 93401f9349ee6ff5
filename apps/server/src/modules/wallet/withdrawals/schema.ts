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
import { bigintId, createdAt } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { merchantRef } from '../../system/schema';
import { ledgerPostings } from '../ledger/schema';
import { memberOrderIndexes } from '../order-indexes';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Where a member's withdrawals are paid; the account name must match the payee name. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigintId(),
    memberId: memberRef(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    createdAt: createdAt(),
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
    id: bigintId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
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
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewedByStaffId: integer('reviewed_by_staff_id'),
  },
  (table) => [
    ...memberOrderIndexes('withdrawals', table),
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
    id: bigintId(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('withdrawal_proofs_withdrawal').on(table.withdrawalId),
    check('withdrawal_proofs_type', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
    check('withdrawal_proofs_size', sql`octet_length(${table.bytes}) <= 5242880`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect;
