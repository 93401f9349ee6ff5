import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lottery as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { drawResults, gameNumeros, openedNumeros } from './service';

const { endpoints } = contract;

/**
 * What anyone may read of draws: the open ones (the spec's "opened numero lists" need no
 * token) and the past ones with their revealed seeds, so that anybody, player or not, can
 * recompute a result, as the lobby's catalogue reads answer guests too.
 */
export const drawRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'lottery');

  route(endpoints.openedNumeros, 'public', (_input, { merchant }) =>
    openedNumeros(db, merchant.id, new Date()),
  );

  route(endpoints.gameNumeros, 'public', ({ query }, { merchant }) =>
    gameNumeros(db, merchant.id, query.gameCode, new Date()),
  );

  route(endpoints.results, 'public', ({ query }, { merchant }) =>
    drawResults(db, merchant.id, query),
  );
};
