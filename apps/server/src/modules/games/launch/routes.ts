import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { launchGame, launchLanguage } from './launch';

/** `GET /wps/game/launchGame` (spec §3 "Game launch request", §4 "Game start"). */
export const launchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const route = playerRoutes(app, 'games');

  // The login check comes first: a guest gets 401 before anything about the game.
  route(contract.endpoints.launchGame, 'member', ({ query }, request) =>
    launchGame(ctx.db, {
      merchant: request.merchant,
      principal: request.principal!,
      nodeId: query.nodeId,
      accountType: query.accountType,
      language: launchLanguage(query.language, request.language),
      siteOrigin: `${request.protocol}://${request.host}`,
      log: request.log,
    }),
  );
};
