import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../../platform/http/route-context';
import { accountRoutes } from './account/routes';
import { depositConsoleRoutes, depositRoutes } from './deposits/routes';
import { balanceRoutes, memberBooksConsoleRoutes } from './ledger/routes';
import { paymentSettingsRoutes } from './payment-settings/routes';
import { recordRoutes } from './records/routes';
import { transferRoutes } from './transfers/routes';
import { withdrawalConsoleRoutes, withdrawalRoutes } from './withdrawals/routes';

/** The wallet's player calls (spec §7 "Wallet", §2 member centre money pages). */
export const walletRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(accountRoutes, options);
  await app.register(balanceRoutes, options);
  await app.register(transferRoutes, options);
  await app.register(recordRoutes, options);
  await app.register(depositRoutes, options);
  await app.register(withdrawalRoutes, options);
};

/**
 * The wallet's operator calls: the deposit and withdrawal queues, the payment settings, and
 * a member's wallets and books on the member detail.
 */
export const walletConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(depositConsoleRoutes, options);
  await app.register(withdrawalConsoleRoutes, options);
  await app.register(paymentSettingsRoutes, options);
  await app.register(memberBooksConsoleRoutes, options);
};
