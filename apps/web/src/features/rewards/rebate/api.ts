import { paths, type rewards } from '@croupier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

// The cashback page's calls, typed by their contract endpoints.

/** Under the member's centre key: dropped with the rest of it when the session ends. */
export const rebateKey = ['memberCentre', 'rebate'] as const;

/** What the member could claim now, per game category. */
export function useRebateSummary() {
  return useQuery({
    queryKey: [...rebateKey, 'summary'],
    queryFn: ({ signal }) => call<typeof rewards.endpoints.rebate>(paths.rewardsRebate, { signal }),
  });
}

/** The cashback paid to the member, newest first. */
export function useRebateClaims(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: [...rebateKey, 'claims', query],
    queryFn: ({ signal }) =>
      call<typeof rewards.endpoints.rebateClaims>(paths.rewardsRebateClaims, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Claims what is claimable since the last claim. */
export function claimRebate() {
  return call<typeof rewards.endpoints.rebateClaim>(paths.rewardsRebateClaim, {
    method: 'POST',
  });
}
