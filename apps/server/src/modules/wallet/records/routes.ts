import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { bonusDetails, personalProfit, transactionHistory } from './records';

const { endpoints } = contract;
const tags = ['wallet'];

/** The member centre's records: account record, bonus details, profit and loss. */
export const recordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.transactionHistory,
    'realAccount',
    { tags, summary: 'Account record: every movement of the member’s wallets, newest first' },
    ({ query }, request) => transactionHistory(db, request.principal!.memberId, query),
  );

  playerRoute(
    app,
    endpoints.bonusDetails,
    'realAccount',
    { tags, summary: 'Bonuses received' },
    ({ query }, request) => bonusDetails(db, request.principal!.memberId, query),
  );

  playerRoute(
    app,
    endpoints.personalProfit,
    'realAccount',
    { tags, summary: 'Personal profit and loss by game category' },
    ({ query }, request) => personalProfit(db, request.principal!.memberId, query),
  );
};
