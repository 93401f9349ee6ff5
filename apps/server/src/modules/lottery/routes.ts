import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lottery as contract } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { drawRoutes } from './draws/routes';
import { ticketRoutes } from './tickets/routes';
import { lotteryLaunch } from './launch';
import { recentResults } from './recent-results';
import { lotteryGameList } from './service';
import { recentVietnamGames, vietnamMenu } from './vietnam-menu';

/**
 * The lottery's player API, as app.ts registers it: the game list and the Vietnamese menu
 * (catalogue reads, answered to guests like the lobby's), the results boards, the draws'
 * reads, a member's recent Vietnamese games and tickets, and where a member's lottery opens.
 */
export const lotteryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'lottery');
  route(contract.endpoints.games, 'public', (_input, { merchant, language }) =>
    lotteryGameList(db, merchant.id, language),
  );
  // Spec §7: the game menus need no token; a member's recent games do.
  route(contract.endpoints.vietnamMenu, 'public', ({ query }, { merchant, language }) =>
    vietnamMenu(db, merchant.id, language, query.count),
  );
  route(contract.endpoints.vietnamRecentMenu, 'member', (_input, context) =>
    recentVietnamGames(db, context.merchant.id, context.principal!.memberId, context.language),
  );
  route(contract.endpoints.recentResults, 'public', ({ query }, { merchant, language }) =>
    recentResults(db, merchant.id, language, query),
  );
  // Not among spec §7's calls without a token: a member opens a lottery.
  route(contract.endpoints.launch, 'member', ({ query }, { merchant }) =>
    lotteryLaunch(db, merchant.id, query),
  );
  await app.register(drawRoutes, options);
  await app.register(ticketRoutes, options);
};

/** The lottery's console routes (`/bo/lottery/...`), which app.ts registers with the console's. */
export { lotteryConsoleRoutes } from './console/routes';

/** The console's lottery results (`/bo/lottery/results`, a draw's `/results`), likewise. */
export { resultConsoleRoutes } from './results/routes';
