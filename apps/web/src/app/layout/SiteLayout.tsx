import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
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
  useScrollOnNavigate();
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
    </div>
  );
}
