import { consoleReports } from '@croupier/contract';
import { useSearchParams } from 'react-router';
import type { ReportRange } from './api';

const dayMs = 86_400_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Today as the server counts days (UTC). */
export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

export const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);

/** The last `days` days up to today, today included. */
export function lastDays(days: number, now = Date.now()): ReportRange {
  const endDate = utcToday(now);
  return { startDate: daysBefore(endDate, days - 1), endDate };
}

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!datePattern.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

export type RangeProblem = 'startDate' | 'endDate' | 'order' | 'tooLong';

/** What is wrong with a typed range, the server's own rules (UTC days, at most a year). */
export function rangeProblem(range: ReportRange): RangeProblem | null {
  if (!isCalendarDay(range.startDate)) return 'startDate';
  if (!isCalendarDay(range.endDate)) return 'endDate';
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / dayMs + 1;
  if (days < 1) return 'order';
  if (days > consoleReports.maxReportDays) return 'tooLong';
  return null;
}

/**
 * The range and grouping in the address (`?from=...&to=...&by=vendor`), so a reload or a
 * link shows the same report; the last 30 days by default.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(consoleReports.defaultReportDays);
  const asked = { startDate: params.get('from') ?? '', endDate: params.get('to') ?? '' };
  const range = rangeProblem(asked) === null ? asked : fallback;
  const groupBy: consoleReports.GameReportGrouping =
    params.get('by') === 'vendor' ? 'vendor' : 'category';
  const setRange = (next: ReportRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.startDate);
      updated.set('to', next.endDate);
      return updated;
    });
  const setGroupBy = (next: consoleReports.GameReportGrouping) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('by', next);
      return updated;
    });
  return { range, groupBy, setRange, setGroupBy };
}
