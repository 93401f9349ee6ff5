import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleReports as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { reportRoles } from '../../../platform/http/staff-guard';
import { dailyReport, dailyReportCsv, gameReport, gameReportCsv } from './service';

const { endpoints } = contract;
const csv = 'text/csv; charset=utf-8';

/** The console's Reports section (`/bo/reports/...`): read-only, for the report roles. */
export const reportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.daily, reportRoles, ({ query }, request) =>
    dailyReport(db, request.merchant, query),
  );

  route.download(endpoints.dailyCsv, reportRoles, async ({ query }, request) => {
    const report = await dailyReport(db, request.merchant, query);
    const { code } = request.merchant;
    return {
      fileName: `daily-${code}-${report.startDate}-${report.endDate}.csv`,
      contentType: csv,
      body: dailyReportCsv(report),
    };
  });

  route(endpoints.games, reportRoles, ({ query }, request) =>
    gameReport(db, request.merchant, query),
  );

  route.download(endpoints.gamesCsv, reportRoles, async ({ query }, request) => {
    const report = await gameReport(db, request.merchant, query);
    const { code } = request.merchant;
    return {
      fileName: `games-by-${report.groupBy}-${code}-${report.startDate}-${report.endDate}.csv`,
      contentType: csv,
      body: gameReportCsv(report),
    };
  });
};
