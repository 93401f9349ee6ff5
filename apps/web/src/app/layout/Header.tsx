import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { GameStartHost, HeaderGameNav } from '../../features/games/nav/slots';
import { HeaderWallet } from '../../features/member-centre/slots';
import { RewardsNavEntry } from '../../features/rewards/slots';
import { HeaderSession, VipRankLabel } from '../../features/session/HeaderSession';
import { useSite } from '../site';
import { Icon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { Loader } from '../../ui/Loader';
import { lazyNamed } from '../chunks';
import { LanguageSelect } from './LanguageSelect';
import { useShellStore } from './shell-store';
import { SideMenu } from './SideMenu';

const NoticeModal = lazyNamed<{ onClose: () => void }>(
  () => import('../../features/content/NoticeModal'),
  'NoticeModal',
);

/**
 * Spec §2 "Header": logo to /index, the side-menu button, the sign-in bar, language, the
 * promotion and notice icons, and the nav from the server's switches with the VIP label. The
 * game categories are those with vendors, each with its drop-down (features/games); Rewards
 * carries the signed-in member's count of available promotions (features/rewards).
 */
export function Header({ contactUs }: { contactUs: (() => void) | null }) {
  const { t } = useTranslation();
  const site = useSite();
  const { menuOpen, noticesOpen, openMenu, closeMenu, openNotices, closeNotices } = useShellStore();

  return (
    <header className="site-header" data-testid="site-header">
      <div className="header-bar">
        <Link to="/index" className="logo">
          {site.merchant.logoUrl ? (
            <img src={site.merchant.logoUrl} alt={site.merchant.name} height={32} />
          ) : (
            <span className="logo-mark">{site.merchant.name}</span>
          )}
        </Link>
        <div className="header-tools">
          <HeaderWallet />
          <HeaderSession />
          {/* On phones these live behind the tab bar's Account (the side menu). */}
          <div className="header-extras">
            <LanguageSelect />
            <IconButton
              icon="bell"
              iconSize={22}
              label={t('nav.notices')}
              onClick={openNotices}
              testId="notice-icon"
            />
            <Link
              to="/promotions"
              className="icon-link promotions-icon"
              title={t('nav.promotions')}
            >
              <Icon name="gift" size={22} />
              <span className="visually-hidden">{t('nav.promotions')}</span>
            </Link>
            <button
              type="button"
              className="menu-button"
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={openMenu}
            >
              <Icon name="menu" size={20} />
              <span className="visually-hidden">{t('nav.menu')}</span>
            </button>
          </div>
        </div>
      </div>
      {menuOpen && <SideMenu onClose={closeMenu} contactUs={contactUs} />}
      {noticesOpen && (
        <Suspense fallback={<Loader fullPage />}>
          <NoticeModal onClose={closeNotices} />
        </Suspense>
      )}
      <nav
        id="main-nav"
        className="main-nav"
        aria-label={t('nav.mainNavigation')}
        data-testid="main-nav"
      >
        <ul>
          <li>
            <NavLink to="/index">{t('nav.home')}</NavLink>
          </li>
          <HeaderGameNav />
          <li>
            <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
          </li>
          <RewardsNavEntry />
        </ul>
        <VipRankLabel />
      </nav>
      <GameStartHost />
    </header>
  );
}
