import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths, toMajor } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RouteOptions } from '../../platform/http/route-context';
import { merchantLookup } from '../system/service';
import { demoNotFoundPage, demoPageHeaders, demoPaymentPage } from './demo-gateway-page';
import { receiveGatewayCallback } from './deposits';
import { findDeposit } from './deposits-queries';
import { signPayload, signatureHeader } from './payment-gateway';

/**
 * Where the player goes after paying: a path on this site only. Anything with a scheme, a
 * host (`//evil.example`), a backslash or control characters would make the demo gateway an
 * open redirect.
 */
export function safeReturnUrl(candidate: string | undefined, orderNo: string): string {
  const fallback = `/?deposit=${encodeURIComponent(orderNo)}`;
  if (!candidate || candidate.length > 512) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(candidate)) return fallback;
  return candidate;
}

const pageQuery = z.object({
  orderNo: z.string().trim().min(1).max(64),
  merchant: z.string().trim().min(1).max(64).optional(),
  returnUrl: z.string().max(512).optional(),
});

const payForm = pageQuery.extend({ outcome: z.enum(['complete', 'fail']) });

/** The demo order of a request: only orders of a method on the built-in demo gateway. */
async function demoOrder(
  db: Database,
  request: FastifyRequest,
  { merchant: merchantCode, orderNo }: { merchant?: string; orderNo: string },
) {
  // The page is opened by a browser navigation, which sends no Merchant header.
  const merchant = merchantCode
    ? await merchantLookup(db).byCode(merchantCode.toLowerCase())
    : request.merchant;
  if (!merchant) return undefined;
  const found = await findDeposit(db, merchant.id, orderNo);
  if (!found || found.method.gateway !== 'demo') return undefined;
  return { merchant, ...found };
}

/**
 * The built-in demo payment gateway (issue 5): a page, served by this server and labelled as
 * demo, where a player completes or fails a gateway deposit without real money. Its buttons
 * do what a real gateway does: send a callback signed with the method's secret, which goes
 * through the same signature check as any gateway's.
 */
export const demoGatewayRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    paths.demoGatewayPay,
    { schema: { tags: ['wallet'], summary: 'Demo payment gateway page', querystring: pageQuery } },
    async (request, reply) => {
      const order = await demoOrder(db, request, request.query);
      reply.headers(demoPageHeaders);
      if (!order) return reply.status(404).send(demoNotFoundPage());
      return reply.send(
        demoPaymentPage({
          merchantName: order.merchant.name,
          merchantCode: order.merchant.code,
          currencySymbol: order.merchant.currencySymbol,
          orderNo: order.deposit.orderNo,
          methodName: order.method.name,
          amount: order.deposit.amount,
          status: order.deposit.status,
          returnUrl: safeReturnUrl(request.query.returnUrl, order.deposit.orderNo),
        }),
      );
    },
  );

  app.post(
    paths.demoGatewayPay,
    { schema: { tags: ['wallet'], summary: 'Demo payment gateway: pay or fail', body: payForm } },
    async (request, reply) => {
      const order = await demoOrder(db, request, request.body);
      if (!order) return reply.status(404).headers(demoPageHeaders).send(demoNotFoundPage());
      const { merchant, deposit, method } = order;
      const body = JSON.stringify({
        orderNo: deposit.orderNo,
        status: request.body.outcome === 'complete' ? 'success' : 'failed',
        amount: toMajor(deposit.amount),
        gatewayReference: `DEMO-${randomBytes(8).toString('hex')}`,
      });
      const headers = { [signatureHeader]: signPayload(method.gatewaySecret ?? '', body) };
      try {
        await receiveGatewayCallback(db, merchant.id, method.code, headers, body);
      } catch (error) {
        // A second press after the order settled: the site shows the order as it is.
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
      return reply.redirect(safeReturnUrl(request.body.returnUrl, deposit.orderNo), 303);
    },
  );
};
