import type { CallInput, Endpoint } from '@croupier/web-kit/http';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { consoleApi } from './client';

/** A call's input without the signal, which the query gives. */
export type QueryInput<E extends Endpoint> = Omit<CallInput<E>, 'signal'>;

/**
 * What one GET of the contract reads (a list, a record), as a query: its key, and the call
 * of its endpoint, whose answer is typed and checked by the endpoint's own schema.
 */
export function endpointQuery<E extends Endpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input?: QueryInput<E>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => consoleApi.call(endpoint, { ...input, signal } as CallInput<E>),
  });
}

/** A call of a contract endpoint (a change, an action); the answer is checked likewise. */
export const callEndpoint = consoleApi.call;

/**
 * A paged query's `placeholderData`: while the next page loads, the rows before stay on
 * screen, but only those of the same `list` (the start of the key: merchant, filter, member,
 * tab), so another merchant's or filter's rows never show in its place. Parts are compared by
 * value, so a filter object matches itself.
 */
export function keepWithinList(list: readonly unknown[]) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }) =>
    previousQuery &&
    list.every(
      (part, index) => JSON.stringify(previousQuery.queryKey[index]) === JSON.stringify(part),
    )
      ? previous
      : undefined;
}
