import { deposit, withdrawal, type DepositStatus } from '@croupier/contract';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, pathOf } from '../../api/client';

/** Queue pages are dense: one screen of rows at a time. */
export const queuePageSize = 20;

export type QueuedDeposit = deposit.QueuedDeposit;
export type QueuedWithdrawal = z.infer<typeof withdrawal.backofficeWithdrawal>;
export type WithdrawalStatus = withdrawal.WithdrawalStatus;
export type { DepositStatus };

const withdrawalQueuePage = withdrawal.withdrawalPage.extend({
  list: z.array(withdrawal.backofficeWithdrawal),
});

/** Every page of one merchant's queue, whatever its filter: what an action refreshes. */
export const depositQueueKey = (merchant: string) => ['payments', 'deposits', merchant] as const;
export const withdrawalQueueKey = (merchant: string) =>
  ['payments', 'withdrawals', merchant] as const;

/**
 * While the next page loads, the rows of the page before stay on screen, but only within the
 * same merchant and filter: another merchant's or status's rows are never shown in its place.
 */
function sameList(previousKey: QueryKey | undefined, list: readonly unknown[]): boolean {
  return previousKey !== undefined && list.every((part, index) => previousKey[index] === part);
}

export function depositQueueQuery(
  merchant: string,
  status: DepositStatus | undefined,
  pageNo: number,
) {
  const list = [...depositQueueKey(merchant), status ?? 'all'] as const;
  return queryOptions({
    queryKey: [...list, pageNo],
    queryFn: ({ signal }) =>
      apiRequest(deposit.endpoints.queue.path, {
        query: { status, pageNo, pageSize: queuePageSize },
        schema: deposit.depositQueuePage,
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey, list) ? previous : undefined,
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
      apiRequest(withdrawal.endpoints.boList.path, {
        query: { status, pageNo, pageSize: queuePageSize },
        schema: withdrawalQueuePage,
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey, list) ? previous : undefined,
  });
}

const post = <T>(path: string, schema: z.ZodType<T>, body?: unknown) =>
  apiRequest(path, { method: 'POST', body, schema });

export const depositActions = {
  /** The transfer is in the bank account: credit the member. */
  confirm: (orderNo: string) =>
    post(pathOf(deposit.endpoints.confirm.path, { orderNo }), deposit.queuedDeposit),
  reject: (orderNo: string, reason: string) =>
    post(pathOf(deposit.endpoints.reject.path, { orderNo }), deposit.queuedDeposit, { reason }),
};

export const withdrawalActions = {
  approve: (orderNo: string) =>
    post(pathOf(withdrawal.endpoints.boApprove.path, { orderNo }), withdrawal.backofficeWithdrawal),
  /** Records a payout made outside the platform (the bank transfer to the member). */
  payOut: (orderNo: string) =>
    post(pathOf(withdrawal.endpoints.boPayout.path, { orderNo }), withdrawal.backofficeWithdrawal),
  reject: (orderNo: string, reason: string) =>
    post(pathOf(withdrawal.endpoints.boReject.path, { orderNo }), withdrawal.backofficeWithdrawal, {
      reason,
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
