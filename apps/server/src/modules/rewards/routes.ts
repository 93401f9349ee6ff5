import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewards as contract } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { vipOverview } from './vip/service';
import { pointsRoutes } from './points/routes';
import { rebateRoutes } from './rebate/routes';
import { promotionRoutes } from './promotions/routes';

/**
 * The rewards' player API, as app.ts registers it: the VIP page's call, answered to a visitor
 * with the levels only and to a member (a live token) with their progress too.
 */
export const rewardsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'rewards');
  route(contract.endpoints.vip, 'identified', (_input, { merchant, principal }) =>
    vipOverview(db, merchant.id, principal?.memberId ?? null, new Date()),
  );
  // The points mall's calls (points/routes.ts).
  await app.register(pointsRoutes, options);
  // The cashback page's calls (rebate/routes.ts).
  await app.register(rebateRoutes, options);
  // Promotions members take, and their bonus details (promotions/routes.ts).
  await app.register(promotionRoutes, options);
};

/** The rewards' console routes (`/bo/rewards/...`), which app.ts registers with the console's. */
export { rewardsConsoleRoutes } from './console/routes';
