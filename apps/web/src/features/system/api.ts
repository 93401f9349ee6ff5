import { system, type SystemStatus } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, storageKeys } from '../../api/client';

export const systemStatusKey = ['system', 'status'] as const;

/**
 * The system status: root view, merchant, switches and rules. Remembers the merchant code
 * so later calls send the Merchant header.
 */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusKey,
    queryFn: async ({ signal }) => {
      const value = await apiRequest<SystemStatus>(system.endpoints.systemStatus.path, {
        query: { url: window.location.host },
        schema: system.systemStatus,
        signal,
      });
      sessionStorage.setItem(storageKeys.merchant, value.merchant.code);
      return value;
    },
    staleTime: 60_000,
  });
}
