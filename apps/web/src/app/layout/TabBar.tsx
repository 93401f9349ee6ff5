import { categoryRoutes } from '@croupier/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { enabledCategories } from '../games/categories';
import { useOpenMemberCentre } from '../member-centre/open';
import { useSite } from '../site';
import { Icon, type IconName } from '../../ui/icons';
import { useShellStore } from './shell-store';

/** The lobby pages the Games tab stands for: every category's list, hot games, favourites. */
const lobbyPaths = [...Object.values(categoryRoutes), '/hot', '/fav'];

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

function TabLabel({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span>{children}</span>
    </>
  );
}

/**
 * The phone's bottom tab bar (issue 19): home, games, promotions, deposit and account, in
 * thumb's reach. Shown by CSS only at phone sizes; on a desktop the header carries the same.
 * Games opens the merchant's slots lobby when it has one (the lobby most players open on a
 * phone), otherwise its first open category. Deposit goes through the member centre's login
 * check; Account opens the side menu, which holds the member's money, account pages,
 * language and sign-out.
 */
export function TabBar() {
  const { t } = useTranslation();
  const site = useSite();
  const { pathname } = useLocation();
  const openMemberCentre = useOpenMemberCentre();
  const menuOpen = useShellStore((state) => state.menuOpen);
  const openMenu = useShellStore((state) => state.openMenu);
  const categories = enabledCategories(site.info.whitelabel);
  const games = categories.find(({ category }) => category === 'RNG') ?? categories[0];
  const current = (active: boolean) => (active ? ('page' as const) : undefined);

  return (
    <nav className="tab-bar" aria-label={t('nav.quickLinks')} data-testid="tab-bar">
      <ul>
        <li>
          <Link to="/index" aria-current={current(pathname === '/index' || pathname === '/')}>
            <TabLabel icon="home">{t('nav.home')}</TabLabel>
          </Link>
        </li>
        {games && (
          <li>
            <Link
              to={games.route}
              aria-current={current(lobbyPaths.some((path) => isUnder(pathname, path)))}
            >
              <TabLabel icon={games.category}>{t('nav.games')}</TabLabel>
            </Link>
          </li>
        )}
        <li>
          <Link to="/promotions" aria-current={current(isUnder(pathname, '/promotions'))}>
            <TabLabel icon="gift">{t('nav.promotions')}</TabLabel>
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => openMemberCentre('depositv2')}>
            <TabLabel icon="wallet">{t('nav.deposit')}</TabLabel>
          </button>
        </li>
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            data-testid="tab-account"
          >
            <TabLabel icon="user">{t('nav.accountTab')}</TabLabel>
          </button>
        </li>
      </ul>
    </nav>
  );
}
