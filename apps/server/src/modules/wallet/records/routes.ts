import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { bonusDetails, personalProfit, transactionHistory } from './records';

const { endpoints } = contract;

/** The member centre's records: account record, bonus details, profit and loss. */
export const recordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'wallet');

  route(endpoints.transactionHistory, 'realAccount', ({ query }, request) =>
    transactionHistory(db, request.principal!.memberId, query),
  );

  route(endpoints.bonusDetails, 'realAccount', ({ query }, request) =>
    bonusDetails(db, request.principal!.memberId, query),
  );

  route(endpoints.personalProfit, 'realAccount', ({ query }, request) =>
    personalProfit(db, request.principal!.memberId, query),
  );
};
