import { consoleReports } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { QueryView } from '../../ui/QueryView';
import { ToggleTabs } from '../../ui/StatusTabs';
import {
  gameReportQuery,
  reportCsv,
  type GameReport,
  type Grouping,
  type ReportRange,
} from './api';
import { BarChart } from './charts';
import { CsvButton } from './CsvButton';
import { BetCells, betColumns } from './report-cells';
import { compactMoney, moneyOf, type FiguresProps, type ReportMerchant } from './report-format';

/** The range's settled bets per game category or per vendor. */
export function GameSection({
  merchant,
  range,
  groupBy,
  onGroupBy,
}: {
  merchant: ReportMerchant;
  range: ReportRange;
  groupBy: Grouping;
  onGroupBy: (groupBy: Grouping) => void;
}) {
  const { t } = useTranslation();
  const report = useQuery(gameReportQuery(merchant.code, range, groupBy));
  const money = moneyOf(merchant.currencySymbol);

  return (
    <section className="reports-section" aria-labelledby="reports-games-title">
      <div className="toolbar">
        <h2 id="reports-games-title">{t(`reports.games.title.${groupBy}`)}</h2>
        <div className="reports-actions">
          <ToggleTabs
            label={t('reports.games.groupBy')}
            tabs={consoleReports.gameReportGroupings.map((grouping) => ({
              value: grouping,
              label: t(`reports.games.by.${grouping}`),
            }))}
            current={groupBy}
            onChange={onGroupBy}
          />
          <CsvButton
            label={t('reports.exportCsv')}
            fileName={`games-by-${groupBy}-${merchant.code}-${range.startDate}-${range.endDate}.csv`}
            load={() => reportCsv('games', range, groupBy)}
            testId="games-csv"
          />
        </div>
      </div>
      <div aria-busy={report.isFetching}>
        <QueryView
          query={report}
          empty={{
            when: (data) => data.rows.length === 0,
            message: t('reports.games.empty'),
            testId: 'games-report-empty',
          }}
        >
          {(data) => (
            <GameFigures
              report={data}
              money={money}
              axisMoney={compactMoney(merchant.currencySymbol)}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}

function GameFigures({ report, money, axisMoney }: FiguresProps<GameReport>) {
  const { t } = useTranslation();
  const nameOf = (row: GameReport['rows'][number]) =>
    report.groupBy === 'category' ? t(`games.categories.${row.key}`, row.key) : row.name;
  return (
    <div className="reports-split">
      <div className="panel reports-chart">
        <h3>{t('reports.games.ggrChart')}</h3>
        <BarChart
          title={t('reports.games.ggrChart')}
          description={t('reports.games.ggrChartText', { total: money(report.totals.ggr) })}
          points={report.rows.map((row) => ({ label: nameOf(row), value: Number(row.ggr) }))}
          formatValue={axisMoney}
          testId="games-ggr-chart"
        />
      </div>
      <DataTable
        label={t(`reports.games.title.${report.groupBy}`)}
        inPanel
        columns={[t(`reports.games.by.${report.groupBy}`), ...betColumns(t)]}
        foot={
          <tr>
            <th scope="row">{t('reports.total')}</th>
            <BetCells figures={report.totals} money={money} />
          </tr>
        }
      >
        {report.rows.map((row) => (
          <tr key={row.key} data-testid={`group-${row.key}`}>
            <th scope="row">
              {nameOf(row)}
              {report.groupBy === 'vendor' && <div className="muted">{row.key}</div>}
            </th>
            <BetCells figures={row} money={money} />
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
