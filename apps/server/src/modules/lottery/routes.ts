import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lottery as contract } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { drawRoutes } from './draws/routes';
import { ticketRoutes } from './tickets/routes';
import { lotteryGameList } from './service';

/**
 * The lottery's player API, as app.ts registers it: the game list (a catalogue read,
 * answered to guests like the lobby's), the draws' reads and a member's tickets.
 */
export const lotteryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'lottery');
  route(contract.endpoints.games, 'public', (_input, { merchant, language }) =>
    lotteryGameList(db, merchant.id, language),
  );
  await app.register(drawRoutes, options);
  await app.register(ticketRoutes, options);
};

/** The lottery's console routes (`/bo/lottery/...`), which app.ts registers with the console's. */
export { lotteryConsoleRoutes } from './console/routes';

/** The console's lottery results (`/bo/lottery/results`, a draw's `/results`), likewise. */
export { resultConsoleRoutes } from './results/routes';
