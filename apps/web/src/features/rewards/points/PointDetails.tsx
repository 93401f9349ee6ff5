import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { Segmented } from '../../../ui/Segmented';
import { usePagedFilter } from '../../../ui/paging';
import { RecordTable, type Column } from '../../../ui/RecordTable';
import { formatPoints, usePointDetails, type PointDetail, type PointType } from './api';

const pageSize = 10;
/** The filters offered: every change, what play earned, what was converted. */
const filters = ['all', 'live', 'rng', 'sports', 'pvp', 'lott', 'redeem'] as const;
type Filter = (typeof filters)[number];

/** Every change of the member's points, newest first, a page at a time. */
export function PointDetails() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const paging = usePagedFilter<Filter>(() => 'all');
  const type: PointType | null = paging.filter === 'all' ? null : paging.filter;
  const details = usePointDetails(paging.page, pageSize, type);
  const columns: Column<PointDetail>[] = [
    {
      header: t('pointMall.details.time'),
      cell: (row) => formatDateTime(row.createdAt, { seconds: false }),
    },
    { header: t('pointMall.details.type'), cell: (row) => t(`pointMall.types.${row.type}`) },
    {
      header: t('pointMall.details.change'),
      numeric: true,
      className: 'point-change',
      cell: (row) => (row.change > 0 ? `+${formatPoints(row.change)}` : formatPoints(row.change)),
    },
    {
      header: t('pointMall.details.balanceAfter'),
      numeric: true,
      cell: (row) => formatPoints(row.balanceAfter),
    },
    {
      header: t('pointMall.details.remarks'),
      cell: (row) =>
        row.cashAmount === null
          ? row.remarks
          : t('pointMall.details.converted', {
              amount: formatWireMoney(row.cashAmount, symbol),
              reference: row.remarks,
            }),
    },
  ];

  return (
    <section
      className="panel point-mall-card point-details"
      aria-labelledby="point-details-title"
      data-testid="point-details"
    >
      <h2 id="point-details-title">{t('pointMall.details.title')}</h2>
      <Segmented
        label={t('pointMall.details.filter')}
        value={paging.filter}
        options={filters.map((filter) => ({
          value: filter,
          label: filter === 'all' ? t('pointMall.details.all') : t(`pointMall.types.${filter}`),
        }))}
        onChange={(filter) => paging.refilter(filter)}
      />
      <RecordTable
        query={details}
        columns={columns}
        rowKey={(row) => row.id}
        testId="point-details-table"
        emptyText={t('pointMall.details.empty')}
        emptyTestId="point-details-empty"
        paging={paging}
        pagesLabel={t('pointMall.details.pages')}
      />
    </section>
  );
}
