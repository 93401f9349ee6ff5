import { consoleReports } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../api/client';

export type DailyReport = consoleReports.DailyReport;
export type GameReport = consoleReports.GameReport;
export type ReportRange = { startDate: string; endDate: string };
export type Grouping = consoleReports.GameReportGrouping;

const reportsKey = (merchant: string) => ['reports', merchant] as const;

export function dailyReportQuery(merchant: string, range: ReportRange) {
  return queryOptions({
    queryKey: [...reportsKey(merchant), 'daily', range],
    queryFn: ({ signal }) =>
      apiRequest(consoleReports.endpoints.daily.path, {
        query: range,
        schema: consoleReports.dailyReport,
        signal,
      }),
  });
}

export function gameReportQuery(merchant: string, range: ReportRange, groupBy: Grouping) {
  return queryOptions({
    queryKey: [...reportsKey(merchant), 'games', range, groupBy],
    queryFn: ({ signal }) =>
      apiRequest(consoleReports.endpoints.games.path, {
        query: { ...range, groupBy },
        schema: consoleReports.gameReport,
        signal,
      }),
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
