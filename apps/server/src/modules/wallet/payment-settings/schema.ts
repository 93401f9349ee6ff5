import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { integerId, updatedAt } from '../../../platform/db/columns';
import { merchantRef, merchants } from '../../system/schema';

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
    updatedAt: updatedAt(),
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
    id: integerId(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
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
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type WalletSettingsRow = typeof walletSettings.$inferSelect;
