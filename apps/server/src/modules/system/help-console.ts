import type { boContent } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/database';
import { sanitizeRichText } from '../../platform/html/sanitize';
import { AppError } from '../../platform/http/app-error';
import * as queries from './help-console-queries';
import type { HelpArticleRow } from './help-schema';

type ConsoleHelpArticle = boContent.ConsoleHelpArticle;
type HelpArticleDraft = boContent.HelpArticleDraft;

/** The signed-in staff member and the merchant the console acts on. */
export type HelpActor = { merchantId: number; staff: AuditActor };

// The help centre is read straight from its table on every `/wps/system/helpCenter` call (no
// cache in between), so a change here is what the next player sees.

const notFound = () => new AppError('content.not.found', 'content_not_found', 404);
const keyTaken = () =>
  new AppError('content.help.key.taken', 'content_help_key_taken', 409, {
    fields: { 'body.key': 'content_help_key_taken' },
  });

function toConsoleHelpArticle(row: HelpArticleRow): ConsoleHelpArticle {
  return {
    id: row.id,
    key: row.key,
    language: row.language,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

type Fields = Record<string, unknown>;

/** Only what changed, before and after. */
function changedFields(before: Fields, after: Fields) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The article as stored: its HTML through the one policy. */
function storedValues(draft: HelpArticleDraft) {
  return { ...draft, content: sanitizeRichText(draft.content) };
}

function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } };
  return failure.code === '23505' || failure.cause?.code === '23505';
}

/** Runs a write; a key and language another article took meanwhile answers 409, not 500. */
async function guardKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
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

export async function createHelpArticle(
  db: Database,
  actor: HelpActor,
  draft: HelpArticleDraft,
): Promise<ConsoleHelpArticle> {
  const values = storedValues(draft);
  const row = await guardKey(() =>
    db.transaction(async (tx) => {
      await assertKeyFree(tx, actor.merchantId, values);
      const created = await queries.insertHelpArticle(tx, {
        ...values,
        merchantId: actor.merchantId,
      });
      await recordAudit(tx, {
        staff: actor.staff,
        merchantId: actor.merchantId,
        action: 'content.help.create',
        target: `help-article:${created.id}`,
        before: null,
        after: auditedFields(created),
      });
      return created;
    }),
  );
  return toConsoleHelpArticle(row);
}

export async function updateHelpArticle(
  db: Database,
  actor: HelpActor,
  id: number,
  draft: HelpArticleDraft,
): Promise<ConsoleHelpArticle> {
  const values = storedValues(draft);
  const row = await guardKey(() =>
    db.transaction(async (tx) => {
      const current = await queries.lockHelpArticle(tx, actor.merchantId, id);
      if (!current) throw notFound();
      await assertKeyFree(tx, actor.merchantId, values, id);
      const updated = await queries.updateHelpArticle(tx, actor.merchantId, id, values);
      await recordAudit(tx, {
        staff: actor.staff,
        merchantId: actor.merchantId,
        action: 'content.help.update',
        target: `help-article:${id}`,
        ...changedFields(auditedFields(current), auditedFields(updated)),
      });
      return updated;
    }),
  );
  return toConsoleHelpArticle(row);
}

/** Deletes an article; the audit entry keeps its text. */
export async function deleteHelpArticle(db: Database, actor: HelpActor, id: number) {
  await db.transaction(async (tx) => {
    const current = await queries.lockHelpArticle(tx, actor.merchantId, id);
    if (!current) throw notFound();
    await queries.deleteHelpArticle(tx, actor.merchantId, id);
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
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
  actor: HelpActor,
  { ids }: boContent.OrderBody,
): Promise<ConsoleHelpArticle[]> {
  const rows = await db.transaction(async (tx) => {
    const current = await queries.lockHelpArticles(tx, actor.merchantId, ids);
    if (current.length !== ids.length) throw notFound();
    const byId = new Map(current.map((row) => [row.id, row]));
    const before: { id: number; sortOrder: number }[] = [];
    const after: { id: number; sortOrder: number }[] = [];
    const ordered: HelpArticleRow[] = [];
    for (const [index, id] of ids.entries()) {
      const row = byId.get(id)!;
      const sortOrder = index + 1;
      if (row.sortOrder === sortOrder) {
        ordered.push(row);
        continue;
      }
      before.push({ id, sortOrder: row.sortOrder });
      after.push({ id, sortOrder });
      ordered.push(await queries.updateHelpArticle(tx, actor.merchantId, id, { sortOrder }));
    }
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'content.help.reorder',
      target: 'help-articles',
      before,
      after,
    });
    return ordered;
  });
  return rows.map(toConsoleHelpArticle);
}
