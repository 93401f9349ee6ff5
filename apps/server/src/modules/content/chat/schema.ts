import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../../platform/db/columns';
import { members } from '../../member/schema';
import { merchantRef } from '../../system/schema';

/**
 * A member's thread with customer service (the built-in chat, for brands without a live-chat
 * provider): one per member, its status kept with it so the console's queue is one indexed
 * read. `waiting_since` is when the member's oldest unanswered message was sent.
 */
export const supportChats = pgTable(
  'support_chats',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    status: text('status').notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastMessage: text('last_message').notNull(),
  },
  (table) => [
    check('support_chats_status', sql`${table.status} in ('waiting', 'answered', 'closed')`),
    index('support_chats_queue').on(table.merchantId, table.status, table.lastMessageAt),
  ],
);

/** What was said, as written: shown as text, never as HTML. */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: bigintId(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportChats.memberId, { onDelete: 'cascade' }),
    /** Null when the member wrote it. The name is kept as it was when the answer was sent. */
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_chat_messages_thread').on(table.memberId, table.id)],
);
