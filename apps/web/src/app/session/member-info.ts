import { paths, type member } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSessionStore } from './store';

export const memberInfoKey = ['member', 'info'] as const;

/** The signed-in member (spec §4: loads on start when a token exists, and after login). */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...memberInfoKey, token],
    queryFn: ({ signal }) => call<typeof member.endpoints.info>(paths.memberInfo, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
