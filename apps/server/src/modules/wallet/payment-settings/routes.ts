import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePaymentSettings as contract } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { paymentRoles, readRoles, staffOf } from '../../../platform/http/staff-guard';
import {
  paymentMethodSettings,
  reorderPaymentMethods,
  updatePaymentMethodSetting,
  updateWalletLimits,
  walletLimitsOf,
} from './settings';

const { endpoints } = contract;
const tags = ['console'];

/**
 * The console's payment settings of a merchant (`/bo/payments/...`): everyone reads them,
 * the finance roles change them, each change audited.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.methods,
    readRoles,
    { tags, summary: 'The merchant’s ways to deposit, disabled ones too, in the players’ order' },
    (_input, request) => paymentMethodSettings(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.updateMethod,
    paymentRoles,
    { tags, summary: 'Turn a way to deposit on or off, change its limits or its place (audited)' },
    ({ params, body }, request) =>
      updatePaymentMethodSetting(db, request.merchant, params.code, body, staffOf(request)),
  );

  consoleRoute(
    app,
    endpoints.order,
    paymentRoles,
    { tags, summary: 'Put the ways to deposit in a new order: every code once (audited)' },
    ({ body }, request) =>
      reorderPaymentMethods(db, request.merchant, body.codes, staffOf(request)),
  );

  consoleRoute(
    app,
    endpoints.limits,
    readRoles,
    {
      tags,
      summary: 'The merchant’s wallet limits: withdrawals, turnover, auto-receipt, transfers',
    },
    (_input, request) => walletLimitsOf(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.updateLimits,
    paymentRoles,
    { tags, summary: 'Change the merchant’s wallet limits (audited)' },
    ({ body }, request) => updateWalletLimits(db, request.merchant, body, staffOf(request)),
  );
};
