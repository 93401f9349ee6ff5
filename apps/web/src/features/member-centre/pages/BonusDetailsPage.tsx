import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { formatDateTime } from '../../system/format-time';
import { useBonusDetails } from '../api';
import { LoadFailure, SignedAmount, useCurrencySymbol } from '../parts';

const pageSize = 10;

/** "bonus details" (spec §2 bonusDetails): bonuses credited to the member, newest first. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useBonusDetails({ pageNo, pageSize });
  const label = (column: string) => t(`memberCentre.records.${column}`);

  if (bonuses.isPending) return <Loader />;
  if (bonuses.isError)
    return <LoadFailure error={bonuses.error} onRetry={() => void bonuses.refetch()} />;
  if (bonuses.data.list.length === 0)
    return (
      <p className="empty-state" data-testid="records-empty">
        {t('memberCentre.bonus.empty')}
      </p>
    );
  return (
    <div className="mc-records">
      <table className="mc-table" data-testid="bonus-table">
        <thead>
          <tr>
            <th scope="col">{label('time')}</th>
            <th scope="col">{t('memberCentre.bonus.description')}</th>
            <th scope="col" className="numeric">
              {label('amount')}
            </th>
            <th scope="col">{label('reference')}</th>
          </tr>
        </thead>
        <tbody>
          {bonuses.data.list.map((bonus) => (
            <tr key={bonus.id}>
              <td data-label={label('time')}>{formatDateTime(bonus.time)}</td>
              <td data-label={t('memberCentre.bonus.description')}>
                {bonus.description ?? t('memberCentre.postingKinds.bonus')}
              </td>
              <td data-label={label('amount')} className="numeric">
                <SignedAmount amount={bonus.amount} symbol={symbol} />
              </td>
              <td data-label={label('reference')} className="mc-reference">
                {bonus.reference}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={pageNo}
        totalPages={bonuses.data.totalPages}
        onChange={setPageNo}
        label={t('memberCentre.records.pages')}
      />
    </div>
  );
}
