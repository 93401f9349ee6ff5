import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { bonusDetails, personalProfit, transactionHistory } from './records';

/** The member centre's records: account record, bonus details, profit and loss. */
export const recordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;

  app.get(
    contract.endpoints.transactionHistory.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Account record: every movement of the member’s wallets, newest first',
        querystring: contract.endpoints.transactionHistory.query,
        response: { 200: contract.endpoints.transactionHistory.response },
      },
    },
    async (request) => ok(await transactionHistory(db, request.principal!.memberId, request.query)),
  );

  app.get(
    contract.endpoints.bonusDetails.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Bonuses received',
        querystring: contract.endpoints.bonusDetails.query,
        response: { 200: contract.endpoints.bonusDetails.response },
      },
    },
    async (request) => ok(await bonusDetails(db, request.principal!.memberId, request.query)),
  );

  app.get(
    contract.endpoints.personalProfit.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Personal profit and loss by game category',
        querystring: contract.endpoints.personalProfit.query,
        response: { 200: contract.endpoints.personalProfit.response },
      },
    },
    async (request) => ok(await personalProfit(db, request.principal!.memberId, request.query)),
  );
};
