import { consoleAdmin } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/calls';

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
      callEndpoint(endpoints.audit, {
        query: {
          staff: filter.staff || undefined,
          action: filter.action || undefined,
          thisMerchant: filter.thisBrand ? 'true' : undefined,
          pageNo,
          pageSize: auditPageSize,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Recomputes the whole hash chain on the server: slow on a long log, so only on request. */
export const verifyAuditChain = () => callEndpoint(endpoints.verifyAudit);
