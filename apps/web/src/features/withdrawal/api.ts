import { paths, type withdrawal } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callAs } from '../../api/client';

// Answers are typed by their contract endpoints, not parsed: the server checks each one
// against the same schemas before sending it.

export type WithdrawInfo = withdrawal.WithdrawInfo;
export type WithdrawalOrder = withdrawal.WithdrawalOrder;
export type BankCard = withdrawal.BankCard;

export const withdrawInfoKey = ['wallet', 'withdraw', 'info'] as const;
export const withdrawOrdersKey = ['wallet', 'withdraw', 'orders'] as const;

export function useWithdrawInfo() {
  return useQuery({
    queryKey: withdrawInfoKey,
    queryFn: ({ signal }) => call<typeof withdrawal.endpoints.info>(paths.withdrawInfo, { signal }),
  });
}

/** The member's withdrawals; open ones are looked at again now and then. */
export function useWithdrawOrders(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...withdrawOrdersKey, pageNo, pageSize],
    queryFn: ({ signal }) =>
      call<typeof withdrawal.endpoints.orders>(paths.withdrawOrders, {
        query: { pageNo, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => ['pending', 'approved'].includes(order.status))
        ? 30_000
        : false,
  });
}

export function addBankCard(body: withdrawal.BankCardBody) {
  return call<typeof withdrawal.endpoints.addBankCard>(paths.bankCards, { method: 'POST', body });
}

export function removeBankCard(id: number) {
  return call<typeof withdrawal.endpoints.removeBankCard>(paths.bankCard, {
    method: 'DELETE',
    params: { id },
  });
}

export function requestWithdrawal(body: withdrawal.WithdrawBody) {
  return call<typeof withdrawal.endpoints.withdraw>(paths.withdraw, { method: 'POST', body });
}

/** The answer after payout: a multipart form, as proof pictures may go with it. */
export function sendReceipt(orderNo: string, answer: withdrawal.ReceiptBody, proofs: File[]) {
  const form = new FormData();
  form.append('receipt', answer.receipt);
  if (answer.receivedAmount) form.append('receivedAmount', String(answer.receivedAmount));
  if (answer.note) form.append('note', answer.note);
  for (const proof of proofs) form.append('proof', proof, proof.name);
  return callAs<typeof withdrawal.endpoints.receipt>(paths.withdrawReceipt, {
    method: 'POST',
    params: { orderNo },
    body: form,
  });
}
