import { useSearchParams } from 'react-router';

/**
 * A tab's filters and page in the address (`?tab=ledger&kind=bet&page=2`), so a reload or a
 * link shows the same rows. Changing a filter goes back to the first page.
 */
export function useTabParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    K,
    string
  >;
  const pageNo = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const update = (changes: Partial<Record<K, string>>, page = 1) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
  const setPage = (page: number) => update({}, page);
  return { values, pageNo, update, setPage };
}
