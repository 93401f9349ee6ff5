import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { launchGame, launchLanguage } from './launch';

/** `GET /wps/game/launchGame` (spec §3 "Game launch request", §4 "Game start"). */
export const launchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // The login check comes first: a guest gets 401 before anything about the game.
  playerRoute(
    app,
    contract.endpoints.launchGame,
    'member',
    {
      tags: ['games'],
      summary: 'Open a game: a one-time launch token in the URL the /game page loads',
    },
    ({ query }, request) =>
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
