import { paths, type GameCategory, type PostingKind } from '@croupier/contract';
import type { games, studio, wallet } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';

// The member centre's calls. Answers are typed from the contract, not parsed: the server
// checks each one against the same schemas before sending it.

export type Security = z.infer<typeof wallet.security>;
export type MerchantWallet = z.infer<typeof wallet.merchantWallet>;
export type TransferResult = z.infer<typeof wallet.transferResult>;
export type TransactionRecord = z.infer<typeof wallet.transactionRecord>;
export type ProfitRow = z.infer<typeof wallet.profitRow>;
export type PersonalProfit = z.infer<typeof wallet.personalProfit>;
export type BonusRecord = z.infer<typeof wallet.bonusRecord>;
export type InboxMessage = z.infer<typeof wallet.inboxMessage>;
export type Page<T> = {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
};
export type DateRange = { startDate: string; endDate: string };

export const securityKey = ['memberCentre', 'security'] as const;

export function useSecurity() {
  return useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => apiRequest<Security>(paths.security, { signal }),
    staleTime: 60_000,
  });
}

export function updateProfile(body: { nickname?: string; email?: string; payeeName?: string }) {
  return apiRequest<Security>(paths.profile, { method: 'PUT', body });
}

export function setPaymentPassword(body: {
  newPassword: string;
  confirmPassword: string;
  oldPassword?: string;
  loginPassword?: string;
}) {
  return apiRequest<null>(paths.paymentPassword, { method: 'POST', body });
}

export function useMerchantWallet() {
  return useQuery({
    queryKey: ['memberCentre', 'merchantWallet'],
    queryFn: ({ signal }) => apiRequest<MerchantWallet>(paths.merchantWallet, { signal }),
    staleTime: 5 * 60_000,
  });
}

export type WalletTransfer = {
  from: string;
  to: string;
  amount?: string;
  all?: boolean;
  requestId: string;
};

export function transferBetweenWallets(body: WalletTransfer) {
  return apiRequest<{ orderNo: string; amount: number; balance: wallet.Balance }>(
    paths.walletTransfer,
    { method: 'POST', body },
  );
}

export function transferToMember(
  direction: 'upline' | 'downline',
  body: { amount: string; paymentPassword: string; username?: string; requestId: string },
) {
  const path = direction === 'upline' ? paths.transferUpline : paths.transferDownline;
  return apiRequest<TransferResult>(path, { method: 'POST', body });
}

export function useTransactionHistory(
  query: DateRange & { pageNo: number; pageSize: number; type?: PostingKind },
) {
  return useQuery({
    queryKey: ['memberCentre', 'transactionHistory', query],
    queryFn: ({ signal }) =>
      apiRequest<Page<TransactionRecord>>(paths.transactionHistory, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePersonalProfit(range: DateRange) {
  return useQuery({
    queryKey: ['memberCentre', 'personalProfit', range],
    queryFn: ({ signal }) =>
      apiRequest<PersonalProfit>(paths.personalProfit, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBonusDetails(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: ['memberCentre', 'bonusDetails', query],
    queryFn: ({ signal }) => apiRequest<Page<BonusRecord>>(paths.bonusDetails, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const inboxKey = ['memberCentre', 'inbox'] as const;

export function useInbox(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: [...inboxKey, query],
    queryFn: ({ signal }) => apiRequest<Page<InboxMessage>>(paths.inbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one message read, or all of them without an id; answers how many changed. */
export function markRead(id?: string) {
  return apiRequest<{ count: number }>(paths.inboxRead, {
    method: 'POST',
    body: id ? { id } : {},
  });
}

export type BetRecord = games.BetRecord;
export type BettingRecordPage = games.BettingRecordPage;
export type RoundProof = studio.RoundProof;
export type BettingRecordQuery = DateRange & {
  pageNo: number;
  pageSize: number;
  gameType?: GameCategory;
  vassalage?: string;
};

const bettingRecordKey = ['memberCentre', 'bettingRecord'] as const;

/** The member's rounds of a period, newest first, with the totals of every matching round. */
export function useBettingRecord({ startDate, endDate, ...query }: BettingRecordQuery) {
  const request = { ...query, beginDate: startDate, endDate };
  return useQuery({
    queryKey: [...bettingRecordKey, request],
    queryFn: ({ signal }) =>
      apiRequest<BettingRecordPage>(paths.bettingRecord, { query: request, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One round as the record has it now (an open round may have settled since the list came). */
export function useBettingRound(record: BetRecord) {
  return useQuery({
    queryKey: [...bettingRecordKey, 'round', record.vassalage, record.roundId],
    queryFn: ({ signal }) =>
      apiRequest<BetRecord>(
        paths.bettingRound.replace(':roundId', encodeURIComponent(record.roundId)),
        { query: { vassalage: record.vassalage }, signal },
      ),
    placeholderData: record,
  });
}

/** A studio round's fairness proof: seeds, nonce and the stored outcome. */
export function useRoundProof(roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['memberCentre', 'roundProof', roundId],
    queryFn: ({ signal }) =>
      apiRequest<RoundProof>(paths.studioRound.replace(':roundId', encodeURIComponent(roundId)), {
        signal,
      }),
    enabled,
  });
}
