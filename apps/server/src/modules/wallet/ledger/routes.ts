import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleMembers, wallet as contract } from '@croupier/contract';
import { consoleRoute, playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { readRoles } from '../../../platform/http/staff-guard';
import { walletSettingsOf } from '../payment-settings/service';
import { balanceOf, walletsOf } from './balances';
import { memberBalances, memberLedger } from './member-books';

const tags = ['wallet'];

/** Balances and the merchant's wallet mode (spec §7 "Wallet"). */
export const balanceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  // Some clients read the balance from the consolidated-funds call (wire conventions).
  for (const endpoint of [contract.endpoints.balance, contract.endpoints.consolidatedFunds]) {
    playerRoute(
      app,
      endpoint,
      'realAccount',
      { tags, summary: 'Balance of every wallet of the member' },
      async (_input, request) =>
        balanceOf(
          db,
          request.merchant,
          await walletSettingsOf(db, request.merchant.id),
          request.principal!.memberId,
        ),
    );
  }

  playerRoute(
    app,
    contract.endpoints.merchantWallet,
    'member',
    { tags, summary: 'Single wallet, or a transfer wallet per vendor' },
    async (_input, request) => {
      const settings = await walletSettingsOf(db, request.merchant.id);
      return { isSingle: settings.singleWallet, wallets: walletsOf(settings) };
    },
  );
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

  consoleRoute(
    app,
    endpoints.balances,
    readRoles,
    {
      tags: ['console'],
      summary: 'A member’s wallets: main, vendor wallets, bonus and the withdrawal hold',
    },
    ({ params }, request) => memberBalances(db, request.merchant, BigInt(params.memberId)),
  );

  consoleRoute(
    app,
    endpoints.ledger,
    readRoles,
    { tags: ['console'], summary: 'A member’s ledger entries on every wallet, newest first' },
    ({ params, query }, request) =>
      memberLedger(db, request.merchant.id, BigInt(params.memberId), query),
  );
};
