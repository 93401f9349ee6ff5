import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useStaff } from './staff';
import { useMerchantChoiceSync } from './merchant';
import { VisibleSectionsProvider } from './section-nav';
import { navGroups, sectionLink, sectionsFor } from './sections';
import { TopBar } from './TopBar';
import './layout.css';

/** The signed-in console: the sections on the left, the top bar, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const staff = useStaff();
  useMerchantChoiceSync();
  return (
    <div className="console" data-menu-open={menuOpen}>
      <a className="skip-link" href="#console-main">
        {t('app.skipToContent')}
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Sidebar onNavigate={() => setMenuOpen(false)} />
      <main id="console-main" className="console-main" tabIndex={-1}>
        <VisibleSectionsProvider value={sectionsFor(staff.role)}>
          <Outlet />
        </VisibleSectionsProvider>
      </main>
    </div>
  );
}

/** The sections the staff member's role sees, grouped under their headings. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  return (
    <nav id="console-sidebar" className="sidebar" aria-label={t('app.sectionsNav')}>
      {navGroups(sectionsFor(staff.role)).map((group, index) => (
        <div className="sidebar-group" key={group.groupKey ?? `single-${index}`}>
          {group.groupKey && <h2 className="sidebar-heading">{t(group.groupKey)}</h2>}
          <ul>
            {group.sections.map((section) => (
              <li key={section.path}>
                <NavLink to={sectionLink(section)} end={section.path === ''} onClick={onNavigate}>
                  {t(section.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
