import { paths, type rewards } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../app/session/store';

// Answers are typed by their contract endpoints, not parsed: the server checks each one
// against the same schemas before sending it.

export type PointType = rewards.PointType;
export type PointDetail = rewards.PointDetail;

/** Everything of the member's points: a conversion refreshes it all at once. */
export const pointsKey = ['rewards', 'points'] as const;

/** How the brand's points are earned and what they are worth: the same for everyone. */
export function usePointRules() {
  return useQuery({
    queryKey: ['rewards', 'pointRules'],
    queryFn: ({ signal }) =>
      call<typeof rewards.endpoints.pointRules>(paths.rewardsPointRules, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in member's balance and points by type (nothing asked without a session). */
export function usePointsSummary() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...pointsKey, 'summary', token],
    queryFn: ({ signal }) => call<typeof rewards.endpoints.points>(paths.rewardsPoints, { signal }),
    enabled: token !== null,
  });
}

/** One page of the member's points details, newest first, of one type or all. */
export function usePointDetails(pageNo: number, pageSize: number, type: PointType | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...pointsKey, 'details', token, type, pageNo, pageSize],
    queryFn: ({ signal }) =>
      call<typeof rewards.endpoints.pointDetails>(paths.rewardsPointDetails, {
        query: { pageNo, pageSize, ...(type ? { type } : {}) },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function convertPoints(body: rewards.ConvertPointsBody) {
  return call<typeof rewards.endpoints.convertPoints>(paths.rewardsPointConvert, {
    method: 'POST',
    body,
  });
}

/** Points as the page shows them: comma thousands, up to 2 decimals (1,270 · 0.99). */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
