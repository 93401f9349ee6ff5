import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Operator staff. Platform-wide: one console runs every merchant of the deployment. */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_username').on(sql`lower(${table.username})`),
    check(
      'staff_role',
      sql`${table.role} in ('owner', 'admin', 'finance', 'support', 'content', 'auditor')`,
    ),
  ],
);

/**
 * Staff sessions of the operator console: opaque tokens stored hashed, like players' but in
 * their own table, so a player token can never open a `/bo` route (ARCHITECTURE "Identity").
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_sessions_token').on(table.tokenHash)],
);
