import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { deposit as contract } from '@croupier/contract';
import { consoleRoutes, playerRoutes } from '../../../platform/http/endpoint-route';
import { ok } from '../../../platform/http/envelope';
import type { RouteOptions } from '../../../platform/http/route-context';
import { paymentRoles, staffOf } from '../../../platform/http/staff-guard';
import { demoGatewayRoutes } from './demo-gateway-routes';
import { createDeposit, depositMethods, publicDepositMethods } from './open';
import { depositQueuePage, memberDepositPage } from './orders';
import { confirmDeposit, receiveGatewayCallback, rejectDeposit } from './settlement';

const { endpoints } = contract;

/**
 * Player calls of the deposit flow, the footer's public list of methods, the gateways'
 * callback and the demo gateway's page.
 */
export const depositRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;
  const route = playerRoutes(app, 'wallet');

  route(endpoints.methods, 'realAccount', (_input, request) =>
    depositMethods(db, request.merchant.id),
  );

  route(endpoints.publicMethods, 'public', (_input, request) =>
    publicDepositMethods(db, request.merchant.id),
  );

  route(endpoints.create, 'realAccount', ({ body }, request) =>
    createDeposit(db, request.merchant, request.principal!.memberId, body),
  );

  route(endpoints.orders, 'realAccount', ({ query }, request) =>
    memberDepositPage(db, request.merchant.id, request.principal!.memberId, query),
  );

  // The signature covers the exact bytes the gateway sent, so this route keeps the raw body
  // and parses it only after the signature holds.
  await app.register(async (scope) => {
    const callbackScope = scope.withTypeProvider<ZodTypeProvider>();
    callbackScope.removeContentTypeParser('application/json');
    callbackScope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    callbackScope.post(
      endpoints.callback.path,
      {
        schema: {
          tags: ['wallet'],
          summary: endpoints.callback.summary,
          params: endpoints.callback.params,
          response: { 200: endpoints.callback.response },
        },
      },
      async (request) =>
        ok(
          await receiveGatewayCallback(
            db,
            request.merchant.id,
            request.params.methodCode,
            request.headers,
            typeof request.body === 'string' ? request.body : '',
          ),
        ),
    );
  });

  await app.register(demoGatewayRoutes, options);
};

/** Operator calls (`/bo/...`) of the deposit flow: the queue, confirm and reject. */
export const depositConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.queue, paymentRoles, ({ query }, request) =>
    depositQueuePage(db, request.merchant.id, query),
  );

  route(endpoints.confirm, paymentRoles, ({ params }, request) =>
    confirmDeposit(db, request.merchant.id, params.orderNo, staffOf(request)),
  );

  route(endpoints.reject, paymentRoles, ({ params, body }, request) =>
    rejectDeposit(db, request.merchant.id, params.orderNo, staffOf(request), body.reason),
  );
};
