import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewards as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { claimRebate, rebateClaims, rebateSummary } from './service';

const { endpoints } = contract;

/**
 * The cashback page's calls (member centre `manualRebate`): a real (non-trial) account sees
 * and claims its cashback; its history is any member's to read.
 */
export const rebateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'rewards');
  route(endpoints.rebate, 'realAccount', (_input, { merchant, principal }) =>
    rebateSummary(db, { merchantId: merchant.id, memberId: principal!.memberId }, new Date()),
  );
  route(endpoints.rebateClaim, 'realAccount', (_input, { merchant, principal }) =>
    claimRebate(db, { merchantId: merchant.id, memberId: principal!.memberId }, new Date()),
  );
  route(endpoints.rebateClaims, 'member', ({ query }, { principal }) =>
    rebateClaims(db, principal!.memberId, query),
  );
};
