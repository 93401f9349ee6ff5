import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../platform/db/columns';
import { memberRef } from '../member/schema';
import { merchantRef } from '../system/schema';

/** Signed-in sessions. Only a SHA-256 of the token is kept: a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigintId(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberRef(),
    merchantId: merchantRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Slides forward with use, never past `createdAt` + the absolute limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The device id the client gave at sign-in: a device seen lately needs no human check. */
    loginDeviceId: text('login_device_id'),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

/** One-time SMS codes: registration, SMS login and reset by phone. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    purpose: text('purpose').notNull(),
    /** `dialingCode:number`, the number without leading zeros. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_lookup').on(table.merchantId, table.purpose, table.phone)],
);

/** Image captchas, bound to the browser by a cookie holding the id; single use. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
