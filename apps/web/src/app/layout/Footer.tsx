import { footerHelpKeys } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../features/system/site-context';

/**
 * Spec §1 footer: links to the help centre's pages (About, Contact, Terms, Responsible
 * Gaming, Privacy, Affiliates, Refund Policy), the regulator notice and the
 * responsible-gaming line. Game providers and payment methods join with their issues.
 */
export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <nav aria-label={t('footer.helpLinks')}>
        <ul className="footer-links">
          {footerHelpKeys.map((key) => (
            <li key={key}>
              <Link to={`/help#${key}`}>{t(`footer.links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {site.merchant.licenceNotice && (
        <p className="licence-notice">{site.merchant.licenceNotice}</p>
      )}
      <p className="responsible">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        {t('footer.responsible')}
      </p>
      <p className="copyright">
        {t('footer.rights', { year: new Date().getFullYear(), brand: site.merchant.name })}
      </p>
    </footer>
  );
}
