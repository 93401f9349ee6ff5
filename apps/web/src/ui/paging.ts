import { useState } from 'react';

/** Which page of a paged list is shown; a list starts on its first page. */
export function usePaging() {
  const [page, setPage] = useState(1);
  return { page, setPage };
}

export type Paging = ReturnType<typeof usePaging>;

/**
 * A paged list read with a filter (a period, a type): another filter starts again at page 1,
 * where the new answer's records begin.
 */
export function usePagedFilter<Filter>(initial: () => Filter) {
  const paging = usePaging();
  const [filter, setFilter] = useState(initial);
  return {
    ...paging,
    filter,
    refilter: (next: Filter) => {
      setFilter(next);
      paging.setPage(1);
    },
  };
}
