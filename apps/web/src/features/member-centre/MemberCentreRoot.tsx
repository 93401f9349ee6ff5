import { trialAccountType } from '@croupier/contract';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Loader } from '../../ui/Loader';
import { useMemberInfo } from '../../app/session/member-info';
import { useSessionStore } from '../../app/session/store';
import { MemberCentrePanel } from './MemberCentrePanel';
import { isMemberCentrePage } from '../../app/member-centre/pages';
import { memberCentreParam, useMemberCentreStore } from '../../app/member-centre/store';

/**
 * Keeps the member centre and the address in step, so the centre can be linked and reloaded:
 * `?center=<page>` on any page opens it there (after the login check), choosing a page
 * rewrites the parameter, closing removes it.
 */
function useCentreInAddress() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(memberCentreParam);
  const { shown, page, openMemberCentre, closeMemberCentre } = useMemberCentreStore();
  const current = shown ? page : null;
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  const member = useMemberInfo();
  const memberType = member.data?.type;
  const memberKnown = member.isFetched;
  // The value the address and the centre last agreed on: tells which of them moved since.
  // None at first: this loads when one of them has just asked for the centre.
  const agreed = useRef<string | null>(null);
  const writing = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const write = (value: string | null, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(memberCentreParam);
          else next.set(memberCentreParam, value);
          return next;
        },
        { replace, preventScrollReset: true },
      );

    if (!token && shown) return closeMemberCentre();
    if (requested === current) {
      agreed.current = current;
      writing.current = undefined;
      return;
    }
    // The centre moved (a click): opening adds a history entry, so Back closes it again. The
    // router applies it as a transition; until it lands, asking again would add a second one.
    if (current !== agreed.current) {
      if (writing.current !== current) write(current, agreed.current !== null);
      writing.current = current;
      return;
    }
    // The address moved (a link, Back, a reload).
    if (requested === null) return closeMemberCentre();
    if (!isMemberCentrePage(requested)) return write(current, true);
    if (!token) {
      openModal('login');
      return write(null, true);
    }
    if (!memberKnown) return; // whether it is a trial account is still on its way
    if (memberType === trialAccountType) {
      openModal('trialWarning');
      return write(null, true);
    }
    agreed.current = requested;
    openMemberCentre(requested);
  }, [
    requested,
    current,
    shown,
    token,
    memberKnown,
    memberType,
    openModal,
    openMemberCentre,
    closeMemberCentre,
    setParams,
  ]);
}

/**
 * The member centre and its address, loaded once either is asked for: the panel when shown,
 * and the address kept in step with it.
 */
export function MemberCentreRoot() {
  useCentreInAddress();
  const shown = useMemberCentreStore((state) => state.shown);
  if (!shown) return null;
  return (
    <Suspense fallback={<Loader fullPage />}>
      <MemberCentrePanel />
    </Suspense>
  );
}
