import { useTranslation } from 'react-i18next';
import type { DailyReport } from './api';
import { BarChart, countScale, LineChart } from './charts';
import { count, type FiguresProps } from './report-format';

/** The days of a report drawn: the house's result, money in against money out, sign-ups. */
export function DailyCharts({
  report: { totals, days },
  money,
  axisMoney,
}: FiguresProps<DailyReport>) {
  const { t } = useTranslation();
  const shortDate = (date: string) => date.slice(5);
  return (
    <div className="reports-charts">
      <div className="panel reports-chart reports-chart-wide">
        <h3>{t('reports.daily.ggrChart')}</h3>
        <BarChart
          title={t('reports.daily.ggrChart')}
          description={t('reports.daily.ggrChartText', {
            total: money(totals.ggr),
            days: days.length,
          })}
          points={days.map((day) => ({ label: shortDate(day.date), value: Number(day.ggr) }))}
          formatValue={axisMoney}
          size="full"
          testId="ggr-chart"
        />
      </div>
      <div className="panel reports-chart">
        <h3>{t('reports.daily.moneyChart')}</h3>
        <LineChart
          title={t('reports.daily.moneyChart')}
          description={t('reports.daily.moneyChartText', {
            deposits: money(totals.depositAmount),
            withdrawals: money(totals.withdrawalAmount),
          })}
          series={[
            {
              name: t('reports.deposits'),
              tone: 'success',
              points: days.map((day) => ({
                label: shortDate(day.date),
                value: Number(day.depositAmount),
              })),
            },
            {
              name: t('reports.withdrawals'),
              tone: 'danger',
              points: days.map((day) => ({
                label: shortDate(day.date),
                value: Number(day.withdrawalAmount),
              })),
            },
          ]}
          formatValue={axisMoney}
          testId="money-chart"
        />
      </div>
      <div className="panel reports-chart">
        <h3>{t('reports.daily.registrationChart')}</h3>
        <BarChart
          title={t('reports.daily.registrationChart')}
          description={t('reports.daily.registrationChartText', {
            count: totals.registrations,
          })}
          points={days.map((day) => ({ label: shortDate(day.date), value: day.registrations }))}
          formatValue={count}
          kind={countScale}
          testId="registration-chart"
        />
      </div>
    </div>
  );
}
