import { consoleMembers, type PostingKind } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, keepWithinList } from '../../api/calls';

export type MemberProfile = consoleMembers.MemberProfile;
export type MemberStatus = consoleMembers.MemberStatus;
export type MemberSession = consoleMembers.MemberSession;
export type AdjustmentDirection = consoleMembers.AdjustmentDirection;

const { endpoints } = consoleMembers;

/** One screen of rows at a time. */
export const membersPageSize = 20;

/** Everything the console holds of one merchant's members: what a write refreshes. */
export const membersKey = (merchant: string) => ['members', merchant] as const;
const memberKey = (merchant: string, memberId: number) =>
  [...membersKey(merchant), 'member', memberId] as const;

export function memberSearchQuery(
  merchant: string,
  filter: { q: string; status: MemberStatus | undefined; pageNo: number },
) {
  return queryOptions({
    queryKey: [...membersKey(merchant), 'search', filter],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.search, {
        query: {
          q: filter.q || undefined,
          status: filter.status,
          pageNo: filter.pageNo,
          pageSize: membersPageSize,
        },
        signal,
      }),
    placeholderData: keepWithinList([...membersKey(merchant), 'search']),
  });
}

export function memberProfileQuery(merchant: string, memberId: number) {
  return endpointQuery([...memberKey(merchant, memberId), 'profile'], endpoints.profile, {
    params: { memberId },
  });
}

export function memberBalancesQuery(merchant: string, memberId: number) {
  return endpointQuery([...memberKey(merchant, memberId), 'balances'], endpoints.balances, {
    params: { memberId },
  });
}

export function memberLedgerQuery(
  merchant: string,
  memberId: number,
  filter: { kind: PostingKind | undefined; pageNo: number },
) {
  return queryOptions({
    queryKey: [...memberKey(merchant, memberId), 'ledger', filter],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.ledger, {
        params: { memberId },
        query: { kind: filter.kind, pageNo: filter.pageNo, pageSize: membersPageSize },
        signal,
      }),
    placeholderData: keepWithinList([...memberKey(merchant, memberId), 'ledger']),
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
      callEndpoint(endpoints.bets, {
        params: { memberId },
        query: {
          beginDate: filter.beginDate || undefined,
          endDate: filter.endDate || undefined,
          pageNo: filter.pageNo,
          pageSize: membersPageSize,
        },
        signal,
      }),
    placeholderData: keepWithinList([...memberKey(merchant, memberId), 'bets']),
  });
}

export function memberSessionsQuery(merchant: string, memberId: number) {
  return endpointQuery([...memberKey(merchant, memberId), 'sessions'], endpoints.sessions, {
    params: { memberId },
  });
}

const params = (memberId: number) => ({ params: { memberId } });

/** The support roles' and finance's actions on a member; each is audited by the server. */
export const memberActions = {
  lock: (memberId: number, reason: string) =>
    callEndpoint(endpoints.lock, { ...params(memberId), body: { reason } }),
  unlock: (memberId: number, reason: string) =>
    callEndpoint(endpoints.unlock, { ...params(memberId), body: { reason } }),
  resetPassword: (memberId: number, password: string | undefined) =>
    callEndpoint(endpoints.password, {
      ...params(memberId),
      body: { ...(password ? { password } : {}) },
    }),
  updateLabel: (memberId: number, label: { clubLabel: string | null; rankLevel: number }) =>
    callEndpoint(endpoints.label, { ...params(memberId), body: label }),
  endSessions: (memberId: number) => callEndpoint(endpoints.endSessions, params(memberId)),
  endSession: (memberId: number, sessionId: string) =>
    callEndpoint(endpoints.endSession, { params: { memberId, sessionId } }),
  adjustBalance: (memberId: number, body: consoleMembers.AdjustmentBody) =>
    callEndpoint(endpoints.adjust, { ...params(memberId), body }),
};

/** After a write: everything shown of the member (and the search's rows) is asked again. */
export function refreshMember(queryClient: QueryClient, merchant: string) {
  return queryClient.invalidateQueries({ queryKey: membersKey(merchant) });
}
