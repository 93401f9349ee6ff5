import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { StatusCard, type StatusPageProps } from './StatusCard';

/** Spec §2 "Maintenance page": when it ends, if the merchant said so. */
export function MaintenancePage(page: StatusPageProps) {
  const { t } = useTranslation();
  const end = page.status.maintenance.maintenanceEnd;
  return (
    <StatusCard
      {...page}
      icon="maintenance"
      title={t('maintenance.title')}
      testId="maintenance-page"
    >
      <p className="status-subtitle">{t('maintenance.subtitle')}</p>
      {end && (
        <p className="status-end" data-testid="maintenance-end">
          {t('maintenance.endsAt', { time: formatDateTime(end) })}
        </p>
      )}
      <p>{t('maintenance.notice')}</p>
    </StatusCard>
  );
}
