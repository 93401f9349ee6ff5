import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { consoleSettings } from '@croupier/contract';
import type { Database } from '../db/database';
import { outboxMessages } from './schema';

/** `%` and `_` typed by the operator are searched for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A page of the SMS and e-mail a merchant's players were sent, newest first, for the
 * console's outbox viewer (read only: the log is what happened).
 */
export async function outboxPage(
  db: Database,
  merchantId: number,
  { channel, recipient, pageNo, pageSize }: consoleSettings.OutboxQuery,
): Promise<consoleSettings.OutboxPage> {
  const filters: SQL[] = [eq(outboxMessages.merchantId, merchantId)];
  if (channel) filters.push(eq(outboxMessages.channel, channel));
  if (recipient) filters.push(ilike(outboxMessages.recipient, containing(recipient)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    list: rows.map((row) => ({
      id: row.id.toString(),
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      provider: row.provider,
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
  };
}
