import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toMajor, wallet as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { balanceOf } from './balances';
import { walletSettingsOf } from './settings';
import { memberTransfer, walletTransfer } from './transfers';

/** Transfers: main ↔ vendor wallets, member → upline, agent → downline. */
export const transferRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;

  app.post(
    contract.endpoints.walletTransfer.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Move money between the main wallet and a vendor wallet (or all of it)',
        body: contract.endpoints.walletTransfer.body,
        response: { 200: contract.endpoints.walletTransfer.response },
      },
    },
    async (request) => {
      const principal = request.principal!;
      const settings = await walletSettingsOf(db, request.merchant.id);
      const done = await walletTransfer(db, principal, settings, request.body);
      return ok({
        orderNo: done.orderNo,
        amount: toMajor(done.amount),
        balance: await balanceOf(db, request.merchant, settings, principal.memberId),
      });
    },
  );

  for (const direction of ['upline', 'downline'] as const) {
    const endpoint =
      direction === 'upline'
        ? contract.endpoints.transferUpline
        : contract.endpoints.transferDownline;
    app.post(
      endpoint.path,
      {
        preHandler: auth.requireRealAccount,
        schema: {
          tags: ['wallet'],
          summary:
            direction === 'upline'
              ? "Send money to the member's agent"
              : 'Send money from an agent to a direct downline',
          body: endpoint.body,
          response: { 200: endpoint.response },
        },
      },
      async (request) => {
        const done = await memberTransfer(db, request.principal!, direction, request.body);
        return ok({
          orderNo: done.orderNo,
          amount: toMajor(done.amount),
          balance: toMajor(done.balance),
        });
      },
    );
  }
};
