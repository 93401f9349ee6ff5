import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boReports as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { reportRoles, staffOnly } from './access';
import { dailyReport, dailyReportCsv, gameReport, gameReportCsv } from './reports';

/** A download's file name: only letters, digits and dashes, whatever the merchant's code. */
const fileName = (parts: string[]) => `${parts.join('-').replace(/[^\w-]/g, '_')}.csv`;

/** The console's Reports section (`/bo/reports/...`): read-only, for the report roles. */
export const reportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { endpoints } = contract;
  const forReports = staffOnly(db, reportRoles);

  app.get(
    endpoints.daily.path,
    {
      ...forReports,
      schema: {
        tags: ['backoffice'],
        summary: 'Per UTC day: settled bets, wins and GGR, deposits, withdrawals, registrations',
        querystring: endpoints.daily.query,
        response: { 200: endpoints.daily.response },
      },
    },
    async (request) => ok(await dailyReport(db, request.merchant, request.query)),
  );

  app.get(
    endpoints.dailyCsv.path,
    {
      ...forReports,
      schema: {
        tags: ['backoffice'],
        summary: 'The daily report as CSV (text/csv, a header row, amounts in major units)',
        querystring: endpoints.dailyCsv.query,
      },
    },
    async (request, reply) => {
      const report = await dailyReport(db, request.merchant, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(['daily', request.merchant.code, report.startDate, report.endDate])}"`,
        )
        .send(dailyReportCsv(report));
    },
  );

  app.get(
    endpoints.games.path,
    {
      ...forReports,
      schema: {
        tags: ['backoffice'],
        summary: 'Settled bets, wins and GGR of a range per game category or per vendor',
        querystring: endpoints.games.query,
        response: { 200: endpoints.games.response },
      },
    },
    async (request) => ok(await gameReport(db, request.merchant, request.query)),
  );

  app.get(
    endpoints.gamesCsv.path,
    {
      ...forReports,
      schema: {
        tags: ['backoffice'],
        summary: 'The category or vendor report as CSV (text/csv, a header row)',
        querystring: endpoints.gamesCsv.query,
      },
    },
    async (request, reply) => {
      const report = await gameReport(db, request.merchant, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName([`games-by-${report.groupBy}`, request.merchant.code, report.startDate, report.endDate])}"`,
        )
        .send(gameReportCsv(report));
    },
  );
};
