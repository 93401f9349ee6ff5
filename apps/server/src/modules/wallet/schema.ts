import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { merchants } from '../system/schema';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Accounts of the double-entry ledger. A member has a main wallet, a sub-wallet per vendor
 * that uses transfer wallets, bonus (locked) funds and the withdrawal hold; each keeps a
 * running `balance` that a CHECK holds at zero or above. A merchant's own accounts (cash,
 * payment clearing, game house, promotions, operators' adjustments) have no running
 * balance: every bet touches the game house, and one locked row would cap the whole brand's
 * throughput (ARCHITECTURE "Hot accounts"); their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Null for the merchant's own accounts. */
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    kind: text('kind').notNull(),
    /** The vendor of a transfer sub-wallet (`kind = 'vendor'`); '' otherwise. */
    vendorCode: text('vendor_code').notNull().default(''),
    /** Minor units; null on merchant accounts (derived from entries). */
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member_kind')
      .on(table.memberId, table.kind, table.vendorCode)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex('ledger_accounts_merchant_kind')
      .on(table.merchantId, table.kind)
      .where(sql`${table.memberId} is null`),
    check('ledger_accounts_never_negative', sql`${table.balance} is null or ${table.balance} >= 0`),
    check(
      'ledger_accounts_balance_owner',
      sql`(${table.memberId} is null) = (${table.balance} is null)`,
    ),
    check(
      'ledger_accounts_kind',
      sql`(${table.memberId} is not null and ${table.kind} in ('main', 'vendor', 'bonus', 'withdrawal_hold'))
        or (${table.memberId} is null and ${table.kind} in ('cash', 'payment_clearing', 'game_house', 'promotions', 'adjustments'))`,
    ),
    check(
      'ledger_accounts_vendor_code',
      sql`(${table.kind} = 'vendor') = (${table.vendorCode} <> '')`,
    ),
  ],
);

/**
 * One movement of money: a business event (deposit credited, withdrawal held, bet, win...).
 * Its entries sum to zero. The idempotency key makes a replay return the first result; the
 * fingerprint tells a true replay from a different request reusing the key.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** What happened, e.g. deposit, withdrawal_hold, transfer_out, bet, win (wallet-values). */
    kind: text('kind').notNull(),
    /** The member whose records show it (the payer of a transfer between members). */
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    /** The business amount, always positive; entries carry the signs. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The business row's number players and operators quote (order number, round id). */
    reference: text('reference').notNull(),
    /** Game category and vendor of bets and wins, for profit and loss by category. */
    category: text('category'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_postings_idempotency').on(table.merchantId, table.idempotencyKey),
    index('ledger_postings_member_time').on(table.memberId, table.createdAt),
    check('ledger_postings_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A posting's lines: signed amounts on accounts, with the running balance after each. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    postingId: bigint('posting_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Null on merchant accounts, which keep no running balance. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_posting').on(table.postingId),
    check('ledger_entries_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);

/** A merchant's money rules: wallet mode, withdrawal limits, turnover, auto-receipt. */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** One wallet for every game (`isSingle`), or a sub-wallet per transfer vendor. */
    singleWallet: boolean('single_wallet').notNull().default(true),
    /**
     * The vendors with their own sub-wallet when `singleWallet` is off. The games issue's
     * vendor catalogue takes over the names; until then they are listed here.
     */
    transferWallets: jsonb('transfer_wallets')
      .$type<{ code: string; name: string }[]>()
      .notNull()
      .default([]),
    withdrawalMin: bigint('withdrawal_min', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    withdrawalMax: bigint('withdrawal_max', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    withdrawalsPerDay: smallint('withdrawals_per_day').notNull().default(5),
    /** Bets since the last deposit must reach the deposit × this percentage (100 = 1×). */
    turnoverPercent: integer('turnover_percent').notNull().default(100),
    /** A paid-out withdrawal the player has not confirmed counts as received after this. */
    autoReceiptMinutes: integer('auto_receipt_minutes').notNull().default(1440),
    /** Members may send money to their agent (`toUpline` of the session). */
    transferToUpline: boolean('transfer_to_upline').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'wallet_settings_withdrawal_bounds',
      sql`${table.withdrawalMin} > 0 and ${table.withdrawalMin} <= ${table.withdrawalMax}`,
    ),
    check('wallet_settings_turnover', sql`${table.turnoverPercent} >= 0`),
    check('wallet_settings_auto_receipt', sql`${table.autoReceiptMinutes} > 0`),
  ],
);

/**
 * How players of a merchant may deposit: a bank transfer to the merchant's account, which
 * an operator confirms, or a payment gateway that confirms by a signed callback.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Bank transfer: where players send the money. */
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    /** Gateway: which adapter, its payment page and its HMAC secret. */
    gateway: text('gateway'),
    gatewayUrl: text('gateway_url'),
    gatewaySecret: text('gateway_secret'),
    /** Shown to players as demo (the built-in demo gateway, demo bank details). */
    isDemo: boolean('is_demo').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('payment_methods_code').on(table.merchantId, table.code),
    check('payment_methods_kind', sql`${table.kind} in ('bank_transfer', 'gateway')`),
    check(
      'payment_methods_bounds',
      sql`${table.minAmount} > 0 and ${table.minAmount} <= ${table.maxAmount}`,
    ),
    check(
      'payment_methods_gateway',
      sql`${table.kind} <> 'gateway' or (${table.gateway} is not null and ${table.gatewaySecret} is not null)`,
    ),
  ],
);

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

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect;
export type WalletSettingsRow = typeof walletSettings.$inferSelect;
