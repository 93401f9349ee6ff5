import { consoleReports } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/calls';
import { apiFile } from '../../api/client';

export type DailyReport = consoleReports.DailyReport;
export type GameReport = consoleReports.GameReport;
export type ReportRange = { startDate: string; endDate: string };
export type Grouping = consoleReports.GameReportGrouping;

const reportsKey = (merchant: string) => ['reports', merchant] as const;

export function dailyReportQuery(merchant: string, range: ReportRange) {
  return queryOptions({
    queryKey: [...reportsKey(merchant), 'daily', range],
    queryFn: ({ signal }) => callEndpoint(consoleReports.endpoints.daily, { query: range, signal }),
  });
}

export function gameReportQuery(merchant: string, range: ReportRange, groupBy: Grouping) {
  return queryOptions({
    queryKey: [...reportsKey(merchant), 'games', range, groupBy],
    queryFn: ({ signal }) =>
      callEndpoint(consoleReports.endpoints.games, { query: { ...range, groupBy }, signal }),
  });
}

/** A CSV export as the server writes it (same figures as the report on screen). */
export function reportCsv(
  kind: 'daily' | 'games',
  range: ReportRange,
  groupBy?: Grouping,
): Promise<Blob> {
  const path =
    kind === 'daily'
      ? consoleReports.endpoints.dailyCsv.path
      : consoleReports.endpoints.gamesCsv.path;
  const query = new URLSearchParams({ ...range, ...(groupBy ? { groupBy } : {}) });
  return apiFile(`${path}?${query}`);
}
