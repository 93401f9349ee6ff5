import type { agent } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../ui/Segmented';
import { barsOf } from './chart-scale';

export const chartMetrics = [
  'deposits',
  'withdrawals',
  'validTurnover',
  'profitLoss',
  'newRegistrations',
  'activeMembers',
] as const;
export type ChartMetric = (typeof chartMetrics)[number];

type Day = agent.TeamOverview['days'][number];

const height = 120;
const slot = 12;

/**
 * The range's days as bars of one figure at a time: one bar per day, the team's losses
 * below the line. Each bar names its day and value for a pointer or a screen reader.
 */
export function TeamChart({
  days,
  format,
}: {
  days: readonly Day[];
  format: (metric: ChartMetric, value: number) => string;
}) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<ChartMetric>('deposits');
  const values = days.map((day) => day[metric]);
  const { zero, bars } = barsOf(values, height);
  const width = Math.max(days.length, 1) * slot;
  const label = (day: Day) => `${day.date}: ${format(metric, day[metric])}`;
  return (
    <figure className="ag-chart" data-testid="team-chart">
      <Segmented
        label={t('agent.team.chartOf')}
        className="ag-chart-metrics"
        options={chartMetrics.map((value) => ({ value, label: t(`agent.team.figures.${value}`) }))}
        value={metric}
        onChange={setMetric}
      />
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('agent.team.chartLabel', { figure: t(`agent.team.figures.${metric}`) })}
      >
        <line className="ag-chart-zero" x1={0} x2={width} y1={zero} y2={zero} />
        {bars.map((bar, index) => (
          <rect
            key={days[index]!.date}
            className={bar.negative ? 'ag-bar ag-bar-negative' : 'ag-bar'}
            x={index * slot + 2}
            width={slot - 4}
            y={bar.y}
            height={Math.max(bar.height, 0)}
            data-testid="team-chart-bar"
          >
            <title>{label(days[index]!)}</title>
          </rect>
        ))}
      </svg>
      <figcaption className="ag-chart-axis">
        <span>{days[0]?.date}</span>
        {days.length > 1 && <span>{days.at(-1)?.date}</span>}
      </figcaption>
    </figure>
  );
}
