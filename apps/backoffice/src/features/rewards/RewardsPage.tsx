import type { consoleAccess } from '@croupier/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { Notice } from '../../ui/Notice';
import { PageHeader } from '../../ui/PageHeader';
import type { MerchantPanelProps } from '../../ui/panel-props';
import { Loading } from '../../ui/states';
import { useCanChangeRewards } from './api';
import './rewards.css';

export type RewardsPanelProps = MerchantPanelProps<consoleAccess.ConsoleMerchant>;

/**
 * A rewards screen around its panel: the title and intro of `section`, a note when the staff
 * member may only read, the notice of the last change, and the panel once the merchant the
 * console is on is known.
 */
export function RewardsPage({
  section,
  children,
}: {
  section: 'vip' | 'turnover';
  children: (panel: RewardsPanelProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const canEdit = useCanChangeRewards();
  const [notice, setNotice] = useState('');
  return (
    <section className="page">
      <PageHeader title={t(`rewards.${section}.nav`)} />
      <p className="page-intro">{t(`rewards.${section}.intro`)}</p>
      {!canEdit && <p className="form-notice">{t('rewards.readOnly')}</p>}
      <Notice message={notice} />
      {merchant ? children({ merchant, canEdit, onNotice: setNotice }) : <Loading />}
    </section>
  );
}
