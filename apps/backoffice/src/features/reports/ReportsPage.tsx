import { consoleReports } from '@croupier/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { errorMessage, i18n } from '../../i18n';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatMoney } from '@croupier/web-kit/money';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { Loading } from '../../ui/states';
import { ToggleTabs } from '../../ui/StatusTabs';
import {
  dailyReportQuery,
  gameReportQuery,
  reportCsv,
  type DailyReport,
  type GameReport,
  type Grouping,
  type ReportRange,
} from './api';
import { BarChart, countScale, LineChart } from './charts';
import { lastDays, rangeProblem, useReportParams, type RangeProblem } from './range';
import './reports.css';

type Merchant = { code: string; currencySymbol: string };

const presets = [7, 30, 90] as const;

/** Amounts on screen: the merchant's symbol, 2 decimals, comma thousands (bigint throughout). */
const moneyOf = (symbol: string) => (minorUnits: string) => formatMoney(BigInt(minorUnits), symbol);

/** A chart's axis label: short ("P 12.5K"); the exact figures are in the table beside it. */
function compactMoney(symbol: string) {
  const format = new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (minorUnits: number) => `${symbol} ${format.format(minorUnits / 100)}`;
}

const count = (value: number) =>
  new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-GB').format(value);

/** Saves a CSV the server wrote under the name it would give it. */
async function download(blob: Promise<Blob>, fileName: string) {
  const url = URL.createObjectURL(await blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function CsvButton({
  label,
  fileName,
  load,
  testId,
}: {
  label: string;
  fileName: string;
  load: () => Promise<Blob>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const run = useMutation({ mutationFn: () => download(load(), fileName) });
  return (
    <span className="reports-csv">
      <button
        type="button"
        className="button button-small"
        onClick={() => run.mutate()}
        disabled={run.isPending}
        aria-busy={run.isPending}
        data-testid={testId}
      >
        {run.isPending ? t('reports.exporting') : label}
      </button>
      {run.isError && (
        <span className="reports-error" role="alert">
          {errorMessage(run.error)}
        </span>
      )}
    </span>
  );
}

/**
 * The Reports section: per UTC day, settled bets, wins and GGR, credited deposits, paid
 * withdrawals and registrations, as totals, charts and a table; then the same bets per game
 * category or vendor. Both export as CSV. Read-only.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { range, groupBy, setRange, setGroupBy } = useReportParams();
  return (
    <section className="page">
      <PageHeader title={t('reports.nav')} />
      <p className="reports-intro">{t('reports.intro')}</p>
      <RangeForm key={`${range.startDate}:${range.endDate}`} range={range} onChange={setRange} />
      {!merchant ? (
        <Loading />
      ) : (
        <>
          <DailySection merchant={merchant} range={range} />
          <GameSection merchant={merchant} range={range} groupBy={groupBy} onGroupBy={setGroupBy} />
        </>
      )}
    </section>
  );
}

function RangeForm({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onChange(draft);
  };
  const invalid = (field: 'startDate' | 'endDate') =>
    problem === field || (field === 'endDate' && (problem === 'order' || problem === 'tooLong'));
  return (
    <form className="reports-range panel" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
        <input
          id={`${id}-from`}
          className="input"
          type="date"
          value={draft.startDate}
          onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          aria-invalid={invalid('startDate')}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
        <input
          id={`${id}-to`}
          className="input"
          type="date"
          value={draft.endDate}
          onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          aria-invalid={invalid('endDate')}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </div>
      <button type="submit" className="button button-primary">
        {t('reports.apply')}
      </button>
      <div className="reports-presets" role="group" aria-label={t('reports.presets')}>
        {presets.map((days) => (
          <button
            key={days}
            type="button"
            className="button button-small"
            onClick={() => onChange(lastDays(days))}
          >
            {t('reports.lastDays', { count: days })}
          </button>
        ))}
      </div>
      <p className="field-hint reports-utc">{t('reports.utcHint')}</p>
      {problem && (
        <p className="reports-error" id={`${id}-problem`} role="alert">
          {t(`reports.rangeErrors.${problem}`, { days: consoleReports.maxReportDays })}
        </p>
      )}
    </form>
  );
}

function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: string }) {
  return (
    <div className={`reports-figure ${tone ?? ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const negative = (minorUnits: string) => (minorUnits.startsWith('-') ? 'reports-negative' : '');

type Money = (minorUnits: string) => string;
type DayTotals = DailyReport['totals'];
type BetFigures = Pick<DayTotals, 'bets' | 'stake' | 'win' | 'ggr'>;

/** The settled bets every report row has: how many, staked, won, and the house's result. */
const betColumns = (t: TFunction): Column[] =>
  ['bets', 'stake', 'win', 'ggr'].map((name) => ({ label: t(`reports.${name}`), numeric: true }));

function BetCells({ figures, money }: { figures: BetFigures; money: Money }) {
  return (
    <>
      <td className="numeric">{count(figures.bets)}</td>
      <td className="numeric">{money(figures.stake)}</td>
      <td className="numeric">{money(figures.win)}</td>
      <td className={`numeric ${negative(figures.ggr)}`}>{money(figures.ggr)}</td>
    </>
  );
}

/** A day's (or the range's) bets, then the money in and out, then sign-ups. */
function DayCells({ figures, money }: { figures: DayTotals; money: Money }) {
  return (
    <>
      <BetCells figures={figures} money={money} />
      <td className="numeric">{count(figures.deposits)}</td>
      <td className="numeric">{money(figures.depositAmount)}</td>
      <td className="numeric">{count(figures.withdrawals)}</td>
      <td className="numeric">{money(figures.withdrawalAmount)}</td>
      <td className="numeric">{count(figures.registrations)}</td>
    </>
  );
}

function DailySection({ merchant, range }: { merchant: Merchant; range: ReportRange }) {
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

function DailyFigures({
  report,
  money,
  axisMoney,
}: {
  report: DailyReport;
  money: (minorUnits: string) => string;
  axisMoney: (minorUnits: number) => string;
}) {
  const { t } = useTranslation();
  const { totals, days } = report;
  const shortDate = (date: string) => date.slice(5);
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

function GameSection({
  merchant,
  range,
  groupBy,
  onGroupBy,
}: {
  merchant: Merchant;
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

function GameFigures({
  report,
  money,
  axisMoney,
}: {
  report: GameReport;
  money: (minorUnits: string) => string;
  axisMoney: (minorUnits: number) => string;
}) {
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
