import type { SystemStatus } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { formatDateTime } from '@croupier/web-kit/dates';

/**
 * Spec §2 "Maintenance page". Contact Us shows when the merchant has customer service; a
 * button that opens nothing would be worse than none.
 */
export function MaintenancePage({
  status,
  contactUs,
}: {
  status: SystemStatus;
  contactUs?: () => void;
}) {
  const { t } = useTranslation();
  const end = status.maintenance.maintenanceEnd;
  return (
    <main className="status-page" data-testid="maintenance-page">
      <div className="status-card">
        <div className="status-icon">
          <Icon name="maintenance" size={56} />
        </div>
        <h1>{t('maintenance.title')}</h1>
        <p className="status-subtitle">{t('maintenance.subtitle')}</p>
        {end && (
          <p className="status-end" data-testid="maintenance-end">
            {t('maintenance.endsAt', { time: formatDateTime(end) })}
          </p>
        )}
        <p>{t('maintenance.notice')}</p>
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
