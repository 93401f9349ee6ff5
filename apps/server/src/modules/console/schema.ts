import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintId, createdAt, integerId } from '../../platform/db/columns';

/** Operator staff. Platform-wide: one console runs every merchant of the deployment. */
export const staff = pgTable(
  'staff',
  {
    id: integerId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** The TOTP key, sealed with the deployment's secret; null until the first sign-in enrols. */
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code was accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Consecutive failed passwords or codes; the fifth locks the account for a while. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A disabled account cannot sign in; rows are kept so the audit log keeps its names. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
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
    id: bigintId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Moved forward as the console is used; a session idle too long ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_sessions_token').on(table.tokenHash)],
);

/**
 * The step between a right password and a right code: a short-lived ticket (stored hashed)
 * that the code call redeems once. On first sign-in it carries the key being enrolled.
 */
export const staffLoginTickets = pgTable(
  'staff_login_tickets',
  {
    id: bigintId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull(),
    /** The sealed TOTP key offered for enrolment; null when the account already has one. */
    enrolSecret: text('enrol_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_login_tickets_hash').on(table.ticketHash)],
);

export type StaffRow = typeof staff.$inferSelect;
