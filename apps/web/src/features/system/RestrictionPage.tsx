import { useTranslation } from 'react-i18next';
import { StatusCard, type StatusPageProps } from './StatusCard';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Spec §2 "IP restriction page": the visitor's address and country, and why they cannot enter. */
export function RestrictionPage(page: StatusPageProps) {
  const { t, i18n } = useTranslation();
  const { ip, country } = page.status.location;
  return (
    <StatusCard
      {...page}
      icon="restricted"
      title={t('restriction.title')}
      testId="restriction-page"
    >
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
    </StatusCard>
  );
}
