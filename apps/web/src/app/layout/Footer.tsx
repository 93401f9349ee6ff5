import { useTranslation } from 'react-i18next';
import { useSite } from '../../features/system/site-context';

/** Spec §1 footer: the regulator notice and responsible-gaming line (help links come with the help centre). */
export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className="site-footer" data-testid="site-footer">
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
