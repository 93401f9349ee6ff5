import { paths, type withdrawal } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

// Answers are typed from the contract, not parsed: the server checks each one against the
// same schemas before sending it (as the member centre's calls do).

export type WithdrawInfo = withdrawal.WithdrawInfo;
export type WithdrawalOrder = withdrawal.WithdrawalOrder;
export type BankCard = withdrawal.BankCard;

export const withdrawInfoKey = ['wallet', 'withdraw', 'info'] as const;
export const withdrawOrdersKey = ['wallet', 'withdraw', 'orders'] as const;

export function useWithdrawInfo() {
  return useQuery({
    queryKey: withdrawInfoKey,
    queryFn: ({ signal }) => apiRequest<WithdrawInfo>(paths.withdrawInfo, { signal }),
  });
}

/** The member's withdrawals; open ones are looked at again now and then. */
export function useWithdrawOrders(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...withdrawOrdersKey, pageNo, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<withdrawal.WithdrawalPage>(paths.withdrawOrders, {
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
  return apiRequest<BankCard>(paths.bankCards, { method: 'POST', body });
}

export function removeBankCard(id: number) {
  return apiRequest<null>(paths.bankCard.replace(':id', String(id)), { method: 'DELETE' });
}

export function requestWithdrawal(body: withdrawal.WithdrawBody) {
  return apiRequest<WithdrawalOrder>(paths.withdraw, { method: 'POST', body });
}

export type ReceiptAnswer = {
  receipt: withdrawal.ReceiptKind;
  receivedAmount?: string;
  note?: string;
  proofs: File[];
};

/** The answer after payout: a multipart form, as proof pictures may go with it. */
export function sendReceipt(orderNo: string, answer: ReceiptAnswer) {
  const form = new FormData();
  form.append('receipt', answer.receipt);
  if (answer.receivedAmount) form.append('receivedAmount', answer.receivedAmount);
  if (answer.note) form.append('note', answer.note);
  for (const proof of answer.proofs) form.append('proof', proof, proof.name);
  return apiRequest<WithdrawalOrder>(
    paths.withdrawReceipt.replace(':orderNo', encodeURIComponent(orderNo)),
    { method: 'POST', body: form },
  );
}
