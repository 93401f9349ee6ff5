import { postingKinds, type PostingKind } from '@croupier/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useTransactionHistory, type DateRange, type TransactionRecord } from '../api';
import { formatWireMoney } from '@croupier/web-kit/money';
import { lastDays } from '@croupier/web-kit/dates';
import { DateRangeFields, SignedAmount } from '../parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { RecordTable, type Column } from '../../../ui/RecordTable';

const pageSize = 10;

/**
 * "account record" (spec §2 transactionHistory): every posting on the member's wallets with
 * its type, signed amount, main balance after it, reference and time; filtered and paged.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const typeId = useId();
  const symbol = useCurrencySymbol();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [type, setType] = useState<PostingKind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const history = useTransactionHistory({
    ...range,
    pageNo,
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
        <div className="field">
          <label htmlFor={typeId}>{label('type')}</label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => {
              setType(event.target.value as PostingKind | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('memberCentre.records.allTypes')}</option>
            {postingKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`memberCentre.postingKinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
      </div>
      <RecordTable
        query={history}
        columns={columns}
        rowKey={(record) => record.id}
        testId="transaction-table"
        emptyText={label('empty')}
        emptyTestId="records-empty"
        page={pageNo}
        onPageChange={setPageNo}
        pagesLabel={label('pages')}
      />
    </div>
  );
}
