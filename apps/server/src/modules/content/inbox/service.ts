import type { Database } from '../../../platform/db/database';
import { pageOf } from '../../../platform/http/pages';
import * as queries from './queries';

// The member's platform inbox: messages about their money, put in by the wallet in the
// transaction of the event, read and marked read by the member.
export { sendInboxMessage, type InboxKind } from './queries';

export async function unreadCount(db: Database, memberId: bigint) {
  return { count: await queries.unreadCount(db, memberId) };
}

/** A page of the inbox as the site shows it, newest first. */
export async function inboxPage(db: Database, memberId: bigint, pageNo: number, pageSize: number) {
  const page = await queries.inboxPage(db, memberId, pageNo, pageSize);
  return pageOf(
    page.rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      orderNo: row.orderNo,
      params: row.params,
      read: row.readAt !== null,
      time: row.createdAt.toISOString(),
    })),
    page.totalCount,
    { pageNo, pageSize },
  );
}

/** Marks one message (or, without an id, all) read; answers the unread count left. */
export async function markRead(db: Database, memberId: bigint, messageId?: string) {
  await queries.markRead(db, memberId, messageId === undefined ? undefined : BigInt(messageId));
  return unreadCount(db, memberId);
}
