import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentMerchant } from '../../app/merchant';
import { navGroups, sectionLink, useVisibleSections } from '../../app/section-nav';
import { useStaff } from '../../app/staff';
import './home.css';

function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/** The console's home: a greeting, the merchant acted on, and the sections the role may use. */
export function HomePage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const merchant = useCurrentMerchant();
  const groups = navGroups(useVisibleSections().filter((section) => section.path !== ''));
  return (
    <section className="page home">
      <header>
        <h1>
          {t(`home.greeting.${partOfDay(new Date().getHours())}`, { username: staff.username })}
        </h1>
        <p className="home-context">
          {t('home.role', { role: t(`roles.${staff.role}`) })}
          {merchant && ` · ${t('home.merchant', { name: merchant.name, code: merchant.code })}`}
        </p>
      </header>
      {groups.length === 0 ? (
        <p className="home-context">{t('home.nothing')}</p>
      ) : (
        <div className="home-groups">
          {groups.map((group, index) => (
            <div className="panel home-group" key={group.groupKey ?? `single-${index}`}>
              <h2>{t(group.groupKey ?? group.sections[0]!.labelKey)}</h2>
              <ul>
                {group.sections.map((section) => (
                  <li key={section.path}>
                    <Link to={sectionLink(section)}>{t(section.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
