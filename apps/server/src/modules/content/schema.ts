import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintId, createdAt, integerId, scheduleEnd, updatedAt } from '../../platform/db/columns';
import { memberRef, members } from '../member/schema';
import { merchantRef } from '../system/schema';

/**
 * What a merchant shows its players: banners, player notices (marquee and notice modal),
 * popups and promotions (spec §3), one row per language. Served only while enabled and
 * inside its schedule.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integerId(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    /**
     * The operator's own reference, shared by the translations of one announcement; the
     * seed adds only a code and language the merchant does not have yet.
     */
    code: text('code'),
    type: text('type').notNull(),
    language: text('language').notNull().default('EN'),
    title: text('title').notNull(),
    /** Sanitised HTML; sanitised again when served. */
    content: text('content').notNull().default(''),
    execution: text('execution').notNull().default('B'),
    promotionType: text('promotion_type'),
    groupName: text('group_name'),
    url: text('url'),
    /** A banner's phone picture (narrow screens); null: `url` serves every screen. */
    mobileUrl: text('mobile_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    ...scheduleEnd(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('announcements_code_language')
      .on(table.merchantId, table.code, table.language)
      .where(sql`${table.code} is not null`),
    index('announcements_served').on(table.merchantId, table.type, table.language),
    check('announcements_type', sql`${table.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    check('announcements_language', sql`${table.language} ~ '^[A-Z]{2}([-_][A-Z]{2,4})?$'`),
    check(
      'announcements_schedule',
      sql`${table.endAt} is null or ${table.endAt} > ${table.startAt}`,
    ),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementInsert = typeof announcements.$inferInsert;

/**
 * Players' feedback (spec §3): a question type and plain text, from a member or a guest.
 * The text is stored as written and must be shown as text, never as HTML.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigintId(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    /** Null for a guest, or a caller whose session had ended. */
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_merchant_created').on(table.merchantId, table.createdAt)],
);

export type FeedbackInsert = typeof feedback.$inferInsert;

/**
 * A member's platform inbox (spec §2 messageV2): what happened to their money (spec §3
 * message kinds: deposit credited or failed, withdrawal approved, rejected or paid out),
 * each with its time and order number. The text is made from `kind` and `params` in the
 * member's language when read, so a language change re-words old messages too.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    orderNo: text('order_no'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('inbox_messages_member_time').on(table.memberId, table.createdAt),
    index('inbox_messages_unread')
      .on(table.memberId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type InboxMessageInsert = typeof inboxMessages.$inferInsert;

export * from './chat/schema';
