import { boReports } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../api/client';

export type DailyReport = boReports.DailyReport;
export type GameReport = boReports.GameReport;
export type ReportRange = { startDate: string; endDate: string };
export type Grouping = boReports.GameReportGrouping;

const reportsKey = (merchant: string) => ['reports', merchant] as const;

export function dailyReportQuery(merchant: string, range: ReportRange) {
  return queryOptions({
    queryKey: [...reportsKey(merchant), 'daily', range],
    queryFn: ({ signal }) =>
      apiRequest(boReports.endpoints.daily.path, {
        query: range,
        schema: boReports.dailyReport,
        signal,
      }),
  });
}

export function gameReportQuery(merchant: string, range: ReportRange, groupBy: Grouping) {
  return queryOptions({
    queryKey: [...reportsKey(merchant), 'games', range, groupBy],
    queryFn: ({ signal }) =>
      apiRequest(boReports.endpoints.games.path, {
        query: { ...range, groupBy },
        schema: boReports.gameReport,
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
    kind === 'daily' ? boReports.endpoints.dailyCsv.path : boReports.endpoints.gamesCsv.path;
  const query = new URLSearchParams({ ...range, ...(groupBy ? { groupBy } : {}) });
  return apiFile(`${path}?${query}`);
}
