import { useSearchParams } from 'react-router';

/**
 * A list's filters and page in the address (`?type=PU&language=VI&page=2`), so a reload, the
 * back button or a link to a colleague shows the same rows. Unknown values read as "all".
 */
export function useListParams<F extends Record<string, readonly string[]>>(filters: F) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(filters).map(([name, allowed]) => {
      const asked = params.get(name);
      return [name, allowed.find((value) => value === asked)];
    }),
  ) as { [K in keyof F]: F[K][number] | undefined };
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const setFilter = (name: keyof F & string, value: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
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
  return { values, page, setFilter, setPage };
}
