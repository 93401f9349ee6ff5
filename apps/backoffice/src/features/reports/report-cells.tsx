import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Column } from '../../ui/DataTable';
import type { DailyReport } from './api';
import { count, negative, type Money } from './report-format';

type DayTotals = DailyReport['totals'];
type BetFigures = Pick<DayTotals, 'bets' | 'stake' | 'win' | 'ggr'>;

/** One total above a report's charts: its name, then its figure. */
export function Figure({
  label,
  children,
  tone,
}: {
  label: string;
  children: ReactNode;
  tone?: string;
}) {
  return (
    <div className={`reports-figure ${tone ?? ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The settled bets every report row has: how many, staked, won, and the house's result. */
export const betColumns = (t: TFunction): Column[] =>
  ['bets', 'stake', 'win', 'ggr'].map((name) => ({ label: t(`reports.${name}`), numeric: true }));

export function BetCells({ figures, money }: { figures: BetFigures; money: Money }) {
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
export function DayCells({ figures, money }: { figures: DayTotals; money: Money }) {
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
