import { consoleMembers, type PostingKind } from '@croupier/contract';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { apiRequest, pathOf } from '../../api/client';

export type MemberSummary = consoleMembers.MemberSummary;
export type MemberProfile = consoleMembers.MemberProfile;
export type MemberStatus = consoleMembers.MemberStatus;
export type LedgerLine = consoleMembers.LedgerLine;
export type MemberSession = consoleMembers.MemberSession;
export type AdjustmentDirection = consoleMembers.AdjustmentDirection;
export type AdjustmentResult = consoleMembers.AdjustmentResult;

const { endpoints } = consoleMembers;

/** One screen of rows at a time. */
export const membersPageSize = 20;

/** Everything the console holds of one merchant's members: what a write refreshes. */
export const membersKey = (merchant: string) => ['members', merchant] as const;
const memberKey = (merchant: string, memberId: number) =>
  [...membersKey(merchant), 'member', memberId] as const;

/**
 * While the next page loads, the rows before stay on screen, but only those of the same list
 * (merchant, member, tab): another merchant's or member's rows never show in its place.
 */
function keepWithin(list: readonly unknown[]) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }) =>
    previousQuery && list.every((part, index) => previousQuery.queryKey[index] === part)
      ? previous
      : undefined;
}

export function memberSearchQuery(
  merchant: string,
  filter: { q: string; status: MemberStatus | undefined; pageNo: number },
) {
  return queryOptions({
    queryKey: [...membersKey(merchant), 'search', filter],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.search.path, {
        query: {
          q: filter.q || undefined,
          status: filter.status,
          pageNo: filter.pageNo,
          pageSize: membersPageSize,
        },
        schema: consoleMembers.memberSearchPage,
        signal,
      }),
    placeholderData: keepWithin([...membersKey(merchant), 'search']),
  });
}

export function memberProfileQuery(merchant: string, memberId: number) {
  return apiQuery(
    [...memberKey(merchant, memberId), 'profile'],
    pathOf(endpoints.profile.path, { memberId }),
    consoleMembers.memberProfile,
  );
}

export function memberBalancesQuery(merchant: string, memberId: number) {
  return apiQuery(
    [...memberKey(merchant, memberId), 'balances'],
    pathOf(endpoints.balances.path, { memberId }),
    consoleMembers.memberBalances,
  );
}

export function memberLedgerQuery(
  merchant: string,
  memberId: number,
  filter: { kind: PostingKind | undefined; pageNo: number },
) {
  return queryOptions({
    queryKey: [...memberKey(merchant, memberId), 'ledger', filter],
    queryFn: ({ signal }) =>
      apiRequest(pathOf(endpoints.ledger.path, { memberId }), {
        query: { kind: filter.kind, pageNo: filter.pageNo, pageSize: membersPageSize },
        schema: consoleMembers.memberLedgerPage,
        signal,
      }),
    placeholderData: keepWithin([...memberKey(merchant, memberId), 'ledger']),
  });
}

export function memberBetsQuery(
  merchant: string,
  memberId: number,
  filter: { beginDate?: string; endDate?: string; pageNo: number },
) {
  return queryOptions({
    queryKey: [...memberKey(merchant, memberId), 'bets', filter],
    queryFn: ({ signal }) =>
      apiRequest(pathOf(endpoints.bets.path, { memberId }), {
        query: {
          beginDate: filter.beginDate || undefined,
          endDate: filter.endDate || undefined,
          pageNo: filter.pageNo,
          pageSize: membersPageSize,
        },
        schema: consoleMembers.memberBetsPage,
        signal,
      }),
    placeholderData: keepWithin([...memberKey(merchant, memberId), 'bets']),
  });
}

export function memberSessionsQuery(merchant: string, memberId: number) {
  return apiQuery(
    [...memberKey(merchant, memberId), 'sessions'],
    pathOf(endpoints.sessions.path, { memberId }),
    z.array(consoleMembers.memberSession),
  );
}

const send = <T>(
  method: 'POST' | 'PUT',
  path: string,
  memberId: number,
  schema: z.ZodType<T>,
  body?: unknown,
  extra: Record<string, string> = {},
) => apiWrite(method, pathOf(path, { memberId, ...extra }), schema, body);

/** The support roles' and finance's actions on a member; each is audited by the server. */
export const memberActions = {
  lock: (memberId: number, reason: string) =>
    send('POST', endpoints.lock.path, memberId, consoleMembers.memberProfile, { reason }),
  unlock: (memberId: number, reason: string) =>
    send('POST', endpoints.unlock.path, memberId, consoleMembers.memberProfile, { reason }),
  resetPassword: (memberId: number, password: string | undefined) =>
    send('POST', endpoints.password.path, memberId, consoleMembers.passwordResetResult, {
      ...(password ? { password } : {}),
    }),
  updateLabel: (memberId: number, label: { clubLabel: string | null; rankLevel: number }) =>
    send('PUT', endpoints.label.path, memberId, consoleMembers.memberProfile, label),
  endSessions: (memberId: number) =>
    send('POST', endpoints.endSessions.path, memberId, consoleMembers.sessionsEnded),
  endSession: (memberId: number, sessionId: string) =>
    send('POST', endpoints.endSession.path, memberId, consoleMembers.sessionsEnded, undefined, {
      sessionId,
    }),
  adjustBalance: (memberId: number, body: consoleMembers.AdjustmentBody) =>
    send('POST', endpoints.adjust.path, memberId, consoleMembers.adjustmentResult, body),
};

/** After a write: everything shown of the member (and the search's rows) is asked again. */
export function refreshMember(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: membersKey(merchant) });
}
