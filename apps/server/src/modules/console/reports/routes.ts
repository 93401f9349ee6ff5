import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleReports as contract } from '@croupier/contract';
import { consoleDownload, consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { reportRoles } from '../../../platform/http/staff-guard';
import { dailyReport, dailyReportCsv, gameReport, gameReportCsv } from './service';

const { endpoints } = contract;
const tags = ['console'];
const csv = 'text/csv; charset=utf-8';

/** The console's Reports section (`/bo/reports/...`): read-only, for the report roles. */
export const reportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.daily,
    reportRoles,
    {
      tags,
      summary: 'Per UTC day: settled bets, wins and GGR, deposits, withdrawals, registrations',
    },
    ({ query }, request) => dailyReport(db, request.merchant, query),
  );

  consoleDownload(
    app,
    endpoints.dailyCsv,
    reportRoles,
    { tags, summary: 'The daily report as CSV (text/csv, a header row, amounts in major units)' },
    async ({ query }, request) => {
      const report = await dailyReport(db, request.merchant, query);
      const { code } = request.merchant;
      return {
        fileName: `daily-${code}-${report.startDate}-${report.endDate}.csv`,
        contentType: csv,
        body: dailyReportCsv(report),
      };
    },
  );

  consoleRoute(
    app,
    endpoints.games,
    reportRoles,
    { tags, summary: 'Settled bets, wins and GGR of a range per game category or per vendor' },
    ({ query }, request) => gameReport(db, request.merchant, query),
  );

  consoleDownload(
    app,
    endpoints.gamesCsv,
    reportRoles,
    { tags, summary: 'The category or vendor report as CSV (text/csv, a header row)' },
    async ({ query }, request) => {
      const report = await gameReport(db, request.merchant, query);
      const { code } = request.merchant;
      return {
        fileName: `games-by-${report.groupBy}-${code}-${report.startDate}-${report.endDate}.csv`,
        contentType: csv,
        body: gameReportCsv(report),
      };
    },
  );
};
