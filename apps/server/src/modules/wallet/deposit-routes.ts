import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { deposit as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { paymentRoles, staffOnly } from '../../platform/http/staff-guard';
import { demoGatewayRoutes } from './demo-gateway';
import {
  confirmDeposit,
  createDeposit,
  depositMethods,
  publicDepositMethods,
  receiveGatewayCallback,
  rejectDeposit,
} from './deposits';
import { depositQueuePage, memberDepositPage } from './deposits-queries';

/**
 * Player calls of the deposit flow, the footer's public list of methods, the gateways'
 * callback and the demo gateway's page.
 */
export const depositRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ctx, auth } = options;
  const { db } = ctx;

  app.get(
    contract.endpoints.methods.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Ways to deposit, with their limits (and the bank account of bank transfers)',
        response: { 200: contract.endpoints.methods.response },
      },
    },
    async (request) => ok(await depositMethods(db, request.merchant.id)),
  );

  app.get(
    contract.endpoints.publicMethods.path,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Names and kinds of the ways to deposit, for the footer (guests too)',
        response: { 200: contract.endpoints.publicMethods.response },
      },
    },
    async (request) => ok(await publicDepositMethods(db, request.merchant.id)),
  );

  app.post(
    contract.endpoints.create.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Open a deposit order: bank details and reference, or the gateway payment page',
        body: contract.endpoints.create.body,
        response: { 200: contract.endpoints.create.response },
      },
    },
    async (request) =>
      ok(await createDeposit(db, request.merchant, request.principal!.memberId, request.body)),
  );

  app.get(
    contract.endpoints.orders.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'The member’s deposit orders, newest first',
        querystring: contract.endpoints.orders.query,
        response: { 200: contract.endpoints.orders.response },
      },
    },
    async (request) =>
      ok(
        await memberDepositPage(
          db,
          request.merchant.id,
          request.principal!.memberId,
          request.query,
        ),
      ),
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
      contract.endpoints.callback.path,
      {
        schema: {
          tags: ['wallet'],
          summary:
            'Payment gateway callback: JSON {orderNo, status, amount, gatewayReference}, ' +
            'signed `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`',
          params: contract.endpoints.callback.params,
          response: { 200: contract.endpoints.callback.response },
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
  const forFinance = staffOnly(paymentRoles);

  app.get(
    contract.endpoints.queue.path,
    {
      ...forFinance,
      schema: {
        tags: ['console'],
        summary: 'Deposit orders of the merchant, oldest first (filter by status)',
        querystring: contract.endpoints.queue.query,
        response: { 200: contract.endpoints.queue.response },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return ok(await depositQueuePage(db, request.merchant.id, status, page));
    },
  );

  app.post(
    contract.endpoints.confirm.path,
    {
      ...forFinance,
      schema: {
        tags: ['console'],
        summary: 'The bank transfer arrived: credit the member (idempotent)',
        params: contract.endpoints.confirm.params,
        response: { 200: contract.endpoints.confirm.response },
      },
    },
    async (request) =>
      ok(await confirmDeposit(db, request.merchant.id, request.params.orderNo, request.staff!)),
  );

  app.post(
    contract.endpoints.reject.path,
    {
      ...forFinance,
      schema: {
        tags: ['console'],
        summary: 'The bank transfer did not arrive or does not match: fail the order',
        params: contract.endpoints.reject.params,
        body: contract.endpoints.reject.body,
        response: { 200: contract.endpoints.reject.response },
      },
    },
    async (request) =>
      ok(
        await rejectDeposit(
          db,
          request.merchant.id,
          request.params.orderNo,
          request.staff!,
          request.body.reason,
        ),
      ),
  );
};
