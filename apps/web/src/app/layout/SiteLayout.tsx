import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useGuestRedirect } from '../../features/session/routes';
import { SessionModals } from '../../features/session/SessionModals';
import { Footer } from './Footer';
import { Header } from './Header';

/** Scrolls to the hash target when there is one, otherwise to the top (spec §2). */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function SiteLayout() {
  const { t } = useTranslation();
  const guestRedirect = useGuestRedirect();
  useScrollOnNavigate();
  if (guestRedirect) return <Navigate to={guestRedirect} replace />;
  return (
    <div className="site">
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SessionModals />
    </div>
  );
}
