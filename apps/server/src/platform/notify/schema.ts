import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../db/columns';

/**
 * Every SMS and e-mail the platform sends, whichever provider carried it: the local outbox
 * provider only records here; real providers record what they sent and how it went.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigintId(),
  merchantId: integer('merchant_id'),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  createdAt: createdAt(),
});
