import { useLoginCheck } from '../session/login-check';
import type { MemberCentrePage } from './pages';
import { useMemberCentreStore } from './store';

/**
 * Opens the member centre at a page after the login check (spec §6): a guest gets the login
 * popup, a trial account the "real account needed" warning.
 */
export function useOpenMemberCentre() {
  const loginCheck = useLoginCheck();
  const open = useMemberCentreStore((state) => state.openMemberCentre);
  return (page?: MemberCentrePage) => loginCheck(() => open(page));
}
