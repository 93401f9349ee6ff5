import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleMembers, wallet as contract } from '@croupier/contract';
import { consoleRoutes, playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { readRoles } from '../../../platform/http/staff-guard';
import { walletSettingsOf } from '../payment-settings/service';
import { balanceOf, walletsOf } from './balances';
import { memberBalances, memberLedger } from './member-books';

/** Balances and the merchant's wallet mode (spec §7 "Wallet"). */
export const balanceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { endpoints } = contract;
  const route = playerRoutes(app, 'wallet');

  // Some clients read the balance from the consolidated-funds call (wire conventions).
  for (const endpoint of [endpoints.balance, endpoints.consolidatedFunds]) {
    route(endpoint, 'realAccount', async (_input, request) =>
      balanceOf(
        db,
        request.merchant,
        await walletSettingsOf(db, request.merchant.id),
        request.principal!.memberId,
      ),
    );
  }

  route(endpoints.merchantWallet, 'member', async (_input, request) => {
    const settings = await walletSettingsOf(db, request.merchant.id);
    return { isSingle: settings.singleWallet, wallets: walletsOf(settings) };
  });
};

/**
 * A member's money on the console's member detail (`/bo/members/:memberId/...`): the wallets
 * and the books. Every staff member reads them.
 */
export const memberBooksConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const { endpoints } = consoleMembers;
  const route = consoleRoutes(app, 'console');

  route(endpoints.balances, readRoles, ({ params }, request) =>
    memberBalances(db, request.merchant, BigInt(params.memberId)),
  );

  route(endpoints.ledger, readRoles, ({ params, query }, request) =>
    memberLedger(db, request.merchant.id, BigInt(params.memberId), query),
  );
};
