import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client';

/**
 * What one GET of the contract reads (a list, a record), as a query: its key, and the answer
 * checked against the contract's schema.
 */
export function apiQuery<T, K extends QueryKey>(queryKey: K, path: string, schema: z.ZodType<T>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { schema, signal }),
  });
}

/** A change sent to the API (create, update, an action); the answer is checked likewise. */
export function apiWrite<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  return apiRequest(path, { method, body, schema });
}
