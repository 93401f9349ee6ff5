import type { consoleAdmin } from '@croupier/contract';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/database';
import * as system from '../../system/service';
import * as queries from './queries';

type AuditQuery = z.infer<typeof consoleAdmin.auditQuery>;

/** The audit log, newest first, filtered by staff name, action prefix and merchant. */
export async function auditPage(
  db: Database,
  merchantId: number,
  query: AuditQuery,
): Promise<z.infer<typeof consoleAdmin.auditPage>> {
  const { rows, totalCount } = await queries.auditEntries(
    db,
    {
      staff: query.staff,
      action: query.action,
      merchantId: query.thisMerchant === 'true' ? merchantId : undefined,
    },
    query,
  );
  // Merchants are the system module's: their codes come through its service.
  const merchantIds = [...new Set(rows.flatMap((entry) => entry.merchantId ?? []))];
  const codes = await system.merchantCodesOf(db, merchantIds);
  return {
    pageNo: query.pageNo,
    totalCount,
    entries: rows.map((entry) => ({
      seq: entry.seq.toString(),
      createdAt: entry.createdAt.toISOString(),
      staffUsername: entry.staffUsername,
      merchantCode: entry.merchantId === null ? null : (codes.get(entry.merchantId) ?? null),
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
      hash: entry.hash,
    })),
  };
}
