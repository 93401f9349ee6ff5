import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePaymentSettings as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
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

/**
 * The console's payment settings of a merchant (`/bo/payments/...`): everyone reads them,
 * the finance roles change them, each change audited.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.methods, readRoles, (_input, request) =>
    paymentMethodSettings(db, request.merchant.id),
  );

  route(endpoints.updateMethod, paymentRoles, ({ params, body }, request) =>
    updatePaymentMethodSetting(db, request.merchant, params.code, body, staffOf(request)),
  );

  route(endpoints.order, paymentRoles, ({ body }, request) =>
    reorderPaymentMethods(db, request.merchant, body.codes, staffOf(request)),
  );

  route(endpoints.limits, readRoles, (_input, request) => walletLimitsOf(db, request.merchant.id));

  route(endpoints.updateLimits, paymentRoles, ({ body }, request) =>
    updateWalletLimits(db, request.merchant, body, staffOf(request)),
  );
};
