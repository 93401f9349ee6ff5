import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every write a staff member makes, in order. Rows are never updated or deleted: a trigger
 * refuses it (migration 0007), and each row carries the hash of the one before it, so a row
 * changed behind the database's back (trigger disabled, restored backup) breaks the chain
 * that `verifyAuditChain` walks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Position in the chain: 1, 2, 3… with no gaps, assigned under the chain's lock. */
    seq: bigint('seq', { mode: 'bigint' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    staffId: integer('staff_id').notNull(),
    staffUsername: text('staff_username').notNull(),
    merchantId: integer('merchant_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_log_staff').on(table.staffId, table.seq),
    index('audit_log_merchant').on(table.merchantId, table.seq),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
