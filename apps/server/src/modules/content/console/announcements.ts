import type { consoleContent } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { safeUrl, sanitizeRichText } from '../../../platform/html/sanitize';
import { AppError } from '../../../platform/http/app-error';
import { numberedPageOf } from '../../../platform/http/pages';
import {
  changedFields,
  guardUnique,
  orderByIds,
  recordContentAudit,
  type MerchantActor,
} from '../../../platform/audit/audited-writes';
import * as queries from './queries';
import type { AnnouncementInsert, AnnouncementRow } from '../schema';

type AnnouncementDraft = consoleContent.AnnouncementDraft;
type AnnouncementListQuery = consoleContent.AnnouncementListQuery;
type AnnouncementPage = consoleContent.AnnouncementPage;
type ConsoleAnnouncement = consoleContent.ConsoleAnnouncement;
type ContentStatus = consoleContent.ContentStatus;
type OrderBody = consoleContent.OrderBody;

/** How the audit log names a change: a PL written from the notices screen is a notice. */
type Noun = 'announcement' | 'notice';

/** The announcement type of player notices (the notice modal and the marquee). */
export const noticeType = 'PL';

const codeTaken = () =>
  AppError.of('contentCodeTaken', { fields: { 'body.code': 'content_code_taken' } });
const scheduleInvalid = () =>
  AppError.of('invalidInput', { fields: { 'body.endAt': 'content_schedule_end' } });

/** What a player sees of the row at `now`; only `live` rows are served by the site. */
export function contentStatus(row: AnnouncementRow, now: Date): ContentStatus {
  if (!row.enabled) return 'disabled';
  if (row.startAt > now) return 'scheduled';
  if (row.endAt && row.endAt <= now) return 'ended';
  return 'live';
}

/** The fields an operator writes, as the audit log keeps them (times as ISO strings). */
function auditedFields(row: AnnouncementRow) {
  return {
    type: row.type,
    language: row.language,
    code: row.code,
    title: row.title,
    content: row.content,
    execution: row.execution,
    promotionType: row.promotionType,
    groupName: row.groupName,
    url: row.url,
    mobileUrl: row.mobileUrl,
    sortOrder: row.sortOrder,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    enabled: row.enabled,
  };
}

/** The console's view: the written fields, and whether and since when players see it. */
function toConsoleAnnouncement(row: AnnouncementRow, now: Date): ConsoleAnnouncement {
  return {
    id: row.id,
    ...auditedFields(row),
    type: row.type as ConsoleAnnouncement['type'],
    status: contentStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The row as stored: HTML through the one policy (a `<script>` or `onerror` never gets in),
 * picture addresses only when safe. `startAt` defaults to `fallbackStart` (now on create,
 * the current start on edit).
 */
function storedValues(draft: AnnouncementDraft, fallbackStart: Date) {
  const startAt = draft.startAt ? new Date(draft.startAt) : fallbackStart;
  const endAt = draft.endAt ? new Date(draft.endAt) : null;
  if (endAt && endAt <= startAt) throw scheduleInvalid();
  return {
    type: draft.type,
    language: draft.language,
    code: draft.code,
    title: draft.title,
    content: sanitizeRichText(draft.content),
    execution: draft.execution,
    promotionType: draft.promotionType,
    groupName: draft.groupName,
    url: safeUrl(draft.url),
    // Only a banner has a phone picture: another type's would be kept and never shown.
    mobileUrl: draft.type === 'B' ? safeUrl(draft.mobileUrl) : null,
    sortOrder: draft.sortOrder,
    startAt,
    endAt,
    enabled: draft.enabled,
  } satisfies Partial<AnnouncementInsert>;
}

/** Runs a write; a code and language another row took meanwhile answers 409, not 500. */
const guardCode = <T>(write: () => Promise<T>) => guardUnique(codeTaken, write);

async function assertCodeFree(
  tx: Database,
  merchantId: number,
  values: { code: string | null; language: string },
  exceptId?: number,
) {
  if (!values.code) return;
  const owner = await queries.findCodeOwner(tx, merchantId, values.code, values.language);
  if (owner && owner.id !== exceptId) throw codeTaken();
}

export async function listAnnouncements(
  db: Database,
  merchantId: number,
  { type, language, groupName, status, pageNo, pageSize }: AnnouncementListQuery,
  now = new Date(),
): Promise<AnnouncementPage> {
  const { rows, totalCount } = await queries.pageAnnouncements(
    db,
    merchantId,
    { types: type ? [type] : undefined, language, groupName, status },
    now,
    { pageNo, pageSize },
  );
  return numberedPageOf(
    rows.map((row) => toConsoleAnnouncement(row, now)),
    totalCount,
    { pageNo, pageSize },
  );
}

export async function getAnnouncement(
  db: Database,
  merchantId: number,
  id: number,
): Promise<ConsoleAnnouncement> {
  const row = await queries.findAnnouncement(db, merchantId, id);
  if (!row) throw AppError.of('contentNotFound');
  return toConsoleAnnouncement(row, new Date());
}

export async function createAnnouncement(
  db: Database,
  actor: MerchantActor,
  draft: AnnouncementDraft,
  noun: Noun = 'announcement',
): Promise<ConsoleAnnouncement> {
  const now = new Date();
  const values = storedValues(draft, now);
  const row = await guardCode(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, actor.merchantId, values);
      const created = await queries.insertAnnouncement(tx, {
        ...values,
        merchantId: actor.merchantId,
      });
      await recordContentAudit(tx, actor, {
        action: `content.${noun}.create`,
        target: `announcement:${created.id}`,
        before: null,
        after: auditedFields(created),
      });
      return created;
    }),
  );
  return toConsoleAnnouncement(row, now);
}

/**
 * Runs `write` in one transaction on the merchant's announcement `id`, locked until it ends
 * so two changes never interleave. `onlyType` keeps a screen to its own kind: the notices
 * screen cannot reach a banner by its id.
 */
function writeLocked<T>(
  db: Database,
  actor: MerchantActor,
  id: number,
  onlyType: string | undefined,
  write: (tx: Database, current: AnnouncementRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await queries.lockAnnouncement(tx, actor.merchantId, id);
    if (!current || (onlyType && current.type !== onlyType)) throw AppError.of('contentNotFound');
    return write(tx, current);
  });
}

/** Replaces an announcement's fields with the draft made from the current row. */
export async function replaceAnnouncement(
  db: Database,
  actor: MerchantActor,
  id: number,
  draftOf: (current: AnnouncementRow) => AnnouncementDraft,
  noun: Noun,
  onlyType?: string,
): Promise<ConsoleAnnouncement> {
  const row = await guardCode(() =>
    writeLocked(db, actor, id, onlyType, async (tx, current) => {
      const values = storedValues(draftOf(current), current.startAt);
      await assertCodeFree(tx, actor.merchantId, values, id);
      const updated = await queries.updateAnnouncement(tx, actor.merchantId, id, values);
      await recordContentAudit(tx, actor, {
        action: `content.${noun}.update`,
        target: `announcement:${id}`,
        ...changedFields(auditedFields(current), auditedFields(updated)),
      });
      return updated;
    }),
  );
  return toConsoleAnnouncement(row, new Date());
}

export function updateAnnouncement(
  db: Database,
  actor: MerchantActor,
  id: number,
  draft: AnnouncementDraft,
): Promise<ConsoleAnnouncement> {
  return replaceAnnouncement(db, actor, id, () => draft, 'announcement');
}

/** Switches an announcement on or off; off, the site stops showing it at once. */
export async function setAnnouncementEnabled(
  db: Database,
  actor: MerchantActor,
  id: number,
  enabled: boolean,
): Promise<ConsoleAnnouncement> {
  const row = await writeLocked(db, actor, id, undefined, async (tx, current) => {
    const updated = await queries.updateAnnouncement(tx, actor.merchantId, id, { enabled });
    await recordContentAudit(tx, actor, {
      action: 'content.announcement.update',
      target: `announcement:${id}`,
      before: { enabled: current.enabled },
      after: { enabled: updated.enabled },
    });
    return updated;
  });
  return toConsoleAnnouncement(row, new Date());
}

/**
 * Deletes an announcement for good. The audit entry keeps every field it had, so the text
 * can be brought back by hand from the log.
 */
export async function removeAnnouncement(
  db: Database,
  actor: MerchantActor,
  id: number,
  noun: Noun,
  onlyType?: string,
): Promise<null> {
  await writeLocked(db, actor, id, onlyType, async (tx, current) => {
    await queries.deleteAnnouncement(tx, actor.merchantId, id);
    await recordContentAudit(tx, actor, {
      action: `content.${noun}.delete`,
      target: `announcement:${id}`,
      before: auditedFields(current),
      after: null,
    });
  });
  return null;
}

export function deleteAnnouncement(db: Database, actor: MerchantActor, id: number) {
  return removeAnnouncement(db, actor, id, 'announcement');
}

/**
 * Puts announcements in the order given (sort orders 1, 2, 3...): a banner group's carousel,
 * the marquee. Every id must be the merchant's, or nothing changes.
 */
export async function orderAnnouncements(
  db: Database,
  actor: MerchantActor,
  { ids }: OrderBody,
): Promise<ConsoleAnnouncement[]> {
  const rows = await orderByIds(db, actor, ids, {
    notFound: () => AppError.of('contentNotFound'),
    lock: queries.lockAnnouncements,
    update: queries.updateAnnouncement,
    action: 'content.announcement.reorder',
    target: 'announcements',
  });
  const now = new Date();
  return rows.map((row) => toConsoleAnnouncement(row, now));
}
