import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { helpArticles, type HelpArticleInsert } from './schema';

/** Every statement reads or writes one merchant's articles: these, that meet the conditions. */
const merchantArticles = (merchantId: number, ...conditions: (SQL | undefined)[]) =>
  and(eq(helpArticles.merchantId, merchantId), ...conditions);

const articleOf = (merchantId: number, id: number) =>
  merchantArticles(merchantId, eq(helpArticles.id, id));

/** Enabled articles of a merchant in any of these languages, in display order. */
export function listHelpArticles(db: Database, merchantId: number, languages: string[]) {
  return db
    .select()
    .from(helpArticles)
    .where(
      merchantArticles(
        merchantId,
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

/** Every article of a merchant (enabled or not), optionally of one language, in display order. */
export function listAllHelpArticles(db: Database, merchantId: number, language?: string) {
  return db
    .select()
    .from(helpArticles)
    .where(merchantArticles(merchantId, language ? eq(helpArticles.language, language) : undefined))
    .orderBy(asc(helpArticles.language), asc(helpArticles.sortOrder), asc(helpArticles.key));
}

/** The article to change, locked until the transaction ends. */
export async function lockHelpArticle(db: Database, merchantId: number, id: number) {
  const [row] = await db.select().from(helpArticles).where(articleOf(merchantId, id)).for('update');
  return row;
}

/** The merchant's article with this key and language, if any. */
export async function findHelpArticleByKey(
  db: Database,
  merchantId: number,
  key: string,
  language: string,
) {
  const [row] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      merchantArticles(merchantId, eq(helpArticles.key, key), eq(helpArticles.language, language)),
    );
  return row;
}

export async function insertHelpArticle(db: Database, values: HelpArticleInsert) {
  const [row] = await db.insert(helpArticles).values(values).returning();
  return row!;
}

export async function updateHelpArticle(
  db: Database,
  merchantId: number,
  id: number,
  values: Partial<HelpArticleInsert>,
) {
  const [row] = await db
    .update(helpArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(articleOf(merchantId, id))
    .returning();
  return row!;
}

export async function deleteHelpArticle(db: Database, merchantId: number, id: number) {
  await db.delete(helpArticles).where(articleOf(merchantId, id));
}

/** These articles of the merchant, locked in id order (a fixed lock order). */
export function lockHelpArticles(db: Database, merchantId: number, ids: number[]) {
  return db
    .select()
    .from(helpArticles)
    .where(merchantArticles(merchantId, inArray(helpArticles.id, ids)))
    .orderBy(asc(helpArticles.id))
    .for('update');
}
