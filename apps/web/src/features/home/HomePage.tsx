import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons';
import { useSite } from '../system/site-context';
import { enabledCategories } from './categories';

export function HomePage() {
  const { t } = useTranslation();
  const site = useSite();
  const categories = enabledCategories(site.info.whitelabel);
  return (
    <section className="page home" data-testid="home-page">
      <div className="hero">
        <h1>{t('home.welcome', { brand: site.merchant.name })}</h1>
        <p>{t('home.intro')}</p>
      </div>
      <h2 className="section-title">{t('home.categoriesTitle')}</h2>
      {categories.length === 0 ? (
        <p className="empty-state">{t('home.noCategories')}</p>
      ) : (
        <ul className="category-grid">
          {categories.map(({ category, route }) => (
            <li key={category}>
              <Link className="category-card" to={route}>
                <span className="category-icon">
                  <Icon name={category} />
                </span>
                <span className="category-name">{t(`categories.${category}`)}</span>
                <span className="category-tagline">{t(`categoryTaglines.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
