import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { consoleLottery as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { gameRoles, readRoles, reportRoles, staffOf } from '../../../platform/http/staff-guard';
import {
  cancelGameDraw,
  consoleGames,
  drawExposure,
  drawList,
  lotteryReport,
  lotteryReportCsv,
  previewRtp,
  updateBetTypeRisk,
  updateDrawRules,
  updateGame,
  type ConsoleEdit,
} from './service';

const { endpoints } = contract;

/** Who changes what, for the audit entry. */
const editOf = (request: FastifyRequest): ConsoleEdit => ({
  actor: staffOf(request),
  merchantId: request.merchant.id,
});

/**
 * The console's Lottery section (`/bo/lottery/...`): every staff member reads the games,
 * draws and exposure; owners and admins, who run the games, change settings, odds and risk
 * limits and cancel draws; the report roles read the figures.
 */
export const lotteryConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.games, readRoles, (_input, request) =>
    consoleGames(db, request.merchant.id, request.language),
  );

  route(endpoints.updateGame, gameRoles, ({ params, body }, request) =>
    updateGame(db, editOf(request), params.gameCode, request.language, body),
  );

  route(endpoints.previewRtp, gameRoles, ({ params, body }, request) =>
    previewRtp(db, request.merchant.id, params.gameCode, body),
  );

  route(endpoints.updateBetTypeRisk, gameRoles, ({ params, body }, request) =>
    updateBetTypeRisk(db, editOf(request), params.gameCode, params.betType, request.language, body),
  );

  route(endpoints.draws, readRoles, ({ params, query }, request) =>
    drawList(db, request.merchant.id, params.gameCode, query),
  );

  route(endpoints.cancelDraw, gameRoles, ({ params, body }, request) =>
    cancelGameDraw(db, editOf(request), params.gameCode, params.numero, body.reason),
  );

  route(endpoints.exposure, readRoles, ({ params }, request) =>
    drawExposure(db, request.merchant.id, params.gameCode, params.numero),
  );

  route(endpoints.updateDrawRules, gameRoles, ({ params, body }, request) =>
    updateDrawRules(db, editOf(request), params.gameCode, params.numero, params.betType, body),
  );

  route(endpoints.report, reportRoles, ({ query }, request) =>
    lotteryReport(db, request.merchant, request.language, query),
  );

  route.download(endpoints.reportCsv, reportRoles, async ({ query }, request) => {
    const report = await lotteryReport(db, request.merchant, request.language, query);
    return {
      fileName: `lottery-${request.merchant.code}-${report.startDate}-${report.endDate}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: lotteryReportCsv(report),
    };
  });
};
