import type { SystemStatus } from '@croupier/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';

/** What a page standing instead of the site is given: the status, and Contact Us if any. */
export type StatusPageProps = { status: SystemStatus; contactUs?: () => void };

/**
 * The card of a page that stands instead of the site (maintenance, restriction): its icon,
 * title and words, Contact Us when the merchant has customer service (a button that opens
 * nothing would be worse than none), and the brand's name.
 */
export function StatusCard({
  status,
  contactUs,
  icon,
  title,
  testId,
  children,
}: StatusPageProps & {
  icon: 'maintenance' | 'restricted';
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid={testId}>
      <div className="status-card">
        <div className="status-icon">
          <Icon name={icon} size={56} />
        </div>
        <h1>{title}</h1>
        {children}
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
