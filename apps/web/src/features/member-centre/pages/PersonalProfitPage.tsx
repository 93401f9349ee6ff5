import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../ui/Loader';
import { usePersonalProfit, type DateRange, type ProfitRow } from '../api';
import { formatWireMoney } from '../balance';
import { lastDays } from '../dates';
import { DateRangeFields, LoadFailure, SignedAmount, useCurrencySymbol } from '../parts';

/** "personal profit and loss" (spec §2 personalProfit): by game category over a date range. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const profit = usePersonalProfit(range);
  const label = (column: string) => t(`memberCentre.profit.${column}`);
  const category = (code: string) => t(`categories.${code}`, { defaultValue: code });
  const row = (entry: ProfitRow, name: string, total = false) => (
    <tr key={name} className={total ? 'mc-total-row' : undefined}>
      <th scope="row" data-label={label('category')}>
        {name}
      </th>
      <td data-label={label('rounds')} className="numeric">
        {entry.rounds.toLocaleString('en-US')}
      </td>
      <td data-label={label('bets')} className="numeric">
        {formatWireMoney(entry.bets, symbol)}
      </td>
      <td data-label={label('wins')} className="numeric">
        {formatWireMoney(entry.wins, symbol)}
      </td>
      <td data-label={label('profit')} className="numeric">
        <SignedAmount amount={entry.profit} symbol={symbol} />
      </td>
    </tr>
  );

  return (
    <div className="mc-records">
      <div className="mc-filters">
        <DateRangeFields value={range} onChange={setRange} />
      </div>
      {profit.isPending ? (
        <Loader />
      ) : profit.isError ? (
        <LoadFailure error={profit.error} onRetry={() => void profit.refetch()} />
      ) : profit.data.rows.length === 0 ? (
        <p className="empty-state" data-testid="records-empty">
          {t('memberCentre.profit.empty')}
        </p>
      ) : (
        <table className="mc-table" data-testid="profit-table">
          <thead>
            <tr>
              <th scope="col">{label('category')}</th>
              <th scope="col" className="numeric">
                {label('rounds')}
              </th>
              <th scope="col" className="numeric">
                {label('bets')}
              </th>
              <th scope="col" className="numeric">
                {label('wins')}
              </th>
              <th scope="col" className="numeric">
                {label('profit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {profit.data.rows.map((entry) => row(entry, category(entry.category)))}
            {row(profit.data.total, label('total'), true)}
          </tbody>
        </table>
      )}
    </div>
  );
}
