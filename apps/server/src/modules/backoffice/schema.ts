import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
