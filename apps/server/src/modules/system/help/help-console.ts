import type { consoleContent } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { sanitizeRichText } from '../../../platform/html/sanitize';
import { AppError } from '../../../platform/http/app-error';
import {
  changedFields,
  guardUnique,
  orderByIds,
  recordContentAudit,
  type MerchantActor,
} from '../../../platform/audit/audited-writes';
import * as queries from './queries';
import type { HelpArticleRow } from './schema';

type ConsoleHelpArticle = consoleContent.ConsoleHelpArticle;
type HelpArticleDraft = consoleContent.HelpArticleDraft;

// The help centre is read straight from its table on every `/wps/system/helpCenter` call (no
// cache in between), so a change here is what the next player sees.

const keyTaken = () =>
  AppError.of('helpKeyTaken', { fields: { 'body.key': 'content_help_key_taken' } });

/** The fields an operator writes, as the audit log keeps them. */
function auditedFields(row: HelpArticleRow) {
  return {
    key: row.key,
    language: row.language,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
  };
}

function toConsoleHelpArticle(row: HelpArticleRow): ConsoleHelpArticle {
  return { id: row.id, ...auditedFields(row), updatedAt: row.updatedAt.toISOString() };
}

/** The article as stored: its HTML through the one policy. */
function storedValues(draft: HelpArticleDraft) {
  return { ...draft, content: sanitizeRichText(draft.content) };
}

async function assertKeyFree(
  tx: Database,
  merchantId: number,
  draft: { key: string; language: string },
  exceptId?: number,
) {
  const owner = await queries.findHelpArticleByKey(tx, merchantId, draft.key, draft.language);
  if (owner && owner.id !== exceptId) throw keyTaken();
}

/** Every article of the merchant, on or off, by language then display order. */
export async function listHelpArticlesForConsole(
  db: Database,
  merchantId: number,
  language?: string,
): Promise<ConsoleHelpArticle[]> {
  const rows = await queries.listAllHelpArticles(db, merchantId, language);
  return rows.map(toConsoleHelpArticle);
}

/**
 * One write of an article, in one transaction, of its draft with the HTML sanitised. A key
 * another article of that language has is refused with 409, also one taken meanwhile.
 */
async function writeArticle(
  db: Database,
  draft: HelpArticleDraft,
  write: (tx: Database, values: HelpArticleDraft) => Promise<HelpArticleRow>,
): Promise<ConsoleHelpArticle> {
  const values = storedValues(draft);
  const row = await guardUnique(keyTaken, () => db.transaction((tx) => write(tx, values)));
  return toConsoleHelpArticle(row);
}

export function createHelpArticle(db: Database, actor: MerchantActor, draft: HelpArticleDraft) {
  return writeArticle(db, draft, async (tx, values) => {
    await assertKeyFree(tx, actor.merchantId, values);
    const created = await queries.insertHelpArticle(tx, {
      ...values,
      merchantId: actor.merchantId,
    });
    await recordContentAudit(tx, actor, {
      action: 'content.help.create',
      target: `help-article:${created.id}`,
      before: null,
      after: auditedFields(created),
    });
    return created;
  });
}

export function updateHelpArticle(
  db: Database,
  actor: MerchantActor,
  id: number,
  draft: HelpArticleDraft,
) {
  return writeArticle(db, draft, async (tx, values) => {
    const current = await queries.lockHelpArticle(tx, actor.merchantId, id);
    if (!current) throw AppError.of('contentNotFound');
    await assertKeyFree(tx, actor.merchantId, values, id);
    const updated = await queries.updateHelpArticle(tx, actor.merchantId, id, values);
    await recordContentAudit(tx, actor, {
      action: 'content.help.update',
      target: `help-article:${id}`,
      ...changedFields(auditedFields(current), auditedFields(updated)),
    });
    return updated;
  });
}

/** Deletes an article; the audit entry keeps its text. */
export async function deleteHelpArticle(db: Database, actor: MerchantActor, id: number) {
  await db.transaction(async (tx) => {
    const current = await queries.lockHelpArticle(tx, actor.merchantId, id);
    if (!current) throw AppError.of('contentNotFound');
    await queries.deleteHelpArticle(tx, actor.merchantId, id);
    await recordContentAudit(tx, actor, {
      action: 'content.help.delete',
      target: `help-article:${id}`,
      before: auditedFields(current),
      after: null,
    });
  });
  return null;
}

/**
 * Puts articles in the order given (sort orders 1, 2, 3...), the order of the help centre's
 * accordions. Every id must be the merchant's, or nothing changes.
 */
export async function orderHelpArticles(
  db: Database,
  actor: MerchantActor,
  { ids }: consoleContent.OrderBody,
): Promise<ConsoleHelpArticle[]> {
  const rows = await orderByIds(db, actor, ids, {
    notFound: () => AppError.of('contentNotFound'),
    lock: queries.lockHelpArticles,
    update: queries.updateHelpArticle,
    action: 'content.help.reorder',
    target: 'help-articles',
  });
  return rows.map(toConsoleHelpArticle);
}
