import { postingKinds, type PostingKind } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useTransactionHistory, type DateRange, type TransactionRecord } from '../api';
import { formatWireMoney } from '@croupier/web-kit/money';
import { lastDays } from '@croupier/web-kit/dates';
import { DateRangeFields, SignedAmount } from '../parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { usePagedFilter } from '../../../ui/paging';
import { RecordTable, type Column } from '../../../ui/RecordTable';
import { SelectField } from '../../../ui/SelectField';

const pageSize = 10;

type Filter = DateRange & { type: PostingKind | '' };

/**
 * "account record" (spec §2 transactionHistory): every posting on the member's wallets with
 * its type, signed amount, main balance after it, reference and time; filtered and paged.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const paging = usePagedFilter<Filter>(() => ({ ...lastDays(7), type: '' }));
  const { type, ...range } = paging.filter;
  const history = useTransactionHistory({
    ...range,
    pageNo: paging.page,
    pageSize,
    ...(type ? { type } : {}),
  });
  const label = (column: string) => t(`memberCentre.records.${column}`);
  const columns: Column<TransactionRecord>[] = [
    { header: label('time'), cell: (record) => formatDateTime(record.time) },
    {
      header: label('type'),
      cell: (record) => (
        <>
          {t(`memberCentre.postingKinds.${record.type}`)}
          {record.wallet && record.wallet !== 'MAIN' && (
            <span className="mc-muted"> · {record.wallet}</span>
          )}
        </>
      ),
    },
    {
      header: label('amount'),
      numeric: true,
      cell: (record) => <SignedAmount amount={record.amount} symbol={symbol} />,
    },
    {
      header: label('balanceAfter'),
      numeric: true,
      cell: (record) =>
        record.balanceAfter === null ? '- -' : formatWireMoney(record.balanceAfter, symbol),
    },
    { header: label('reference'), className: 'mc-reference', cell: (record) => record.reference },
  ];

  return (
    <div className="mc-records">
      <div className="mc-filters">
        <SelectField<PostingKind | ''>
          label={label('type')}
          value={type}
          onChange={(kind) => paging.refilter({ ...range, type: kind })}
          anyLabel={t('memberCentre.records.allTypes')}
          options={postingKinds.map((kind) => ({
            value: kind,
            label: t(`memberCentre.postingKinds.${kind}`),
          }))}
        />
        <DateRangeFields value={range} onChange={(next) => paging.refilter({ ...next, type })} />
      </div>
      <RecordTable
        query={history}
        columns={columns}
        rowKey={(record) => record.id}
        testId="transaction-table"
        emptyText={label('empty')}
        paging={paging}
        pagesLabel={label('pages')}
      />
    </div>
  );
}
