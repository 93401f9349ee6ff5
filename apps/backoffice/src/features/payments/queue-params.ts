import { oneOf, useAddressParams } from '../../ui/address-params';

/**
 * A queue's filter and page in the address (`?status=approved&page=2`), so a reload, the back
 * button or a link to a colleague shows the same rows. Without `status` the queue shows what
 * needs work; `status=all` shows everything.
 */
export function useQueueParams<S extends string>(statuses: readonly S[], workStatus: S) {
  const { params, page, update, setPage } = useAddressParams();
  const asked = params.get('status');
  const status: S | undefined =
    asked === 'all' ? undefined : (oneOf(statuses, asked) ?? workStatus);
  const setStatus = (next: S | undefined) => update({ status: next ?? 'all' });
  return { status, page, setStatus, setPage };
}
