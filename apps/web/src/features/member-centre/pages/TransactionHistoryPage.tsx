import { postingKinds, type PostingKind } from '@croupier/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { formatDateTime } from '../../system/format-time';
import { useTransactionHistory, type DateRange } from '../api';
import { formatWireMoney } from '../balance';
import { lastDays } from '../dates';
import { DateRangeFields, LoadFailure, SignedAmount, useCurrencySymbol } from '../parts';

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
      {history.isPending ? (
        <Loader />
      ) : history.isError ? (
        <LoadFailure error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <p className="empty-state" data-testid="records-empty">
          {t('memberCentre.records.empty')}
        </p>
      ) : (
        <>
          <table className="mc-table" data-testid="transaction-table">
            <thead>
              <tr>
                <th scope="col">{label('time')}</th>
                <th scope="col">{label('type')}</th>
                <th scope="col" className="numeric">
                  {label('amount')}
                </th>
                <th scope="col" className="numeric">
                  {label('balanceAfter')}
                </th>
                <th scope="col">{label('reference')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((record) => (
                <tr key={record.id}>
                  <td data-label={label('time')}>{formatDateTime(record.time)}</td>
                  <td data-label={label('type')}>
                    {t(`memberCentre.postingKinds.${record.type}`)}
                    {record.wallet && record.wallet !== 'MAIN' && (
                      <span className="mc-muted"> · {record.wallet}</span>
                    )}
                  </td>
                  <td data-label={label('amount')} className="numeric">
                    <SignedAmount amount={record.amount} symbol={symbol} />
                  </td>
                  <td data-label={label('balanceAfter')} className="numeric">
                    {record.balanceAfter === null
                      ? '- -'
                      : formatWireMoney(record.balanceAfter, symbol)}
                  </td>
                  <td data-label={label('reference')} className="mc-reference">
                    {record.reference}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={pageNo}
            totalPages={history.data.totalPages}
            onChange={setPageNo}
            label={t('memberCentre.records.pages')}
          />
        </>
      )}
    </div>
  );
}
