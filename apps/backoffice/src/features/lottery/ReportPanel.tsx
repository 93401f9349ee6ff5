import { consoleLottery } from '@croupier/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveFile } from '../../api/save-file';
import { BusyButton } from '../../ui/BusyButton';
import { DataTable } from '../../ui/DataTable';
import { FormProblem } from '../../ui/FormProblem';
import { QueryView } from '../../ui/QueryView';
import { reportCsv, reportQuery, type LotteryReport, type ReportRange } from './api';
import { lotteryErrorText } from './errors';
import { count, moneyOf, negative } from './format';
import type { LotteryMerchant } from './parts';

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` UTC days up to today: the report's default range. */
export function lastDays(days: number, now = Date.now()): ReportRange {
  return { startDate: isoDay(now - (days - 1) * dayMs), endDate: isoDay(now) };
}

/** A range as the server takes it (the contract's rule: real days, in order, at most a year). */
const rangeOk = (range: ReportRange) => consoleLottery.lotteryReportQuery.safeParse(range).success;

type Figures = Pick<LotteryReport['totals'], 'tickets' | 'players' | 'turnover' | 'payout' | 'ggr'>;
const figureNames = ['tickets', 'players', 'turnover', 'payout', 'ggr'] as const;

/** A row's figures: counts, then money (GGR set apart when the house lost). */
function FigureCells({ figures, money }: { figures: Figures; money: (minor: string) => string }) {
  return figureNames.map((name) => {
    const value = figures[name];
    return (
      <td key={name} className={`numeric ${name === 'ggr' ? negative(figures.ggr) : ''}`}>
        {typeof value === 'number' ? count(value) : money(value)}
      </td>
    );
  });
}

/**
 * The settled tickets of a range of UTC days (the last 30 by default, kept in the address):
 * per game, then per bet type, the tickets, players, turnover, payout and GGR, with the
 * range's totals; exported as CSV as the server writes it.
 */
export function ReportPanel({ merchant }: { merchant: LotteryMerchant }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = { startDate: params.get('from') ?? '', endDate: params.get('to') ?? '' };
  const range = rangeOk(asked) ? asked : lastDays(30);
  const [draft, setDraft] = useState(range);
  const [wrong, setWrong] = useState(false);
  const report = useQuery(reportQuery(merchant.code, range));
  const money = moneyOf(merchant.currencySymbol);
  const csv = useMutation({
    mutationFn: () =>
      saveFile(
        reportCsv(range),
        `lottery-${merchant.code}-${range.startDate}-${range.endDate}.csv`,
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWrong(!rangeOk(draft));
    if (rangeOk(draft)) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('from', draft.startDate);
        next.set('to', draft.endDate);
        return next;
      });
    }
  };

  return (
    <section className="lottery-report" aria-labelledby={`${id}-title`}>
      <form className="panel lottery-range" onSubmit={submit} noValidate>
        {(['startDate', 'endDate'] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(`lottery.report.${name}`)}</label>
            <input
              id={`${id}-${name}`}
              className="input"
              type="date"
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              aria-invalid={wrong}
            />
          </div>
        ))}
        <button type="submit" className="button button-primary">
          {t('lottery.report.show')}
        </button>
        <p className="field-hint">{t('lottery.report.utcHint')}</p>
        <FormProblem>{wrong && t('lottery.report.rangeProblem')}</FormProblem>
      </form>
      <div className="toolbar">
        <h2 id={`${id}-title`}>
          {t('lottery.report.title', { from: range.startDate, to: range.endDate })}
        </h2>
        <span>
          <BusyButton
            className="button button-small"
            busy={csv.isPending}
            busyLabel={t('lottery.report.exporting')}
            onClick={() => csv.mutate()}
            testId="lottery-csv"
          >
            {t('lottery.report.exportCsv')}
          </BusyButton>
          <FormProblem>{csv.isError && lotteryErrorText(csv.error)}</FormProblem>
        </span>
      </div>
      <div aria-busy={report.isFetching}>
        <QueryView
          query={report}
          empty={{
            when: (data) => data.games.length === 0,
            message: t('lottery.report.empty'),
            testId: 'lottery-report-empty',
          }}
        >
          {(data) => (
            <DataTable
              label={t('lottery.report.title', { from: data.startDate, to: data.endDate })}
              inPanel
              columns={[
                t('lottery.report.game'),
                ...figureNames.map((name) => ({
                  label: t(`lottery.report.${name}`),
                  numeric: true,
                })),
              ]}
              foot={
                <tr>
                  <th scope="row">{t('lottery.report.total')}</th>
                  <FigureCells figures={data.totals} money={money} />
                </tr>
              }
            >
              {data.games.map((game) => (
                <Fragment key={game.gameCode}>
                  <tr className="lottery-report-game" data-testid={`report-${game.gameCode}`}>
                    <th scope="row">
                      {game.name}
                      <div className="muted">{game.gameCode}</div>
                    </th>
                    <FigureCells figures={game} money={money} />
                  </tr>
                  {game.betTypes.map((betType) => (
                    <tr
                      key={betType.betType}
                      data-testid={`report-${game.gameCode}-${betType.betType}`}
                    >
                      <th scope="row" className="lottery-code lottery-report-bet-type">
                        {betType.betType}
                      </th>
                      <FigureCells figures={betType} money={money} />
                    </tr>
                  ))}
                </Fragment>
              ))}
            </DataTable>
          )}
        </QueryView>
      </div>
    </section>
  );
}
