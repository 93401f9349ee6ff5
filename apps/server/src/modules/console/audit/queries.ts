import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { auditLog } from '../../../platform/audit/schema';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';

export type AuditFilter = { staff?: string; action?: string; merchantId?: number };

const likeEscaped = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: AuditFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.staff) filters.push(ilike(auditLog.staffUsername, likeEscaped(filter.staff)));
  if (filter.action) filters.push(ilike(auditLog.action, likeEscaped(filter.action)));
  if (filter.merchantId !== undefined) filters.push(eq(auditLog.merchantId, filter.merchantId));
  return filters.length ? and(...filters) : undefined;
}

/** A page of the audit log, newest first, and how many entries match in all. */
export function auditEntries(db: Database, filter: AuditFilter, page: Page) {
  const where = whereOf(filter);
  return readPage(
    page,
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.seq)),
    db.$count(auditLog, where),
  );
}
