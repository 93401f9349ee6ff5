import type { SystemStatus } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Spec §2 "IP restriction page": the visitor's address and country, and why they cannot enter. */
export function RestrictionPage({
  status,
  contactUs,
}: {
  status: SystemStatus;
  contactUs?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { ip, country } = status.location;
  return (
    <main className="status-page" data-testid="restriction-page">
      <div className="status-card">
        <div className="status-icon">
          <Icon name="restricted" size={56} />
        </div>
        <h1>{t('restriction.title')}</h1>
        <p>{t('restriction.message')}</p>
        <dl className="status-facts">
          <dt>{t('restriction.ip')}</dt>
          <dd>{ip}</dd>
          <dt>{t('restriction.country')}</dt>
          <dd>
            {country
              ? `${countryName(country, i18n.language)} (${country})`
              : t('restriction.unknownCountry')}
          </dd>
        </dl>
        {contactUs && (
          <button type="button" className="button button-primary" onClick={contactUs}>
            {t('common.contactUs')}
          </button>
        )}
        <p className="status-brand">{status.merchant.name}</p>
      </div>
    </main>
  );
}
