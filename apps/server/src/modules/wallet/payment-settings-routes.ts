import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePaymentSettings as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { paymentRoles, readRoles, staffOf, staffOnly } from '../../platform/http/staff-guard';
import {
  paymentMethodSettings,
  reorderPaymentMethods,
  updatePaymentMethodSetting,
  updateWalletLimits,
  walletLimitsOf,
} from './payment-settings';

const { endpoints } = contract;

/**
 * The console's payment settings of a merchant (`/bo/payments/...`): everyone reads them,
 * the finance roles change them, each change audited.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const merchantOf = (request: { merchant: { id: number; code: string } }) => ({
    id: request.merchant.id,
    code: request.merchant.code,
  });

  app.get(
    endpoints.methods.path,
    {
      ...staffOnly(readRoles),
      schema: {
        tags: ['console'],
        summary: 'The merchant’s ways to deposit, disabled ones too, in the players’ order',
        response: { 200: endpoints.methods.response },
      },
    },
    async (request) => ok(await paymentMethodSettings(db, request.merchant.id)),
  );

  app.put(
    endpoints.updateMethod.path,
    {
      ...staffOnly(paymentRoles),
      schema: {
        tags: ['console'],
        summary: 'Turn a way to deposit on or off, change its limits or its place (audited)',
        params: endpoints.updateMethod.params,
        body: endpoints.updateMethod.body,
        response: { 200: endpoints.updateMethod.response },
      },
    },
    async (request) =>
      ok(
        await updatePaymentMethodSetting(
          db,
          merchantOf(request),
          request.params.code,
          request.body,
          staffOf(request),
        ),
      ),
  );

  app.put(
    endpoints.order.path,
    {
      ...staffOnly(paymentRoles),
      schema: {
        tags: ['console'],
        summary: 'Put the ways to deposit in a new order: every code once (audited)',
        body: endpoints.order.body,
        response: { 200: endpoints.order.response },
      },
    },
    async (request) =>
      ok(
        await reorderPaymentMethods(db, merchantOf(request), request.body.codes, staffOf(request)),
      ),
  );

  app.get(
    endpoints.limits.path,
    {
      ...staffOnly(readRoles),
      schema: {
        tags: ['console'],
        summary: 'The merchant’s wallet limits: withdrawals, turnover, auto-receipt, transfers',
        response: { 200: endpoints.limits.response },
      },
    },
    async (request) => ok(await walletLimitsOf(db, request.merchant.id)),
  );

  app.put(
    endpoints.updateLimits.path,
    {
      ...staffOnly(paymentRoles),
      schema: {
        tags: ['console'],
        summary: 'Change the merchant’s wallet limits (audited)',
        body: endpoints.updateLimits.body,
        response: { 200: endpoints.updateLimits.response },
      },
    },
    async (request) =>
      ok(await updateWalletLimits(db, merchantOf(request), request.body, staffOf(request))),
  );
};
