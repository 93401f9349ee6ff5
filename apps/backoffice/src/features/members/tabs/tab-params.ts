import { useAddressParams } from '../../../ui/address-params';

/**
 * A tab's filters and page in the address (`?tab=ledger&kind=bet&page=2`), so a reload or a
 * link shows the same rows. Changing a filter goes back to the first page.
 */
export function useTabParams<K extends string>(names: readonly K[]) {
  const { params, page, update, setPage } = useAddressParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    K,
    string
  >;
  return { values, pageNo: page, update, setPage };
}
