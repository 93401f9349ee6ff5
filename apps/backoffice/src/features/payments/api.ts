import { deposit, withdrawal, type DepositStatus } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, keepWithinList } from '../../api/calls';
import type { z } from 'zod';

/** Queue pages are dense: one screen of rows at a time. */
export const queuePageSize = 20;

export type QueuedDeposit = deposit.QueuedDeposit;
export type QueuedWithdrawal = z.infer<typeof withdrawal.backofficeWithdrawal>;
export type WithdrawalStatus = withdrawal.WithdrawalStatus;
export type { DepositStatus };

/** Every page of one merchant's queue, whatever its filter: what an action refreshes. */
export const depositQueueKey = (merchant: string) => ['payments', 'deposits', merchant] as const;
export const withdrawalQueueKey = (merchant: string) =>
  ['payments', 'withdrawals', merchant] as const;

export function depositQueueQuery(
  merchant: string,
  status: DepositStatus | undefined,
  pageNo: number,
) {
  const list = [...depositQueueKey(merchant), status ?? 'all'] as const;
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(deposit.endpoints.queue, {
        query: { status, pageNo, pageSize: queuePageSize },
        signal,
      }),
    placeholderData: keepWithinList(list),
  });
}

export function withdrawalQueueQuery(
  merchant: string,
  status: WithdrawalStatus | undefined,
  pageNo: number,
) {
  const list = [...withdrawalQueueKey(merchant), status ?? 'all'] as const;
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(withdrawal.endpoints.boList, {
        query: { status, pageNo, pageSize: queuePageSize },
        signal,
      }),
    placeholderData: keepWithinList(list),
  });
}

export const depositActions = {
  /** The transfer is in the bank account: credit the member. */
  confirm: (orderNo: string) => callEndpoint(deposit.endpoints.confirm, { params: { orderNo } }),
  reject: (orderNo: string, reason: string) =>
    callEndpoint(deposit.endpoints.reject, { params: { orderNo }, body: { reason } }),
};

export const withdrawalActions = {
  approve: (orderNo: string) =>
    callEndpoint(withdrawal.endpoints.boApprove, { params: { orderNo } }),
  /** Records a payout made outside the platform (the bank transfer to the member). */
  payOut: (orderNo: string) => callEndpoint(withdrawal.endpoints.boPayout, { params: { orderNo } }),
  reject: (orderNo: string, reason: string) =>
    callEndpoint(withdrawal.endpoints.boReject, {
      params: { orderNo },
      body: {
        reason,
      },
    }),
};

/**
 * After an action: the row shows its new state at once from the answer, then every page of
 * the queue is asked again (the row may leave a filtered tab, totals change).
 */
export function refreshAfterAction<Row extends { orderNo: string }>(
  queryClient: QueryClient,
  queueKey: readonly unknown[],
  row: Row,
): Promise<void> {
  queryClient.setQueriesData<{ list: Row[] }>({ queryKey: queueKey }, (page) =>
    page
      ? { ...page, list: page.list.map((old) => (old.orderNo === row.orderNo ? row : old)) }
      : page,
  );
  return queryClient.invalidateQueries({ queryKey: queueKey });
}
