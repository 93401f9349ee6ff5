import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { integerId, updatedAt } from '../../../platform/db/columns';
import { merchantRef } from '../schema';

/**
 * Help-centre articles of a merchant, one row per language. The key is the article's
 * stable name (`terms`, `privacy`...), the `/help#<key>` anchor the footer links to.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integerId(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    key: text('key').notNull(),
    language: text('language').notNull().default('EN'),
    title: text('title').notNull(),
    /** Sanitised HTML; sanitised again when served. */
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('help_articles_key_language').on(table.merchantId, table.key, table.language),
    check('help_articles_key_format', sql`${table.key} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check('help_articles_language', sql`${table.language} ~ '^[A-Z]{2}([-_][A-Z]{2,4})?$'`),
  ],
);

export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpArticleInsert = typeof helpArticles.$inferInsert;
