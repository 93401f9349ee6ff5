import {
  paths,
  type deposit,
  type DepositBody,
  type DepositMethod,
  type DepositOrderCreated,
} from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

// Answers are typed by their contract endpoints, not parsed: the server checks each one
// against the same schemas before sending it.

export type { DepositMethod, DepositOrderCreated };

export const depositMethodsKey = ['wallet', 'deposit', 'methods'] as const;
export const depositOrdersKey = ['wallet', 'deposit', 'orders'] as const;

export function useDepositMethods() {
  return useQuery({
    queryKey: depositMethodsKey,
    queryFn: ({ signal }) =>
      call<typeof deposit.endpoints.methods>(paths.depositMethods, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Names and kinds of the merchant's ways to deposit, for the footer; guests may ask. */
export function usePublicDepositMethods() {
  return useQuery({
    queryKey: ['deposit', 'publicMethods'],
    queryFn: ({ signal }) =>
      call<typeof deposit.endpoints.publicMethods>(paths.publicDepositMethods, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The member's recent orders; pending ones are looked at again now and then. */
export function useDepositOrders(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...depositOrdersKey, pageNo, pageSize],
    queryFn: ({ signal }) =>
      call<typeof deposit.endpoints.orders>(paths.depositOrders, {
        query: { pageNo, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => order.status === 'pending') ? 15_000 : false,
  });
}

export function createDeposit(body: DepositBody) {
  return call<typeof deposit.endpoints.create>(paths.deposit, { method: 'POST', body });
}
