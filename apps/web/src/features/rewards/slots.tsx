import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyNamed } from '../../app/chunks';
import { useSessionStore } from '../../app/session/store';

// The header is on every page's first render; the badge's call and code load after it, and
// only for a signed-in member.
const AvailablePromotionsBadge = lazyNamed(
  () => import('./AvailablePromotionsBadge'),
  'AvailablePromotionsBadge',
);

/**
 * Where Rewards leads. The reward centre comes with the rewards issue; until then the
 * promotions it will offer are on `/promotions`.
 */
export const rewardCentrePath = '/promotions';

/**
 * The nav's Rewards entry, with the count of available promotions when signed in (spec §2
 * "Header"). A plain link, not a NavLink: it shares its page with Promotions, and only that
 * entry marks the page as current.
 */
export function RewardsNavEntry() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.token !== null);
  return (
    <li>
      <Link to={rewardCentrePath} data-testid="nav-rewards">
        {t('rewards.nav')}
        {signedIn && (
          <Suspense fallback={null}>
            <AvailablePromotionsBadge />
          </Suspense>
        )}
      </Link>
    </li>
  );
}
