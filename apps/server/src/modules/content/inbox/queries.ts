import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { readPage } from '../../../platform/db/paging';
import { inboxMessages } from '../schema';

/** Kinds of inbox message about money (spec §3 "Message kinds"). */
export type InboxKind =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_paid'
  // An operator's manual adjustment of the main wallet.
  | 'balance_credited'
  | 'balance_debited';

/**
 * Puts a message in a member's inbox. Call it inside the transaction of the event it
 * reports, so a message never tells of money that did not move.
 */
export async function sendInboxMessage(
  tx: Database,
  message: {
    merchantId: number;
    memberId: bigint;
    kind: InboxKind;
    orderNo: string;
    params?: Record<string, string>;
  },
): Promise<void> {
  await tx.insert(inboxMessages).values({ ...message, params: message.params ?? {} });
}

export function unreadCount(db: Database, memberId: bigint): Promise<number> {
  return db.$count(
    inboxMessages,
    and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt)),
  );
}

/** A page of a member's inbox, newest first. */
export function inboxPage(db: Database, memberId: bigint, pageNo: number, pageSize: number) {
  const where = eq(inboxMessages.memberId, memberId);
  return readPage(
    { pageNo, pageSize },
    db
      .select()
      .from(inboxMessages)
      .where(where)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id)),
    db.$count(inboxMessages, where),
  );
}

/** Marks one message (or, without an id, all of them) read. */
export async function markRead(db: Database, memberId: bigint, messageId?: bigint): Promise<void> {
  await db
    .update(inboxMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(inboxMessages.memberId, memberId),
        isNull(inboxMessages.readAt),
        messageId === undefined ? undefined : eq(inboxMessages.id, messageId),
      ),
    );
}
