import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { balanceOf, walletsOf } from './balances';
import { walletSettingsOf } from './settings';

/** Balances and the merchant's wallet mode (spec §7 "Wallet"). */
export const balanceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;

  // Some clients read the balance from the consolidated-funds call (wire conventions).
  for (const endpoint of [contract.endpoints.balance, contract.endpoints.consolidatedFunds]) {
    app.get(
      endpoint.path,
      {
        preHandler: auth.requireRealAccount,
        schema: {
          tags: ['wallet'],
          summary: 'Balance of every wallet of the member',
          response: { 200: endpoint.response },
        },
      },
      async (request) =>
        ok(
          await balanceOf(
            db,
            request.merchant,
            await walletSettingsOf(db, request.merchant.id),
            request.principal!.memberId,
          ),
        ),
    );
  }

  app.get(
    contract.endpoints.merchantWallet.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags: ['wallet'],
        summary: 'Single wallet, or a transfer wallet per vendor',
        response: { 200: contract.endpoints.merchantWallet.response },
      },
    },
    async (request) => {
      const settings = await walletSettingsOf(db, request.merchant.id);
      return ok({ isSingle: settings.singleWallet, wallets: walletsOf(settings) });
    },
  );
};
