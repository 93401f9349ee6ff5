import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { AgentCentreHost } from '../../features/agent/AgentCentreHost';
import { MemberCentreHost } from '../../features/member-centre/MemberCentreHost';
import { useGuestRedirect } from '../../features/session/routes';
import { SessionModals } from '../../features/session/SessionModals';
import { useSite } from '../site';
import { useCustomerService } from '../useCustomerService';
import { Footer } from './Footer';
import { RightBar } from './RightBar';
import { Header } from './Header';
import { TabBar } from './TabBar';

/** Scrolls to the hash target when there is one, otherwise to the top (spec §2). */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * How much of the shell a route shows (spec §2): the whole site, the header only (lottery
 * pages), the header over a page that fills the rest of the window and never scrolls (the
 * game page, /game) or nothing around the page (/helpmc). A route says so in its `handle`.
 * Phones add the bottom tab bar to the site and header-only pages; a game keeps the screen.
 */
export type LayoutHandle = { layout?: 'site' | 'headerOnly' | 'game' | 'bare' };

function useRouteLayout(): NonNullable<LayoutHandle['layout']> {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const layout = (match.handle as LayoutHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return 'site';
}

export function SiteLayout() {
  const { t } = useTranslation();
  const guestRedirect = useGuestRedirect();
  const layout = useRouteLayout();
  const customerService = useCustomerService(useSite());
  useScrollOnNavigate();
  if (guestRedirect) return <Navigate to={guestRedirect} replace />;
  const tabBar = layout === 'site' || layout === 'headerOnly';
  return (
    <div className={`site site-${layout}${tabBar ? ' site-with-tabs' : ''}`}>
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      {layout !== 'bare' && <Header contactUs={customerService.open} />}
      <main id="content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {layout === 'site' && <Footer />}
      {layout === 'site' && <RightBar contactUs={customerService.open} />}
      {tabBar && <TabBar />}
      <SessionModals />
      <MemberCentreHost />
      <AgentCentreHost />
      {customerService.dialog}
    </div>
  );
}
