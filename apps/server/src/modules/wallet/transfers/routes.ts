import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { transferBetweenWallets, transferToMember } from './transfers';

const { endpoints } = contract;

/** Transfers: main ↔ vendor wallets, member → upline, agent → downline. */
export const transferRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'wallet');

  route(endpoints.walletTransfer, 'realAccount', ({ body }, request) =>
    transferBetweenWallets(db, request.merchant, request.principal!, body),
  );

  route(endpoints.transferUpline, 'realAccount', ({ body }, request) =>
    transferToMember(db, request.principal!, 'upline', body),
  );

  route(endpoints.transferDownline, 'realAccount', ({ body }, request) =>
    transferToMember(db, request.principal!, 'downline', body),
  );
};
