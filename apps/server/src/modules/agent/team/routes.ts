import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agent as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { agentOnly, downlineSummary, downlines, teamOverview } from './service';

const { endpoints } = contract;

/** The agent centre's team calls: a real account (401/403 first), then agents only. */
export const teamRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'agent');

  route(endpoints.teamOverview, 'realAccount', ({ query }, request) => {
    const agent = agentOnly(request.principal!);
    return teamOverview(db, agent.merchantId, agent.memberId, query);
  });

  route(endpoints.downlines, 'realAccount', ({ query }, request) => {
    const agent = agentOnly(request.principal!);
    return downlines(db, agent.merchantId, agent.memberId, query);
  });

  route(endpoints.downline, 'realAccount', ({ params }, request) => {
    const agent = agentOnly(request.principal!);
    return downlineSummary(db, agent.merchantId, agent.memberId, params.username);
  });
};
