import { agent as contract } from '@croupier/contract';
import { AppError } from '../../../platform/http/app-error';

// The overview's ranges in UTC days, like every report of the platform (the console's, the
// member centre's records, the VIP month): the brand has no time zone of its own yet.

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days asked for, both ends included, and the span of time they cover. */
export type TeamPeriod = {
  range: contract.TeamRange;
  startDate: string;
  endDate: string;
  from: Date;
  until: Date;
  /** Every day of it, `YYYY-MM-DD`, first to last. */
  days: string[];
};

function period(range: contract.TeamRange, startDate: string, endDate: string): TeamPeriod {
  const from = new Date(`${startDate}T00:00:00Z`);
  const until = new Date(Date.parse(`${endDate}T00:00:00Z`) + dayMs);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime()) || from >= until) {
    throw AppError.of('teamRangeInvalid');
  }
  if (until.getTime() - from.getTime() > contract.maxTeamRangeDays * dayMs) {
    throw AppError.of('teamRangeTooLong');
  }
  const days: string[] = [];
  for (let time = from.getTime(); time < until.getTime(); time += dayMs) days.push(isoDay(time));
  return { range, startDate, endDate, from, until, days };
}

/**
 * Today; this week from its Monday to today; this month from its 1st to today; or the
 * chosen days (both dates needed, at most `maxTeamRangeDays`).
 */
export function teamPeriod(
  query: { range: contract.TeamRange; startDate?: string; endDate?: string },
  now: Date,
): TeamPeriod {
  const today = isoDay(now.getTime());
  switch (query.range) {
    case 'today':
      return period('today', today, today);
    case 'week': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return period('week', isoDay(Date.parse(today) - sinceMonday * dayMs), today);
    }
    case 'month':
      return period('month', `${today.slice(0, 7)}-01`, today);
    case 'custom':
      if (!query.startDate || !query.endDate) throw AppError.of('teamRangeInvalid');
      return period('custom', query.startDate, query.endDate);
  }
}
