import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as memberContract } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { checkAffiliateCode } from './service';
import { teamRoutes } from './team/routes';

/**
 * The agent domain's calls: the invitation-code check of registration links (no session),
 * and the agent centre's team calls (agents only, see team/).
 */
export const agentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ctx } = options;
  const route = playerRoutes(app, 'agent');

  route(memberContract.endpoints.affiliate, 'public', ({ query }, request) =>
    checkAffiliateCode(ctx.db, request.merchant.id, query.code),
  );

  await app.register(teamRoutes, options);
};
