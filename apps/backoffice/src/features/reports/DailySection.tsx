import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { QueryView } from '../../ui/QueryView';
import { dailyReportQuery, reportCsv, type DailyReport, type ReportRange } from './api';
import { CsvButton } from './CsvButton';
import { DailyCharts } from './DailyCharts';
import { betColumns, DayCells, Figure } from './report-cells';
import {
  compactMoney,
  count,
  moneyOf,
  negative,
  type FiguresProps,
  type ReportMerchant,
} from './report-format';

/** Per UTC day: settled bets, credited deposits, paid withdrawals and registrations. */
export function DailySection({
  merchant,
  range,
}: {
  merchant: ReportMerchant;
  range: ReportRange;
}) {
  const { t } = useTranslation();
  const report = useQuery(dailyReportQuery(merchant.code, range));
  const money = moneyOf(merchant.currencySymbol);
  const axisMoney = compactMoney(merchant.currencySymbol);

  return (
    <section className="reports-section" aria-labelledby="reports-daily-title">
      <div className="toolbar">
        <h2 id="reports-daily-title">
          {t('reports.daily.title', { start: range.startDate, end: range.endDate })}
        </h2>
        <CsvButton
          label={t('reports.exportCsv')}
          fileName={`daily-${merchant.code}-${range.startDate}-${range.endDate}.csv`}
          load={() => reportCsv('daily', range)}
          testId="daily-csv"
        />
      </div>
      <div aria-busy={report.isFetching}>
        <QueryView query={report}>
          {(data) => <DailyFigures report={data} money={money} axisMoney={axisMoney} />}
        </QueryView>
      </div>
    </section>
  );
}

function DailyFigures({ report, money, axisMoney }: FiguresProps<DailyReport>) {
  const { t } = useTranslation();
  const { totals, days } = report;
  return (
    <>
      <dl className="reports-figures panel" data-testid="daily-totals">
        <Figure label={t('reports.bets')}>{count(totals.bets)}</Figure>
        <Figure label={t('reports.stake')}>{money(totals.stake)}</Figure>
        <Figure label={t('reports.win')}>{money(totals.win)}</Figure>
        <Figure label={t('reports.ggr')} tone={negative(totals.ggr)}>
          {money(totals.ggr)}
        </Figure>
        <Figure label={t('reports.deposits')}>
          {money(totals.depositAmount)}
          <span className="reports-count">
            {t('reports.orders', { count: totals.deposits, formatted: count(totals.deposits) })}
          </span>
        </Figure>
        <Figure label={t('reports.withdrawals')}>
          {money(totals.withdrawalAmount)}
          <span className="reports-count">
            {t('reports.orders', {
              count: totals.withdrawals,
              formatted: count(totals.withdrawals),
            })}
          </span>
        </Figure>
        <Figure label={t('reports.registrations')}>{count(totals.registrations)}</Figure>
      </dl>
      <DailyCharts report={report} money={money} axisMoney={axisMoney} />
      <DataTable
        label={t('reports.daily.tableLabel')}
        inPanel
        columns={[
          t('reports.date'),
          ...betColumns(t),
          ...[
            'depositCount',
            'depositAmount',
            'withdrawalCount',
            'withdrawalAmount',
            'registrations',
          ].map((name) => ({ label: t(`reports.${name}`), numeric: true })),
        ]}
        foot={
          <tr>
            <th scope="row">{t('reports.total')}</th>
            <DayCells figures={totals} money={money} />
          </tr>
        }
      >
        {[...days].reverse().map((day) => (
          <tr key={day.date} data-testid={`day-${day.date}`}>
            <th scope="row" className="nowrap">
              {day.date}
            </th>
            <DayCells figures={day} money={money} />
          </tr>
        ))}
      </DataTable>
    </>
  );
}
