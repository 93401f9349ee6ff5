import { z } from 'zod';
import { envelope } from './envelope';

// The console's Reports section (`/bo/reports/...`), read-only. Days are UTC calendar days,
// both ends of a range included. Money is integer minor units written as a string (a sum of
// a year's stakes may pass what a JSON number holds exactly); GGR may be negative.

/** Longest range a report covers, in days. */
export const maxReportDays = 366;
/** Days a report covers when no range is given: today and the 29 before. */
export const defaultReportDays = 30;

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minorUnits = z.string().regex(/^-?\d+$/);
const dayMs = 86_400_000;

const rangeFields = {
  startDate: dateOnly.optional(),
  endDate: dateOnly.optional(),
};

/** A start after the end, or more than `maxReportDays`, is refused as a field error. */
function checkRange(
  range: { startDate?: string; endDate?: string },
  context: z.RefinementCtx,
): void {
  for (const key of ['startDate', 'endDate'] as const) {
    const value = range[key];
    const time = Date.parse(`${value}T00:00:00Z`);
    // A day that is not on the calendar (2025-02-30) would otherwise roll into the next month.
    if (
      value !== undefined &&
      (Number.isNaN(time) || !new Date(time).toISOString().startsWith(value))
    ) {
      context.addIssue({ code: 'custom', path: [key], message: 'field_format' });
    }
  }
  if (!range.startDate || !range.endDate) return;
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / dayMs + 1;
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'date_range_invalid' });
  } else if (days > maxReportDays) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'date_range_too_long' });
  }
}

/** A range of days, both ends optional (the last `defaultReportDays` days by default). */
export const reportRangeQuery = z.object(rangeFields).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** Settled game rounds: how many, what was staked and won, and the house's gross result. */
const gameFigures = {
  /** Rounds settled in the period (open and refunded rounds are not counted). */
  bets: z.number(),
  stake: minorUnits,
  win: minorUnits,
  /** Gross gaming revenue: stake − win. */
  ggr: minorUnits,
};

const dayFigures = z.object({
  ...gameFigures,
  /** Deposits credited (by the day they were credited). */
  deposits: z.number(),
  depositAmount: minorUnits,
  /** Withdrawals paid out (by the day of payout). */
  withdrawals: z.number(),
  withdrawalAmount: minorUnits,
  /** New accounts (players and agents; trial accounts not counted). */
  registrations: z.number(),
});
export type DayFigures = z.infer<typeof dayFigures>;

export const reportDay = dayFigures.extend({ date: z.string() });
export type ReportDay = z.infer<typeof reportDay>;

/** Every day of the range, the empty ones too, oldest first, with the range's totals. */
export const dailyReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  days: z.array(reportDay),
  totals: dayFigures,
});
export type DailyReport = z.infer<typeof dailyReport>;

export const gameReportGroupings = ['category', 'vendor'] as const;
export type GameReportGrouping = (typeof gameReportGroupings)[number];

export const gameReportQuery = z
  .object({ ...rangeFields, groupBy: z.enum(gameReportGroupings).default('category') })
  .superRefine(checkRange);
export type GameReportQuery = z.infer<typeof gameReportQuery>;

/** The settled rounds of one category or vendor over the range. */
export const gameReportRow = z.object({
  /** The category (`RNG`, `LIVE`...) or the vendor's code. */
  key: z.string(),
  /** The vendor's name; for a category, the category again (clients translate it). */
  name: z.string(),
  ...gameFigures,
});
export type GameReportRow = z.infer<typeof gameReportRow>;

/** Categories or vendors with any settled round in the range, largest stake first. */
export const gameReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  groupBy: z.enum(gameReportGroupings),
  rows: z.array(gameReportRow),
  totals: z.object(gameFigures),
});
export type GameReport = z.infer<typeof gameReport>;

/** Columns of the CSV exports, in order; amounts in them are major units with 2 decimals. */
export const dailyCsvColumns = [
  'date',
  'bets',
  'stake',
  'win',
  'ggr',
  'deposits',
  'deposit_amount',
  'withdrawals',
  'withdrawal_amount',
  'registrations',
] as const;
export const gameCsvColumns = ['key', 'name', 'bets', 'stake', 'win', 'ggr'] as const;

export const endpoints = {
  daily: {
    method: 'GET',
    path: '/bo/reports/daily',
    summary: 'Per UTC day: settled bets, wins and GGR, deposits, withdrawals, registrations',
    query: reportRangeQuery,
    response: envelope(dailyReport),
  },
  dailyCsv: {
    method: 'GET',
    path: '/bo/reports/daily.csv',
    summary: 'The daily report as CSV (text/csv, a header row, amounts in major units)',
    query: reportRangeQuery,
  },
  games: {
    method: 'GET',
    path: '/bo/reports/games',
    summary: 'Settled bets, wins and GGR of a range per game category or per vendor',
    query: gameReportQuery,
    response: envelope(gameReport),
  },
  gamesCsv: {
    method: 'GET',
    path: '/bo/reports/games.csv',
    summary: 'The category or vendor report as CSV (text/csv, a header row)',
    query: gameReportQuery,
  },
} as const;
