import { useSearchParams } from 'react-router';

/** The page number in the address (`?page=2`); the first page when it names none. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page')) || 1));
}

/** The value of the address when it is one of `values`: anything else is ignored. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/**
 * A list's filters and page in the address, so a reload, the back button or a link to a
 * colleague shows the same rows. `update` sets names (an empty value removes one); a change
 * that does not name the page starts the list again at its first page.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const setPage = (page: number) => update({ page: page > 1 ? String(page) : undefined });
  return { params, page: pageOf(params), update, setPage };
}
