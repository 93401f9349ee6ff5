import { paths, trialAccountType, type wallet } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useMemberInfo } from '../../app/session/member-info';
import { useSessionStore } from '../../app/session/store';

export const unreadKey = ['memberCentre', 'unread'] as const;

/** Unread inbox messages: polled every minute while signed in, and when the tab regains focus. */
export function useUnreadCount() {
  const token = useSessionStore((state) => state.token);
  const member = useMemberInfo();
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      call<typeof wallet.endpoints.unreadCount>(paths.unreadCount, { signal }).then(
        (value) => value.count,
      ),
    enabled: token !== null && member.isSuccess && member.data.type !== trialAccountType,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
