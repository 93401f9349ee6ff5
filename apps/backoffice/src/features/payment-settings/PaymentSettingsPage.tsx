import { consoleAccess } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/Notice';
import { PageHeader } from '../../ui/PageHeader';
import { useStaff } from '../../app/staff';
import { PaymentMethods } from './PaymentMethods';
import { WalletLimitsForm } from './WalletLimitsForm';
import './payment-settings.css';

/**
 * The merchant's payment settings: the ways players deposit (on or off, limits, order) and
 * the wallet's limits. Everyone who sees the page reads them; the finance roles change them,
 * each change asked first and audited.
 */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const canEdit = consoleAccess.paymentRoles.includes(staff.role);
  const [notice, setNotice] = useState('');
  return (
    <section className="page">
      <PageHeader title={t('paymentSettings.nav')} />
      <p className="page-intro">
        {canEdit ? t('paymentSettings.intro') : t('paymentSettings.readOnly')}
      </p>
      <Notice message={notice} />
      <PaymentMethods canEdit={canEdit} onDone={setNotice} />
      <WalletLimitsForm canEdit={canEdit} onDone={setNotice} />
    </section>
  );
}
