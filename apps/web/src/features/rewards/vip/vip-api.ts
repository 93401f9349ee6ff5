import { paths, type rewards } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../app/session/store';

/**
 * The brand's VIP ladder, and the signed-in member's place on it this month. Keyed by the
 * token: a visitor is answered the levels only, a member their progress too, so signing in or
 * out asks again rather than showing another person's figures.
 */
export function useVipOverview() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['rewards', 'vip', token],
    queryFn: ({ signal }) => call<typeof rewards.endpoints.vip>(paths.rewardsVip, { signal }),
    staleTime: 60_000,
  });
}
