import { consoleAdmin } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export type AuditEntry = consoleAdmin.AuditEntryView;

/** One screen of entries; the log is read newest first. */
export const auditPageSize = 50;

export type AuditFilter = {
  /** Staff username, matched from its start. */
  staff?: string;
  /** Action prefix: `staff.` finds every staff change, `merchant.update` one kind. */
  action?: string;
  /** Only entries of the merchant the console is on (platform-wide entries have none). */
  thisBrand: boolean;
};

const { endpoints } = consoleAdmin;

export function auditQuery(merchant: string, filter: AuditFilter, pageNo: number) {
  return queryOptions({
    // The merchant matters only to "this brand only"; the whole log is the same on any brand.
    queryKey: [
      'audit',
      filter.thisBrand ? merchant : '*',
      filter.staff ?? '',
      filter.action ?? '',
      pageNo,
    ],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.audit.path, {
        query: {
          staff: filter.staff || undefined,
          action: filter.action || undefined,
          thisMerchant: filter.thisBrand ? 'true' : undefined,
          pageNo,
          pageSize: auditPageSize,
        },
        schema: consoleAdmin.auditPage,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Recomputes the whole hash chain on the server: slow on a long log, so only on request. */
export const verifyAuditChain = () =>
  apiRequest(endpoints.verifyAudit.path, { schema: consoleAdmin.chainCheck });
