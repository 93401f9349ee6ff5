import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as memberContract } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { checkAffiliateCode } from './service';

/** Agent calls that need no session: the invitation-code check of registration links. */
export const agentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const route = playerRoutes(app, 'agent');

  route(memberContract.endpoints.affiliate, 'public', ({ query }, request) =>
    checkAffiliateCode(ctx.db, request.merchant.id, query.code),
  );
};
