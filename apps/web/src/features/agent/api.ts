import { paths, type agent } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSessionStore } from '../../app/session/store';

// The agent centre's calls, typed by their contract endpoints. Keyed by the token too: after
// signing in as someone else, another agent's team must never show from the cache.

export type TeamOverviewQuery = agent.TeamOverviewQuery;

export function useTeamOverview(query: TeamOverviewQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agent', 'teamOverview', token, query],
    queryFn: ({ signal }) =>
      call<typeof agent.endpoints.teamOverview>(paths.agentTeamOverview, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export type DownlinesQuery = agent.DownlinesQuery;

export function useDownlines(query: DownlinesQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agent', 'downlines', token, query],
    queryFn: ({ signal }) =>
      call<typeof agent.endpoints.downlines>(paths.agentDownlines, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDownline(username: string) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agent', 'downline', token, username],
    queryFn: ({ signal }) =>
      call<typeof agent.endpoints.downline>(paths.agentDownline, {
        params: { username },
        signal,
      }),
  });
}
