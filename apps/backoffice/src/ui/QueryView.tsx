import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Loading } from './states';

/**
 * What a query has to show: loading, its failure with a retry, an empty state, or (given the
 * data) what `children` makes of it.
 */
export function QueryView<T>({
  query,
  waiting = false,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** Still loading: what the query needs (the merchant) is not known yet. */
  waiting?: boolean;
  /** What to say when there is nothing to show. */
  empty?: { when: (data: T) => boolean; message: ReactNode; testId?: string };
  children: (data: T) => ReactNode;
}) {
  if (waiting || query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.when(query.data)) {
    return <EmptyState testId={empty.testId}>{empty.message}</EmptyState>;
  }
  return children(query.data);
}
