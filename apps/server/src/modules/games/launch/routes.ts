import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { games as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import type { ServiceContext } from '../../../platform/context';
import { launchGame, launchLanguage } from './launch';

const { query: launchFields, ...launchByQuery } = contract.endpoints.launchGame;

/**
 * The same launch posted with its fields in a JSON body (spec §3 "Game launch request": the
 * launch body, wire conventions "Tolerances"). In a body `gameId` comes as a number.
 */
const launchByBody = {
  ...launchByQuery,
  method: 'POST',
  summary: `${launchByQuery.summary} (fields in a JSON body)`,
  body: launchFields.extend({ gameId: z.coerce.string().max(64).optional() }),
} as const;

type LaunchFields = z.output<typeof launchFields>;

/** `GET` and `POST /wps/game/launchGame` (spec §3 "Game launch request", §4 "Game start"). */
export const launchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const route = playerRoutes(app, 'games');

  // The login check comes first: a guest gets 401 before anything about the game.
  route(contract.endpoints.launchGame, 'member', ({ query }, request) =>
    launch(ctx, query, request),
  );
  route(launchByBody, 'member', ({ body }, request) => launch(ctx, body, request));
};

function launch(ctx: ServiceContext, fields: LaunchFields, request: FastifyRequest) {
  return launchGame(ctx.db, {
    merchant: request.merchant,
    principal: request.principal!,
    nodeId: fields.nodeId,
    accountType: fields.accountType,
    language: launchLanguage(fields.language, request.language),
    siteOrigin: `${request.protocol}://${request.host}`,
    log: request.log,
  });
}
