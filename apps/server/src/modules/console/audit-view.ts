import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { consoleAdmin } from '@croupier/contract';
import type { z } from 'zod';
import { auditLog } from '../../platform/audit/schema';
import type { Database } from '../../platform/db/database';
import { merchants } from '../system/schema';

type AuditQuery = z.infer<typeof consoleAdmin.auditQuery>;

const likeEscaped = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The audit log, newest first, filtered by staff name, action prefix and merchant. */
export async function auditPage(
  db: Database,
  merchantId: number,
  query: AuditQuery,
): Promise<z.infer<typeof consoleAdmin.auditPage>> {
  const filters: SQL[] = [];
  if (query.staff) filters.push(ilike(auditLog.staffUsername, likeEscaped(query.staff)));
  if (query.action) filters.push(ilike(auditLog.action, likeEscaped(query.action)));
  if (query.thisMerchant === 'true') filters.push(eq(auditLog.merchantId, merchantId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, merchantCode: merchants.code })
      .from(auditLog)
      .leftJoin(merchants, eq(merchants.id, auditLog.merchantId))
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    pageNo: query.pageNo,
    totalCount: total?.n ?? 0,
    entries: rows.map(({ entry, merchantCode }) => ({
      seq: entry.seq.toString(),
      createdAt: entry.createdAt.toISOString(),
      staffUsername: entry.staffUsername,
      merchantCode,
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
      hash: entry.hash,
    })),
  };
}
