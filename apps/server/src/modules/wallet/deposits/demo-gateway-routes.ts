import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '@croupier/contract';
import type { RouteOptions } from '../../../platform/http/route-context';
import { demoOrder, payDemoOrder, safeReturnUrl } from './demo-gateway';
import { demoNotFoundPage, demoPageHeaders, demoPaymentPage } from './demo-gateway-page';

// An HTML page and a form post, not the envelope: plain Fastify routes.

const pageQuery = z.object({
  orderNo: z.string().trim().min(1).max(64),
  merchant: z.string().trim().min(1).max(64).optional(),
  returnUrl: z.string().max(512).optional(),
});

const payForm = pageQuery.extend({ outcome: z.enum(['complete', 'fail']) });

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
      await payDemoOrder(db, order, request.body.outcome);
      return reply.redirect(safeReturnUrl(request.body.returnUrl, order.deposit.orderNo), 303);
    },
  );
};
