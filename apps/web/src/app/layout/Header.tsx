import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { enabledCategories } from '../../features/home/categories';
import { HeaderSession, VipRankLabel } from '../../features/session/HeaderSession';
import { useSite } from '../../features/system/site-context';
import { LanguageSelect } from './LanguageSelect';

/** Spec §2 "Header": logo to /index, nav from the server's switches, language selector. */
export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const categories = enabledCategories(site.info.whitelabel);
  const close = () => setMenuOpen(false);

  return (
    <header className="site-header" data-testid="site-header">
      <div className="header-bar">
        <Link to="/index" className="logo" onClick={close}>
          {site.merchant.logoUrl ? (
            <img src={site.merchant.logoUrl} alt={site.merchant.name} height={32} />
          ) : (
            <span className="logo-mark">{site.merchant.name}</span>
          )}
        </Link>
        <div className="header-tools">
          <HeaderSession />
          <LanguageSelect />
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
            <span className="menu-button-label">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id="main-nav"
        className={menuOpen ? 'main-nav open' : 'main-nav'}
        aria-label={t('nav.mainNavigation')}
        data-testid="main-nav"
      >
        <ul>
          <li>
            <NavLink to="/index" onClick={close}>
              {t('nav.home')}
            </NavLink>
          </li>
          {categories.map(({ category, route }) => (
            <li key={category}>
              <NavLink to={route} onClick={close}>
                {t(`categories.${category}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/promotions" onClick={close}>
              {t('nav.promotions')}
            </NavLink>
          </li>
        </ul>
        <VipRankLabel />
      </nav>
    </header>
  );
}
