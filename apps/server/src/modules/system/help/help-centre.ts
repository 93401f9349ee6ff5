import type { HelpArticle, HelpCentre } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { sanitizeRichText } from '../../../platform/html/sanitize';
import { languageFallbacks } from '../../../platform/http/language';
import * as queries from './queries';
import type { HelpArticleInsert, HelpArticleRow } from './schema';

/**
 * The help centre in the requested language. Each article falls back to EN on its own,
 * so a brand that has translated only some pages still shows all of them; `language`
 * says which one was served. Content is sanitised again on the way out.
 */
export async function getHelpCentre(
  db: Database,
  merchantId: number,
  language: string,
): Promise<HelpCentre> {
  const candidates = languageFallbacks(language);
  const rows = await queries.listHelpArticles(db, merchantId, candidates);
  const best = new Map<string, HelpArticleRow>();
  for (const row of rows) {
    const current = best.get(row.key);
    if (!current || candidates.indexOf(row.language) < candidates.indexOf(current.language)) {
      best.set(row.key, row);
    }
  }
  const articles: HelpArticle[] = rows
    .filter((row) => best.get(row.key) === row)
    .map((row) => ({
      key: row.key,
      title: row.title,
      content: sanitizeRichText(row.content),
      language: row.language,
    }));
  return { articles };
}

export type HelpArticleDraft = Omit<HelpArticleInsert, 'id' | 'updatedAt'>;

/** Stores articles with sanitised HTML; a key and language the merchant has are kept as they are. */
export async function addHelpArticles(db: Database, drafts: HelpArticleDraft[]): Promise<void> {
  await queries.insertHelpArticlesIfMissing(
    db,
    drafts.map((draft) => ({ ...draft, content: sanitizeRichText(draft.content) })),
  );
}
