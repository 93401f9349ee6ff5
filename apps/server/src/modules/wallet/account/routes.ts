import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { setPaymentPassword } from '../payment-settings/service';
import { securityOf, updateProfile } from './account';

const { endpoints } = contract;
const tags = ['member'];

/** "My account" of the member centre: profile, payee name and the payment password. */
export const accountRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.security,
    'realAccount',
    { tags, summary: 'The member’s account and security settings' },
    (_input, request) => securityOf(db, request.principal!.memberId),
  );

  playerRoute(
    app,
    endpoints.profile,
    'realAccount',
    { tags, summary: 'Change nickname or e-mail; set the payee name once' },
    ({ body }, request) => updateProfile(db, request.principal!.memberId, body),
  );

  playerRoute(
    app,
    endpoints.paymentPassword,
    'realAccount',
    {
      tags,
      summary: 'Set (with the login password) or change (with the old one) the payment password',
    },
    async ({ body }, request) => {
      const { memberId, merchantId } = request.principal!;
      await setPaymentPassword(db, { id: memberId, merchantId }, body);
      return null;
    },
  );
};
