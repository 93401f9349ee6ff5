import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, isNull, type SQL } from 'drizzle-orm';
import type { consoleContent } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { announcements, type AnnouncementInsert } from '../schema';

export type AnnouncementFilter = {
  types?: string[];
  language?: string;
  groupName?: string;
  status?: consoleContent.ContentStatus;
};

/** The same states the player queries serve by: only `live` reaches the site. */
function statusCondition(status: consoleContent.ContentStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'disabled':
      return eq(announcements.enabled, false);
    case 'scheduled':
      return and(eq(announcements.enabled, true), gt(announcements.startAt, now));
    case 'ended':
      return and(
        eq(announcements.enabled, true),
        isNotNull(announcements.endAt),
        lte(announcements.endAt, now),
      );
    case 'live':
      return and(
        eq(announcements.enabled, true),
        lte(announcements.startAt, now),
        or(isNull(announcements.endAt), gt(announcements.endAt, now)),
      );
  }
}

/** Every statement reads or writes one merchant's announcements: these, that meet the conditions. */
const merchantAnnouncements = (merchantId: number, ...conditions: (SQL | undefined)[]) =>
  and(eq(announcements.merchantId, merchantId), ...conditions);

const announcementOf = (merchantId: number, id: number) =>
  merchantAnnouncements(merchantId, eq(announcements.id, id));

function filtered(merchantId: number, filter: AnnouncementFilter, now: Date) {
  return merchantAnnouncements(
    merchantId,
    filter.types ? inArray(announcements.type, filter.types) : undefined,
    filter.language ? eq(announcements.language, filter.language) : undefined,
    filter.groupName ? eq(announcements.groupName, filter.groupName) : undefined,
    filter.status ? statusCondition(filter.status, now) : undefined,
  );
}

/** One page of a merchant's announcements, in the order the site shows them within a type. */
export function pageAnnouncements(
  db: Database,
  merchantId: number,
  filter: AnnouncementFilter,
  now: Date,
  page: Page,
) {
  const where = filtered(merchantId, filter, now);
  return readPage(
    page,
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(
        asc(announcements.type),
        asc(announcements.groupName),
        asc(announcements.sortOrder),
        desc(announcements.startAt),
        asc(announcements.id),
      ),
    db.$count(announcements, where),
  );
}

/** The row to change, locked until the transaction ends so two edits never interleave. */
export async function lockAnnouncement(db: Database, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(announcementOf(merchantId, id))
    .for('update');
  return row;
}

export async function findAnnouncement(db: Database, merchantId: number, id: number) {
  const [row] = await db.select().from(announcements).where(announcementOf(merchantId, id));
  return row;
}

/** Another announcement of the merchant with this code and language, if any. */
export async function findCodeOwner(
  db: Database,
  merchantId: number,
  code: string,
  language: string,
) {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      merchantAnnouncements(
        merchantId,
        eq(announcements.code, code),
        eq(announcements.language, language),
      ),
    );
  return row;
}

export async function insertAnnouncement(db: Database, values: AnnouncementInsert) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(
  db: Database,
  merchantId: number,
  id: number,
  values: Partial<AnnouncementInsert>,
) {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(announcementOf(merchantId, id))
    .returning();
  return row!;
}

export async function deleteAnnouncement(db: Database, merchantId: number, id: number) {
  await db.delete(announcements).where(announcementOf(merchantId, id));
}

/** These announcements of the merchant, locked, in id order (a fixed lock order). */
export function lockAnnouncements(db: Database, merchantId: number, ids: number[]) {
  return db
    .select()
    .from(announcements)
    .where(merchantAnnouncements(merchantId, inArray(announcements.id, ids)))
    .orderBy(asc(announcements.id))
    .for('update');
}
