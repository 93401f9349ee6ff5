import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../../platform/db/columns';
import { members } from '../../member/schema';
import { merchantRef } from '../../system/schema';

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
    id: bigintId(),
    merchantId: merchantRef(),
    /** Null for the merchant's own accounts. */
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    kind: text('kind').notNull(),
    /** The vendor of a transfer sub-wallet (`kind = 'vendor'`); '' otherwise. */
    vendorCode: text('vendor_code').notNull().default(''),
    /** Minor units; null on merchant accounts (derived from entries). */
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: createdAt(),
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
    id: bigintId(),
    merchantId: merchantRef(),
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
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_postings_idempotency').on(table.merchantId, table.idempotencyKey),
    index('ledger_postings_member_time').on(table.memberId, table.createdAt),
    // A merchant's deposits of a period (the rewards' VIP figures), without reading its bets.
    index('ledger_postings_deposits')
      .on(table.merchantId, table.createdAt)
      .where(sql`${table.kind} = 'deposit'`),
    check('ledger_postings_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A posting's lines: signed amounts on accounts, with the running balance after each. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigintId(),
    postingId: bigint('posting_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Null on merchant accounts, which keep no running balance. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_posting').on(table.postingId),
    check('ledger_entries_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
