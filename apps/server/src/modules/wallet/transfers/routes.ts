import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { transferBetweenWallets, transferToMember } from './transfers';

const { endpoints } = contract;
const tags = ['wallet'];

/** Transfers: main ↔ vendor wallets, member → upline, agent → downline. */
export const transferRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.walletTransfer,
    'realAccount',
    { tags, summary: 'Move money between the main wallet and a vendor wallet (or all of it)' },
    ({ body }, request) => transferBetweenWallets(db, request.merchant, request.principal!, body),
  );

  playerRoute(
    app,
    endpoints.transferUpline,
    'realAccount',
    { tags, summary: "Send money to the member's agent" },
    ({ body }, request) => transferToMember(db, request.principal!, 'upline', body),
  );

  playerRoute(
    app,
    endpoints.transferDownline,
    'realAccount',
    { tags, summary: 'Send money from an agent to a direct downline' },
    ({ body }, request) => transferToMember(db, request.principal!, 'downline', body),
  );
};
