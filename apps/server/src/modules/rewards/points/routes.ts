import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewards as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { convertPoints, pointDetails, pointRules, pointsSummary } from './service';

const { endpoints } = contract;

/**
 * The points' player calls (the `/pointMall` page): the rules to anyone, the balance and
 * details to a member, the conversion to a real (non-trial) account.
 */
export const pointsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'rewards');
  route(endpoints.pointRules, 'public', (_input, { merchant }) => pointRules(db, merchant.id));
  route(endpoints.points, 'member', (_input, { principal }) =>
    pointsSummary(db, principal!.memberId),
  );
  route(endpoints.pointDetails, 'member', ({ query }, { principal }) =>
    pointDetails(db, principal!.memberId, query),
  );
  route(endpoints.convertPoints, 'realAccount', ({ body }, { merchant, principal }) =>
    convertPoints(db, { memberId: principal!.memberId, merchantId: merchant.id }, body),
  );
};
