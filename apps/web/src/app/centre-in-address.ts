import { trialAccountType } from '@croupier/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMemberInfo } from './session/member-info';
import { useSessionStore } from './session/store';

/** A centre shown in a modal over any page (the member centre, the agent centre). */
export type CentreInAddress<Page extends string> = {
  /** The search parameter that opens it: `?center=<page>`, `?agentCenter=<page>`. */
  param: string;
  isPage: (value: string | null) => value is Page;
  shown: boolean;
  page: Page;
  /** Opens it at a page without the login check: the hook does that check itself. */
  open: (page: Page) => void;
  close: () => void;
};

/**
 * Keeps a centre and the address in step, so the centre can be linked and reloaded: its
 * parameter on any page opens it there (after the login check: a guest gets the login popup,
 * a trial account the warning), choosing a page rewrites the parameter, closing removes it,
 * and Back closes it.
 */
export function useCentreInAddress<Page extends string>({
  param,
  isPage,
  shown,
  page,
  open,
  close,
}: CentreInAddress<Page>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
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
          if (value === null) next.delete(param);
          else next.set(param, value);
          return next;
        },
        { replace, preventScrollReset: true },
      );

    if (!token && shown) return close();
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
    if (requested === null) return close();
    if (!isPage(requested)) return write(current, true);
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
    open(requested);
  }, [
    param,
    isPage,
    requested,
    current,
    shown,
    token,
    memberKnown,
    memberType,
    openModal,
    open,
    close,
    setParams,
  ]);
}
