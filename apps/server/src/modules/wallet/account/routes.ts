import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { setPaymentPassword } from '../payment-settings/service';
import { securityOf, updateProfile } from './account';

const { endpoints } = contract;

/** "My account" of the member centre: profile, payee name and the payment password. */
export const accountRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'member');

  route(endpoints.security, 'realAccount', (_input, request) =>
    securityOf(db, request.principal!.memberId),
  );

  route(endpoints.profile, 'realAccount', ({ body }, request) =>
    updateProfile(db, request.principal!.memberId, body),
  );

  route(endpoints.paymentPassword, 'realAccount', async ({ body }, request) => {
    const { memberId, merchantId } = request.principal!;
    await setPaymentPassword(db, { id: memberId, merchantId }, body);
    return null;
  });
};
