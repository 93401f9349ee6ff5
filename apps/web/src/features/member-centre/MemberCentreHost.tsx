import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyNamed } from '../../app/chunks';
import { Loader } from '../../ui/Loader';
import { memberCentreParam, useMemberCentreStore } from '../../app/member-centre/store';

const MemberCentreRoot = lazyNamed(() => import('./MemberCentreRoot'), 'MemberCentreRoot');

/**
 * The member centre as a global modal, mounted once in the site layout. Its code loads only
 * when it is opened, by a click or by `?center=<page>` in the address.
 */
export function MemberCentreHost() {
  const [params] = useSearchParams();
  const shown = useMemberCentreStore((state) => state.shown);
  if (!shown && !params.has(memberCentreParam)) return null;
  return (
    <Suspense fallback={shown ? <Loader fullPage /> : null}>
      <MemberCentreRoot />
    </Suspense>
  );
}
