import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useBonusDetails, type BonusRecord } from '../api';
import { SignedAmount } from '../parts';
import { BonusWagering } from '../../../app/rewards/promotion-parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { usePaging } from '../../../ui/paging';
import { RecordTable, type Column } from '../../../ui/RecordTable';

const pageSize = 10;

/**
 * "bonus details" (spec §2 bonusDetails): the promotions' bonuses with their wagering (rewards),
 * then every bonus credited to the member, newest first.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const paging = usePaging();
  const bonuses = useBonusDetails({ pageNo: paging.page, pageSize });
  const label = (column: string) => t(`memberCentre.records.${column}`);
  const columns: Column<BonusRecord>[] = [
    { header: label('time'), cell: (bonus) => formatDateTime(bonus.time) },
    {
      header: t('memberCentre.bonus.description'),
      cell: (bonus) => bonus.description ?? t('memberCentre.postingKinds.bonus'),
    },
    {
      header: label('amount'),
      numeric: true,
      cell: (bonus) => <SignedAmount amount={bonus.amount} symbol={symbol} />,
    },
    { header: label('reference'), className: 'mc-reference', cell: (bonus) => bonus.reference },
  ];

  return (
    <div className="mc-records">
      <Suspense fallback={null}>
        <BonusWagering />
      </Suspense>
      <RecordTable
        query={bonuses}
        columns={columns}
        rowKey={(bonus) => bonus.id}
        testId="bonus-table"
        emptyText={t('memberCentre.bonus.empty')}
        paging={paging}
        pagesLabel={label('pages')}
      />
    </div>
  );
}
