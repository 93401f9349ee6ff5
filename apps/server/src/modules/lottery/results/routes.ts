import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleLotteryResults as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { consoleActorOf, readRoles } from '../../../platform/http/staff-guard';
import {
  resultDrawDetail,
  resultDrawOf,
  resultDrawPage,
  resultSourcesOf,
  setResultSources,
} from './console';
import { approveResult, enterResult, rejectResult } from './entries';

const { endpoints } = contract;

/**
 * The console's lottery results: every staff member reads; owners and admins enter,
 * approve (another's entry only) and reject results; owners set the HTTP provider's sources.
 */
export const resultConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.draws, readRoles, ({ query }, request) =>
    resultDrawPage(db, request.merchant.id, request.language, query),
  );

  route(endpoints.draw, readRoles, ({ params }, request) =>
    resultDrawDetail(db, request.merchant.id, request.language, params),
  );

  route(endpoints.enter, contract.resultRoles, ({ params, body }, request) =>
    enterResult(db, consoleActorOf(request), params, body),
  );

  route(endpoints.approve, contract.resultRoles, async ({ params }, request) =>
    resultDrawOf(
      db,
      await approveResult(db, consoleActorOf(request), BigInt(params.entryId)),
      request.language,
    ),
  );

  route(endpoints.reject, contract.resultRoles, ({ params, body }, request) =>
    rejectResult(db, consoleActorOf(request), BigInt(params.entryId), body.reason),
  );

  route(endpoints.sources, readRoles, (_input, request) =>
    resultSourcesOf(db, request.merchant.id),
  );

  route(endpoints.setSources, contract.resultSourceRoles, ({ body }, request) =>
    setResultSources(db, consoleActorOf(request), body),
  );
};
