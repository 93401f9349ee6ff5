import { paths, type system } from '@croupier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, storageKeys } from './client';

export const systemStatusKey = ['system', 'status'] as const;

/**
 * The system status: root view, merchant, switches and rules. Remembers the merchant code
 * so later calls send the Merchant header. The start-up (main.tsx) asks for it before the
 * first render, with these same options.
 */
export const systemStatusQuery = queryOptions({
  queryKey: systemStatusKey,
  queryFn: async ({ signal }) => {
    // The first call of every visit: typed by its endpoint, not parsed, so zod stays out of the first render
    // (the server checks every answer against the contract before it sends it).
    const value = await call<typeof system.endpoints.systemStatus>(paths.systemStatus, {
      query: { url: window.location.host },
      signal,
    });
    sessionStorage.setItem(storageKeys.merchant, value.merchant.code);
    return value;
  },
  staleTime: 60_000,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}
