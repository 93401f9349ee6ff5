import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { members } from '../../member/schema';
import { supportChatMessages, supportChats } from './schema';
import type { contentChat } from '@croupier/contract';

// The chat's SQL: a message and its thread's new state are written in one transaction by
// the service; the queue and the threads are read here.

export type ChatMessageRow = typeof supportChatMessages.$inferSelect;

/** Adds a message and moves its thread (made on the member's first message) to `status`. */
export async function addMessage(
  tx: Database,
  message: {
    merchantId: number;
    memberId: bigint;
    staffId: number | null;
    staffName: string | null;
    body: string;
    status: contentChat.ChatStatus;
    now: Date;
  },
): Promise<ChatMessageRow> {
  const waiting = message.status === 'waiting';
  await tx
    .insert(supportChats)
    .values({
      memberId: message.memberId,
      merchantId: message.merchantId,
      status: message.status,
      waitingSince: waiting ? message.now : null,
      lastMessageAt: message.now,
      lastMessage: message.body,
    })
    .onConflictDoUpdate({
      target: supportChats.memberId,
      set: {
        status: message.status,
        // A member's second unanswered message keeps the wait's start; an answer ends it.
        waitingSince: waiting
          ? sql`coalesce(${supportChats.waitingSince}, ${message.now.toISOString()}::timestamptz)`
          : null,
        lastMessageAt: message.now,
        lastMessage: message.body,
      },
    });
  const [row] = await tx
    .insert(supportChatMessages)
    .values({
      memberId: message.memberId,
      staffId: message.staffId,
      staffName: message.staffName,
      body: message.body,
      createdAt: message.now,
    })
    .returning();
  return row!;
}

/** The thread of a member of `merchantId`, or undefined when there is none. */
export async function findChat(db: Database, merchantId: number, memberId: bigint) {
  const [row] = await db
    .select()
    .from(supportChats)
    .where(and(eq(supportChats.memberId, memberId), eq(supportChats.merchantId, merchantId)));
  return row;
}

/** A thread's messages, oldest first, after the one the caller has (at most 200). */
export function listMessages(db: Database, memberId: bigint, after: bigint | null) {
  return db
    .select()
    .from(supportChatMessages)
    .where(
      and(
        eq(supportChatMessages.memberId, memberId),
        after === null ? undefined : gt(supportChatMessages.id, after),
      ),
    )
    .orderBy(asc(supportChatMessages.id))
    .limit(200);
}

/** Closes a thread; false when it was closed already or is not the merchant's. */
export async function closeChat(db: Database, merchantId: number, memberId: bigint) {
  const rows = await db
    .update(supportChats)
    .set({ status: 'closed', waitingSince: null })
    .where(
      and(
        eq(supportChats.memberId, memberId),
        eq(supportChats.merchantId, merchantId),
        sql`${supportChats.status} <> 'closed'`,
      ),
    )
    .returning({ memberId: supportChats.memberId });
  return rows.length > 0;
}

/**
 * The console's queue: a merchant's threads in one status. Waiting ones longest-waiting
 * first (who to answer next); the others most recent first.
 */
export async function queuePage(
  db: Database,
  merchantId: number,
  status: contentChat.ChatStatus,
  page: { pageNo: number; pageSize: number },
) {
  const where = and(eq(supportChats.merchantId, merchantId), eq(supportChats.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        memberId: supportChats.memberId,
        username: members.username,
        status: supportChats.status,
        lastMessage: supportChats.lastMessage,
        lastMessageAt: supportChats.lastMessageAt,
        waitingSince: supportChats.waitingSince,
      })
      .from(supportChats)
      .innerJoin(members, eq(members.id, supportChats.memberId))
      .where(where)
      .orderBy(
        status === 'waiting' ? asc(supportChats.waitingSince) : desc(supportChats.lastMessageAt),
      )
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ total: count() }).from(supportChats).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
