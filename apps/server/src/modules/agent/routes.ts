import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member as memberContract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { checkAffiliateCode } from './service';

/** Agent calls that need no session: the invitation-code check of registration links. */
export const agentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const endpoint = memberContract.endpoints.affiliate;
  app.get(
    endpoint.path,
    {
      schema: {
        tags: ['agent'],
        summary: 'Check an invitation (affiliate) code',
        querystring: endpoint.query,
        response: { 200: endpoint.response },
      },
    },
    async (request) =>
      ok(await checkAffiliateCode(ctx.db, request.merchant.id, request.query.code)),
  );
};
