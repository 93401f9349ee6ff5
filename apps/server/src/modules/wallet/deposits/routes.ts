import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { deposit as contract } from '@croupier/contract';
import { consoleRoute, playerRoute } from '../../../platform/http/endpoint-route';
import { ok } from '../../../platform/http/envelope';
import type { RouteOptions } from '../../../platform/http/route-context';
import { paymentRoles, staffOf } from '../../../platform/http/staff-guard';
import { demoGatewayRoutes } from './demo-gateway-routes';
import { createDeposit, depositMethods, publicDepositMethods } from './open';
import { depositQueuePage, memberDepositPage } from './orders';
import { confirmDeposit, receiveGatewayCallback, rejectDeposit } from './settlement';

const { endpoints } = contract;
const tags = ['wallet'];

/**
 * Player calls of the deposit flow, the footer's public list of methods, the gateways'
 * callback and the demo gateway's page.
 */
export const depositRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { db } = options.ctx;

  playerRoute(
    app,
    endpoints.methods,
    'realAccount',
    {
      tags,
      summary: 'Ways to deposit, with their limits (and the bank account of bank transfers)',
    },
    (_input, request) => depositMethods(db, request.merchant.id),
  );

  playerRoute(
    app,
    endpoints.publicMethods,
    'public',
    { tags, summary: 'Names and kinds of the ways to deposit, for the footer (guests too)' },
    (_input, request) => publicDepositMethods(db, request.merchant.id),
  );

  playerRoute(
    app,
    endpoints.create,
    'realAccount',
    {
      tags,
      summary: 'Open a deposit order: bank details and reference, or the gateway payment page',
    },
    ({ body }, request) => createDeposit(db, request.merchant, request.principal!.memberId, body),
  );

  playerRoute(
    app,
    endpoints.orders,
    'realAccount',
    { tags, summary: 'The member’s deposit orders, newest first' },
    ({ query }, request) =>
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
          summary:
            'Payment gateway callback: JSON {orderNo, status, amount, gatewayReference}, ' +
            'signed `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`',
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
  const tags = ['console'];

  consoleRoute(
    app,
    endpoints.queue,
    paymentRoles,
    { tags, summary: 'Deposit orders of the merchant, oldest first (filter by status)' },
    ({ query }, request) => depositQueuePage(db, request.merchant.id, query),
  );

  consoleRoute(
    app,
    endpoints.confirm,
    paymentRoles,
    { tags, summary: 'The bank transfer arrived: credit the member (idempotent)' },
    ({ params }, request) =>
      confirmDeposit(db, request.merchant.id, params.orderNo, staffOf(request)),
  );

  consoleRoute(
    app,
    endpoints.reject,
    paymentRoles,
    { tags, summary: 'The bank transfer did not arrive or does not match: fail the order' },
    ({ params, body }, request) =>
      rejectDeposit(db, request.merchant.id, params.orderNo, staffOf(request), body.reason),
  );
};
