import { paths, type games, type PostingKind, type studio, type wallet } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, type EndpointValue } from '../../api/client';

// The member centre's calls. Answers are typed by their contract endpoints, not parsed: the
// server checks each one against the same schemas before sending it.

export type Security = EndpointValue<typeof wallet.endpoints.security>;
export type TransferResult = EndpointValue<typeof wallet.endpoints.transferUpline>;
export type TransactionRecord = z.infer<typeof wallet.transactionRecord>;
export type ProfitRow = z.infer<typeof wallet.profitRow>;
export type BonusRecord = z.infer<typeof wallet.bonusRecord>;
export type InboxMessage = z.infer<typeof wallet.inboxMessage>;
/** A period of the records: both days given (the contract's range, filled in). */
export type DateRange = Required<z.input<typeof wallet.dateRangeQuery>>;
export type WalletTransfer = z.input<typeof wallet.walletTransferBody>;
type MemberTransfer = z.input<typeof wallet.memberTransferBody>;

export const securityKey = ['memberCentre', 'security'] as const;

export function useSecurity() {
  return useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => call<typeof wallet.endpoints.security>(paths.security, { signal }),
    staleTime: 60_000,
  });
}

export function updateProfile(body: z.input<typeof wallet.profileBody>) {
  return call<typeof wallet.endpoints.profile>(paths.profile, { method: 'PUT', body });
}

export function setPaymentPassword(body: z.input<typeof wallet.paymentPasswordBody>) {
  return call<typeof wallet.endpoints.paymentPassword>(paths.paymentPassword, {
    method: 'POST',
    body,
  });
}

export function useMerchantWallet() {
  return useQuery({
    queryKey: ['memberCentre', 'merchantWallet'],
    queryFn: ({ signal }) =>
      call<typeof wallet.endpoints.merchantWallet>(paths.merchantWallet, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function transferBetweenWallets(body: WalletTransfer) {
  return call<typeof wallet.endpoints.walletTransfer>(paths.walletTransfer, {
    method: 'POST',
    body,
  });
}

export function transferToMember(direction: 'upline' | 'downline', body: MemberTransfer) {
  return direction === 'upline'
    ? call<typeof wallet.endpoints.transferUpline>(paths.transferUpline, { method: 'POST', body })
    : call<typeof wallet.endpoints.transferDownline>(paths.transferDownline, {
        method: 'POST',
        body,
      });
}

export function useTransactionHistory(
  query: DateRange & { pageNo: number; pageSize: number; type?: PostingKind },
) {
  return useQuery({
    queryKey: ['memberCentre', 'transactionHistory', query],
    queryFn: ({ signal }) =>
      call<typeof wallet.endpoints.transactionHistory>(paths.transactionHistory, {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePersonalProfit(range: DateRange) {
  return useQuery({
    queryKey: ['memberCentre', 'personalProfit', range],
    queryFn: ({ signal }) =>
      call<typeof wallet.endpoints.personalProfit>(paths.personalProfit, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBonusDetails(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: ['memberCentre', 'bonusDetails', query],
    queryFn: ({ signal }) =>
      call<typeof wallet.endpoints.bonusDetails>(paths.bonusDetails, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const inboxKey = ['memberCentre', 'inbox'] as const;

export function useInbox(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: [...inboxKey, query],
    queryFn: ({ signal }) => call<typeof wallet.endpoints.inbox>(paths.inbox, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one message read, or all of them without an id; answers how many changed. */
export function markRead(id?: string) {
  return call<typeof wallet.endpoints.inboxRead>(paths.inboxRead, {
    method: 'POST',
    body: id ? { id } : {},
  });
}

export type BetRecord = games.BetRecord;
export type RoundProof = studio.RoundProof;

const bettingRecordKey = ['memberCentre', 'bettingRecord'] as const;

/** The member's rounds of a period, newest first, with the totals of every matching round. */
export function useBettingRecord({
  startDate,
  endDate,
  ...query
}: DateRange & Omit<games.BettingRecordQuery, 'beginDate' | 'endDate'>) {
  const request = { ...query, beginDate: startDate, endDate };
  return useQuery({
    queryKey: [...bettingRecordKey, request],
    queryFn: ({ signal }) =>
      call<typeof games.bettingRecordEndpoints.list>(paths.bettingRecord, {
        query: request,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One round as the record has it now (an open round may have settled since the list came). */
export function useBettingRound(record: BetRecord) {
  return useQuery({
    queryKey: [...bettingRecordKey, 'round', record.vassalage, record.roundId],
    queryFn: ({ signal }) =>
      call<typeof games.bettingRecordEndpoints.round>(paths.bettingRound, {
        params: { roundId: record.roundId },
        query: { vassalage: record.vassalage },
        signal,
      }),
    placeholderData: record,
  });
}

/** A studio round's fairness proof: seeds, nonce and the stored outcome. */
export function useRoundProof(roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['memberCentre', 'roundProof', roundId],
    queryFn: ({ signal }) =>
      call<typeof studio.endpoints.round>(paths.studioRound, { params: { roundId }, signal }),
    enabled,
  });
}
