import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as memberContract } from '@croupier/contract';
import { playerRoute } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import { checkAffiliateCode } from './service';

/** Agent calls that need no session: the invitation-code check of registration links. */
export const agentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  playerRoute(
    app,
    memberContract.endpoints.affiliate,
    'public',
    { tags: ['agent'], summary: 'Check an invitation (affiliate) code' },
    ({ query }, request) => checkAffiliateCode(ctx.db, request.merchant.id, query.code),
  );
};
