import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useStaff } from './staff';
import { useHasBrand, useMerchantChoiceSync } from './merchant';
import { VisibleSectionsProvider, type SectionEntry } from './section-nav';
import { navGroups, sectionLink, sectionsFor } from './sections';
import { TopBar } from './TopBar';
import './layout.css';

/** The signed-in console: the sections on the left, the top bar, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const staff = useStaff();
  useMerchantChoiceSync();
  const hasBrand = useHasBrand();
  // Until the first brand exists only the sections that need none are offered.
  const visible = sectionsFor(staff.role, hasBrand !== false);
  return (
    <div className="console" data-menu-open={menuOpen}>
      <a className="skip-link" href="#console-main">
        {t('app.skipToContent')}
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Sidebar sections={visible} onNavigate={() => setMenuOpen(false)} />
      <main id="console-main" className="console-main" tabIndex={-1}>
        <VisibleSectionsProvider value={visible}>
          <Outlet />
        </VisibleSectionsProvider>
      </main>
    </div>
  );
}

/** The sections the staff member may open (`sectionsFor`), grouped under their headings. */
export function Sidebar({
  sections,
  onNavigate,
}: {
  sections: readonly SectionEntry[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav id="console-sidebar" className="sidebar" aria-label={t('app.sectionsNav')}>
      {navGroups(sections).map((group, index) => (
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
