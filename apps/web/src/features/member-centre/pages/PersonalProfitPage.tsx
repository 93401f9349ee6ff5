import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { usePersonalProfit, type DateRange, type ProfitRow } from '../api';
import { formatWireMoney } from '@croupier/web-kit/money';
import { lastDays } from '@croupier/web-kit/dates';
import { DateRangeFields, SignedAmount } from '../parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { ColumnsTable, QueryView, type Column } from '../../../ui/RecordTable';

type Line = { name: string; entry: ProfitRow; total?: boolean };

/** "personal profit and loss" (spec §2 personalProfit): by game category over a date range. */
export function PersonalProfitPage() {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const profit = usePersonalProfit(range);
  const label = (column: string) => t(`memberCentre.profit.${column}`);
  const category = (code: string) => t(`categories.${code}`, { defaultValue: code });
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const columns: Column<Line>[] = [
    { header: label('category'), rowHeader: true, cell: (line) => line.name },
    {
      header: label('rounds'),
      numeric: true,
      cell: (line) => formatCount(line.entry.rounds, i18n.language),
    },
    { header: label('bets'), numeric: true, cell: (line) => money(line.entry.bets) },
    { header: label('wins'), numeric: true, cell: (line) => money(line.entry.wins) },
    {
      header: label('profit'),
      numeric: true,
      cell: (line) => <SignedAmount amount={line.entry.profit} symbol={symbol} />,
    },
  ];

  return (
    <div className="mc-records">
      <div className="mc-filters">
        <DateRangeFields value={range} onChange={setRange} />
      </div>
      <QueryView
        query={profit}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={label('empty')}
        emptyTestId="records-empty"
      >
        {(data) => (
          <ColumnsTable<Line>
            columns={columns}
            rows={[
              ...data.rows.map((entry) => ({ name: category(entry.category), entry })),
              { name: label('total'), entry: data.total, total: true },
            ]}
            rowKey={(line) => line.name}
            rowClassName={(line) => (line.total ? 'mc-total-row' : undefined)}
            testId="profit-table"
          />
        )}
      </QueryView>
    </div>
  );
}
