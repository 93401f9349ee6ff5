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
