import { maxTeamRangeDays, teamRanges, type TeamRange } from '@croupier/contract';
import { lastDays } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { DayRangeFields, type DayRange } from '../../../ui/DayRangeFields';
import { QueryView } from '../../../ui/RecordTable';
import { Segmented } from '../../../ui/Segmented';
import { signClass, signedMoney } from '../../../ui/SignedAmount';
import { useTeamOverview } from '../api';
import { TeamChart, type ChartMetric } from './TeamChart';

const counts = new Set<ChartMetric>(['newRegistrations', 'activeMembers']);
const dayMs = 86_400_000;

/** The last day a chosen range may reach from its first (the server's limit). */
const lastAllowed = (startDate: string) =>
  new Date(Date.parse(startDate) + (maxTeamRangeDays - 1) * dayMs).toISOString().slice(0, 10);

/**
 * Team overview (spec §2 agentTeamOverview, the centre's default page): the team's members,
 * activity and money for today, this week, this month or chosen days (UTC days), and a bar
 * chart of one figure per day.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [range, setRange] = useState<TeamRange>('today');
  const [days, setDays] = useState<DayRange>(() => lastDays(7));
  const overview = useTeamOverview(range === 'custom' ? { range, ...days } : { range });
  const format = (metric: ChartMetric, value: number) =>
    counts.has(metric)
      ? value.toLocaleString('en-US')
      : metric === 'profitLoss'
        ? signedMoney(value, symbol)
        : formatWireMoney(value, symbol);

  return (
    <div className="ag-team" data-testid="team-overview">
      <Segmented
        label={t('agent.team.range')}
        className="ag-ranges"
        options={teamRanges.map((value) => ({
          value,
          label: t(`agent.team.ranges.${value}`),
        }))}
        value={range}
        onChange={setRange}
        testId="team-ranges"
      />
      {range === 'custom' && (
        <DayRangeFields
          className="ag-days"
          value={days}
          onChange={setDays}
          fromLabel={t('agent.team.from')}
          toLabel={t('agent.team.to')}
          lastEnd={lastAllowed}
        />
      )}
      <QueryView
        query={overview}
        isEmpty={(data) => data.members === 0}
        emptyText={t('agent.team.empty')}
        emptyTestId="team-empty"
      >
        {(data) => (
          <>
            <p className="ag-period">
              {data.startDate === data.endDate
                ? t('agent.team.day', { day: data.startDate })
                : t('agent.team.period', { from: data.startDate, to: data.endDate })}
            </p>
            <dl className="ag-figures" data-testid="team-figures">
              <div>
                <dt>{t('agent.team.figures.members')}</dt>
                <dd>{data.members.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('agent.team.figures.activeMembers')}</dt>
                <dd>{data.totals.activeMembers.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('agent.team.figures.newRegistrations')}</dt>
                <dd>{data.totals.newRegistrations.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('agent.team.figures.deposits')}</dt>
                <dd>
                  {formatWireMoney(data.totals.deposits, symbol)}
                  <small>{t('agent.team.orders', { count: data.totals.depositCount })}</small>
                </dd>
              </div>
              <div>
                <dt>{t('agent.team.figures.withdrawals')}</dt>
                <dd>
                  {formatWireMoney(data.totals.withdrawals, symbol)}
                  <small>{t('agent.team.orders', { count: data.totals.withdrawalCount })}</small>
                </dd>
              </div>
              <div>
                <dt>{t('agent.team.figures.validTurnover')}</dt>
                <dd>{formatWireMoney(data.totals.validTurnover, symbol)}</dd>
              </div>
              <div>
                <dt>{t('agent.team.figures.profitLoss')}</dt>
                <dd className={signClass(data.totals.profitLoss)}>
                  {signedMoney(data.totals.profitLoss, symbol)}
                </dd>
              </div>
            </dl>
            <TeamChart days={data.days} format={format} />
          </>
        )}
      </QueryView>
    </div>
  );
}
