import {
  announcementGroups,
  type Announcement,
  type AnnouncementLists,
  type AnnouncementType,
  type Notice,
  type NoticePage,
  type NoticesQuery,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { safeUrl, sanitizeRichText } from '../../platform/html/sanitize';
import { languageFallbacks } from '../../platform/http/language';
import { numberedPageOf } from '../../platform/http/pages';
import * as queries from './queries';
import type { AnnouncementInsert, AnnouncementRow } from './schema';

export { submitFeedback } from './feedback';
export { availablePromotions } from './promotions';
export { sendInboxMessage, type InboxKind } from './inbox/service';

const groups = Object.entries(announcementGroups) as [keyof AnnouncementLists, AnnouncementType][];

/** Notices of the notice modal are the player notices (PL) the marquee also runs. */
const noticeType: AnnouncementType = 'PL';

// Content is sanitised again on the way out: rows written before a policy change, or by
// hand in SQL, must not reach a browser unchecked.
function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: sanitizeRichText(row.content),
    execution: row.execution,
    promotionType: row.promotionType,
    groupName: row.groupName,
    url: safeUrl(row.url),
    mobileUrl: safeUrl(row.mobileUrl),
    code: row.code,
  };
}

/** `yyyy-MM-dd HH:mm:ss` (spec §3), in UTC until merchants have a time zone. */
export function formatTimestamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

function toNotice(row: AnnouncementRow): Notice {
  return {
    id: row.id,
    title: row.title,
    content: sanitizeRichText(row.content),
    timestamp: formatTimestamp(row.startAt),
  };
}

/**
 * What the site shows now, grouped as the list call answers (wire conventions). Each
 * group is in the requested language when the merchant has any of that type in it, else
 * in EN; groups are not mixed, so a half-translated set never shows.
 */
export async function getAnnouncementLists(
  db: Database,
  merchantId: number,
  language: string,
  types: AnnouncementType[] = [],
  now = new Date(),
): Promise<AnnouncementLists> {
  const lists: AnnouncementLists = { banners: [], player: [], popup: [], promotion: [] };
  const wanted = groups.filter(([, type]) => types.length === 0 || types.includes(type));
  if (wanted.length === 0) return lists;
  const candidates = languageFallbacks(language);
  const rows = await queries.listServedAnnouncements(
    db,
    merchantId,
    wanted.map(([, type]) => type),
    candidates,
    now,
  );
  for (const [group, type] of wanted) {
    const ofType = rows.filter((row) => row.type === type);
    const served = candidates.find((candidate) => ofType.some((row) => row.language === candidate));
    lists[group] = ofType.filter((row) => row.language === served).map(toAnnouncement);
  }
  return lists;
}

/**
 * The titles of announcements by code in the caller's language, else its fallbacks (EN last):
 * how another module names what an announcement presents (a promotion's bonus). A code with
 * no title in any of them is left out.
 */
export async function announcementTitles(
  db: Database,
  merchantId: number,
  codes: readonly string[],
  language: string,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const candidate of languageFallbacks(language)) {
    const missing = codes.filter((code) => !titles.has(code));
    if (missing.length === 0) break;
    for (const [code, title] of await queries.titlesByCode(db, merchantId, missing, candidate))
      titles.set(code, title);
  }
  return titles;
}

/** The notice modal's page of player notices, newest first, with the same language rule. */
export async function getNoticePage(
  db: Database,
  merchantId: number,
  language: string,
  { pageNo, pageSize }: NoticesQuery,
  now = new Date(),
): Promise<NoticePage> {
  for (const candidate of languageFallbacks(language)) {
    const totalCount = await queries.countServedOfType(db, merchantId, noticeType, candidate, now);
    if (totalCount === 0) continue;
    const rows = await queries.pageServedOfType(db, merchantId, noticeType, candidate, now, {
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    });
    return numberedPageOf(rows.map(toNotice), totalCount, { pageNo, pageSize });
  }
  return numberedPageOf([], 0, { pageNo, pageSize });
}

export type AnnouncementDraft = Omit<AnnouncementInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Stores announcements with their HTML sanitised and unsafe picture addresses dropped.
 * A draft whose code and language the merchant has is skipped: the operator's copy stays.
 */
export async function addAnnouncements(db: Database, drafts: AnnouncementDraft[]): Promise<void> {
  await queries.insertAnnouncementsIfMissing(
    db,
    drafts.map((draft) => ({
      ...draft,
      content: sanitizeRichText(draft.content ?? ''),
      url: safeUrl(draft.url),
      mobileUrl: safeUrl(draft.mobileUrl),
    })),
  );
}
