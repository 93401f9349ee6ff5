import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Secrets the deployment makes for itself on first use (HMAC keys of challenges), shared by
 * every server process through the database.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Single-use proofs (human-verification challenges) already redeemed, kept until expiry. */
export const redeemedProofs = pgTable('redeemed_proofs', {
  digest: text('digest').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
