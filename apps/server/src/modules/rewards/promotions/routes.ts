import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewards as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { bonusDetails, joinPromotion, promotionOffers } from './service';

const { endpoints } = contract;

/**
 * The promotions' player calls: the offers to anyone (a member's with their status), joining
 * to a real (non-trial) account, the bonus details to a member.
 */
export const promotionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'rewards');
  route(endpoints.promotionOffers, 'identified', (_input, { merchant, principal }) =>
    promotionOffers(db, merchant.id, principal?.memberId ?? null, new Date()),
  );
  route(endpoints.promotionJoin, 'realAccount', ({ params, body }, { merchant, principal }) =>
    joinPromotion(
      db,
      { merchantId: merchant.id, memberId: principal!.memberId },
      params.promotionId,
      body,
      new Date(),
    ),
  );
  route(endpoints.bonusDetails, 'member', (_input, { merchant, principal, language }) =>
    bonusDetails(
      db,
      { merchantId: merchant.id, memberId: principal!.memberId },
      language,
      new Date(),
    ),
  );
};
