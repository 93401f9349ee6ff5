import { trialAccountType } from '@croupier/contract';
import { useMemberInfo } from './member-info';
import { useSessionStore } from './store';

/**
 * The login check before a protected action (spec §6): passes only with a token and an
 * account that is not a trial (type 4). A guest gets the login popup, a trial player the
 * "register a real account" warning.
 */
export function useLoginCheck() {
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  const member = useMemberInfo();
  return (action: () => void) => {
    if (!token) return openModal('login');
    if (member.data?.type === trialAccountType) return openModal('trialWarning');
    action();
  };
}
