import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { announcements, feedback, type AnnouncementInsert, type FeedbackInsert } from './schema';

function servedAt(merchantId: number, now: Date) {
  return and(
    eq(announcements.merchantId, merchantId),
    eq(announcements.enabled, true),
    lte(announcements.startAt, now),
    or(isNull(announcements.endAt), gt(announcements.endAt, now)),
  );
}

/** Announcements of these types and languages that are on and inside their schedule. */
export function listServedAnnouncements(
  db: Database,
  merchantId: number,
  types: string[],
  languages: string[],
  now: Date,
) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        servedAt(merchantId, now),
        inArray(announcements.type, types),
        inArray(announcements.language, languages),
      ),
    )
    .orderBy(asc(announcements.sortOrder), desc(announcements.startAt), asc(announcements.id));
}

/** Served announcements of one type in one language (the notice pages count and list these). */
function servedOfType(merchantId: number, type: string, language: string, now: Date) {
  return and(
    servedAt(merchantId, now),
    eq(announcements.type, type),
    eq(announcements.language, language),
  );
}

export async function countServedOfType(
  db: Database,
  merchantId: number,
  type: string,
  language: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(announcements)
    .where(servedOfType(merchantId, type, language, now));
  return row?.total ?? 0;
}

/** One page of served announcements of a type, newest first. */
export function pageServedOfType(
  db: Database,
  merchantId: number,
  type: string,
  language: string,
  now: Date,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(announcements)
    .where(servedOfType(merchantId, type, language, now))
    .orderBy(desc(announcements.startAt), desc(announcements.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Inserts announcements, skipping a code and language the merchant already has. */
export async function insertAnnouncementsIfMissing(db: Database, rows: AnnouncementInsert[]) {
  if (rows.length === 0) return;
  await db.insert(announcements).values(rows).onConflictDoNothing();
}

export async function insertFeedback(db: Database, values: FeedbackInsert): Promise<bigint> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}

/** A merchant's announcement titles by code, in one language (codes it has no title for left out). */
export async function titlesByCode(
  db: Database,
  merchantId: number,
  codes: readonly string[],
  language: string,
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: announcements.code, title: announcements.title })
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.language, language),
        inArray(announcements.code, [...codes]),
      ),
    );
  return new Map(rows.map((row) => [row.code!, row.title]));
}
