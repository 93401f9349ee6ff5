import type { contentChat } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { ConsoleActor } from '../../../platform/http/staff-guard';
import { throttle } from '../../../platform/ratelimit/rate-limit';
import * as queries from './queries';

type ChatMessage = contentChat.ChatMessage;
type ChatStatus = contentChat.ChatStatus;
type ChatThread = contentChat.ChatThread;

// The built-in customer service chat. A member writes (the thread waits), support staff
// answer from the console's queue (it is answered) or close it; the member writing again
// puts it back in the queue. Each message and its thread's new state are one transaction.

// A person types a few messages a minute; a script pasting into the queue is stopped.
const messagesPerMember = { limit: 20, windowSeconds: 60 };

function wireMessage(row: queries.ChatMessageRow): ChatMessage {
  return {
    id: String(row.id),
    from: row.staffId === null ? 'member' : 'staff',
    staffName: row.staffName,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
  };
}

const afterOf = (after: string | undefined) => (after === undefined ? null : BigInt(after));

async function threadOf(
  db: Database,
  merchantId: number,
  memberId: bigint,
  after: string | undefined,
): Promise<ChatThread | null> {
  const chat = await queries.findChat(db, merchantId, memberId);
  if (!chat) return null;
  const messages = await queries.listMessages(db, memberId, afterOf(after));
  return { status: chat.status as ChatStatus, messages: messages.map(wireMessage) };
}

/** The member's own thread; empty before their first message. */
export async function memberChat(
  db: Database,
  member: { merchantId: number; memberId: bigint },
  after: string | undefined,
): Promise<ChatThread> {
  return (
    (await threadOf(db, member.merchantId, member.memberId, after)) ?? {
      status: null,
      messages: [],
    }
  );
}

/** A member writes to customer service: the thread waits for an answer. */
export async function sendMemberMessage(
  db: Database,
  member: { merchantId: number; memberId: bigint },
  body: string,
  now = new Date(),
): Promise<ChatMessage> {
  await throttle(db, `chat:member:${member.memberId}`, messagesPerMember);
  const row = await db.transaction((tx) =>
    queries.addMessage(tx, {
      ...member,
      staffId: null,
      staffName: null,
      body,
      status: 'waiting',
      now,
    }),
  );
  return wireMessage(row);
}

/** The console's queue of one status. */
export async function chatQueue(
  db: Database,
  merchantId: number,
  query: { status: ChatStatus; pageNo: number; pageSize: number },
): Promise<{ list: contentChat.ConsoleChatSummary[]; total: number }> {
  const { rows, total } = await queries.queuePage(db, merchantId, query.status, query);
  return {
    list: rows.map((row) => ({
      memberId: String(row.memberId),
      username: row.username,
      status: row.status as ChatStatus,
      lastMessage: row.lastMessage,
      lastMessageAt: row.lastMessageAt.toISOString(),
      waitingSince: row.waitingSince?.toISOString() ?? null,
    })),
    total,
  };
}

const noSuchChat = () => AppError.of('chatNotFound');

/** A member's thread as staff read it; only a thread of the console's merchant. */
export async function consoleChat(
  db: Database,
  merchantId: number,
  memberId: bigint,
  after: string | undefined,
): Promise<ChatThread> {
  const thread = await threadOf(db, merchantId, memberId, after);
  if (!thread) throw noSuchChat();
  return thread;
}

/** Staff answer a member's thread (of the console's merchant): it is answered. */
export async function replyToChat(
  db: Database,
  actor: ConsoleActor,
  memberId: bigint,
  body: string,
  now = new Date(),
): Promise<ChatMessage> {
  const row = await db.transaction(async (tx) => {
    // The thread must exist: staff answer members who wrote, and only their own brand's.
    if (!(await queries.findChat(tx, actor.merchantId, memberId))) throw noSuchChat();
    return queries.addMessage(tx, {
      merchantId: actor.merchantId,
      memberId,
      staffId: actor.staff.staffId,
      staffName: actor.staff.username,
      body,
      status: 'answered',
      now,
    });
  });
  return wireMessage(row);
}

/** Closes a thread; the member writing again reopens it. */
export async function closeChat(db: Database, actor: ConsoleActor, memberId: bigint) {
  if (!(await queries.findChat(db, actor.merchantId, memberId))) throw noSuchChat();
  return { closed: await queries.closeChat(db, actor.merchantId, memberId) };
}
