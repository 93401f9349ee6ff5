import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { helpArticles, type HelpArticleInsert } from './help-schema';

/** Enabled articles of a merchant in any of these languages, in display order. */
export function listHelpArticles(db: Database, merchantId: number, languages: string[]) {
  return db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        eq(helpArticles.enabled, true),
        inArray(helpArticles.language, languages),
      ),
    )
    .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.key));
}

/** Inserts articles, skipping a key and language the merchant already has. */
export async function insertHelpArticlesIfMissing(db: Database, rows: HelpArticleInsert[]) {
  if (rows.length === 0) return;
  await db.insert(helpArticles).values(rows).onConflictDoNothing();
}
