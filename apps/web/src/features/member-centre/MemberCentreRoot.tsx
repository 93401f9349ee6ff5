import { Suspense } from 'react';
import { Loader } from '../../ui/Loader';
import { useCentreInAddress } from '../../app/centre-in-address';
import { MemberCentrePanel } from './MemberCentrePanel';
import { isMemberCentrePage } from '../../app/member-centre/pages';
import { memberCentreParam, useMemberCentreStore } from '../../app/member-centre/store';

/**
 * The member centre and its address, loaded once either is asked for: the panel when shown,
 * and the address kept in step with it (`?center=<page>`).
 */
export function MemberCentreRoot() {
  const { shown, page, openMemberCentre, closeMemberCentre } = useMemberCentreStore();
  useCentreInAddress({
    param: memberCentreParam,
    isPage: isMemberCentrePage,
    shown,
    page,
    open: openMemberCentre,
    close: closeMemberCentre,
  });
  if (!shown) return null;
  return (
    <Suspense fallback={<Loader fullPage />}>
      <MemberCentrePanel />
    </Suspense>
  );
}
