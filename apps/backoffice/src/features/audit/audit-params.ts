import { useAddressParams } from '../../ui/address-params';
import type { AuditFilter } from './api';

/**
 * The log's filters and page in the address (`?staff=ann&action=staff.&brand=this&page=2`),
 * so a reload, the back button or a link to a colleague shows the same entries.
 */
export function useAuditParams() {
  const { params, page, update, setPage } = useAddressParams();
  const filter: AuditFilter = {
    staff: params.get('staff')?.trim() || undefined,
    action: params.get('action')?.trim() || undefined,
    thisBrand: params.get('brand') === 'this',
  };
  const setFilter = (next: AuditFilter) =>
    update({
      staff: next.staff?.trim(),
      action: next.action?.trim(),
      brand: next.thisBrand ? 'this' : undefined,
    });
  return { filter, page, setFilter, setPage };
}
