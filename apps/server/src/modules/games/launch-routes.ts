import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { launchGame } from './launch';

const languagePattern = /^[a-zA-Z]{2}([-_][a-zA-Z]{2,4})?$/;

/** `GET /wps/game/launchGame` (spec §3 "Game launch request", §4 "Game start"). */
export const launchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const endpoint = contract.endpoints.launchGame;
  app.get(
    endpoint.path,
    {
      // The login check comes first: a guest gets 401 before anything about the game.
      preHandler: auth.requireMember,
      schema: {
        tags: ['games'],
        summary: 'Open a game: a one-time launch token in the URL the /game page loads',
        querystring: endpoint.query,
        response: { 200: endpoint.response },
      },
    },
    async (request) => {
      const language = request.query.language?.trim();
      return ok(
        await launchGame(ctx.db, {
          merchant: request.merchant,
          principal: request.principal!,
          nodeId: request.query.nodeId,
          accountType: request.query.accountType,
          language:
            language && languagePattern.test(language) ? language.toUpperCase() : request.language,
          siteOrigin: `${request.protocol}://${request.host}`,
          log: request.log,
        }),
      );
    },
  );
};
