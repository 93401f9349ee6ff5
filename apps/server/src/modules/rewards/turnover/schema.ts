import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../platform/db/columns';
import { gameCategoryCheck } from '../../games/schema';
import { merchantRef } from '../../system/schema';

/**
 * How a merchant counts one game category towards valid turnover (see turnover/service.ts):
 * the basis points of its settled stakes that count, or none at all. A category without a row
 * counts in full (10000).
 */
export const turnoverRules = pgTable(
  'turnover_rules',
  {
    merchantId: merchantRef(),
    category: text('category').notNull(),
    /** Basis points of the stakes that count: 0 … 10000. */
    weight: integer('weight').notNull().default(10_000),
    excluded: boolean('excluded').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.category] }),
    check('turnover_rules_category', sql.raw(`category in ${gameCategoryCheck}`)),
    check('turnover_rules_weight', sql`${table.weight} between 0 and 10000`),
  ],
);
export type TurnoverRuleRow = typeof turnoverRules.$inferSelect;
