import { useSearchParams } from 'react-router';
import type { AuditFilter } from './api';

/**
 * The log's filters and page in the address (`?staff=ann&action=staff.&brand=this&page=2`),
 * so a reload, the back button or a link to a colleague shows the same entries.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    staff: params.get('staff')?.trim() || undefined,
    action: params.get('action')?.trim() || undefined,
    thisBrand: params.get('brand') === 'this',
  };
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const setFilter = (next: AuditFilter) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const put = (name: string, value: string | undefined) =>
        value ? updated.set(name, value) : updated.delete(name);
      put('staff', next.staff?.trim());
      put('action', next.action?.trim());
      put('brand', next.thisBrand ? 'this' : undefined);
      updated.delete('page');
      return updated;
    });
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return { filter, page, setFilter, setPage };
}
