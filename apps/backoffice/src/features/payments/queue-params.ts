import { useSearchParams } from 'react-router';

/**
 * A queue's filter and page in the address (`?status=approved&page=2`), so a reload, the back
 * button or a link to a colleague shows the same rows. Without `status` the queue shows what
 * needs work; `status=all` shows everything.
 */
export function useQueueParams<S extends string>(statuses: readonly S[], workStatus: S) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: S | undefined =
    asked === 'all' ? undefined : (statuses.find((known) => known === asked) ?? workStatus);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const setStatus = (next: S | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('status', next ?? 'all');
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
  return { status, page, setStatus, setPage };
}
