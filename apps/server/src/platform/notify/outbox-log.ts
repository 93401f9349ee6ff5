import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { consoleSettings } from '@croupier/contract';
import type { Database } from '../db/database';
import { readPage } from '../db/paging';
import { numberedPageOf } from '../http/pages';
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
  const { rows, totalCount } = await readPage(
    { pageNo, pageSize },
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)),
    db.$count(outboxMessages, where),
  );
  return numberedPageOf(
    rows.map((row) => ({
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
    totalCount,
    { pageNo, pageSize },
  );
}
