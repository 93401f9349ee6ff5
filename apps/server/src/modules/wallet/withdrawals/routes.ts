import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawal as contract } from '@croupier/contract';
import { consoleRoutes, playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { paymentRoles, staffOf, staffOnly } from '../../../platform/http/staff-guard';
import { parseReceipt, readReceiptForm } from './receipt-form';
import { addBankCard, bankCardsOf, removeBankCard } from './bank-cards';
import { withdrawalOrders } from './orders';
import { answerReceipt } from './receipt';
import { withdraw, withdrawInfo } from './request';
import { backofficeWithdrawals, reviewWithdrawal, withdrawalProof } from './review';

const { endpoints } = contract;

const memberOf = (request: FastifyRequest) => ({
  memberId: request.principal!.memberId,
  merchantId: request.merchant.id,
});

/**
 * Player calls of the withdrawal flow: bank cards, the request, the list, and the answer
 * after payout. There is deliberately no call to cancel a request: once made, only the
 * operator's rejection gives the held money back (issue 5).
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'wallet');

  route(endpoints.bankCards, 'realAccount', (_input, request) =>
    bankCardsOf(db, request.principal!.memberId),
  );

  route(endpoints.addBankCard, 'realAccount', ({ body }, request) =>
    addBankCard(db, { id: request.principal!.memberId, merchantId: request.merchant.id }, body),
  );

  route(endpoints.removeBankCard, 'realAccount', async ({ params }, request) => {
    await removeBankCard(db, request.principal!.memberId, BigInt(params.id));
    return null;
  });

  route(endpoints.info, 'realAccount', (_input, request) => withdrawInfo(db, memberOf(request)));

  route(endpoints.withdraw, 'realAccount', ({ body }, request) =>
    withdraw(db, memberOf(request), body),
  );

  route(endpoints.orders, 'realAccount', ({ query }, request) =>
    withdrawalOrders(db, memberOf(request), query),
  );

  // Proof pictures come as multipart; the parser lives only in this scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        files: contract.proofLimits.maxFiles,
        fileSize: contract.proofLimits.maxBytes,
        fields: 10,
        fieldSize: 2_000,
      },
    });
    const uploadRoute = playerRoutes(uploads, 'wallet');
    uploadRoute(endpoints.receipt, 'realAccount', async ({ params }, request) => {
      const { fields, proofs } = request.isMultipart()
        ? await readReceiptForm(request)
        : { fields: request.body, proofs: [] };
      return answerReceipt(db, memberOf(request), params.orderNo, parseReceipt(fields), proofs);
    });
  });
};

/** Operator calls (`/bo/...`): the withdrawal queue, approve, reject, pay out, proofs. */
export const withdrawalConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.boList, paymentRoles, ({ query }, request) =>
    backofficeWithdrawals(db, request.merchant.id, query),
  );

  const steps = [
    [endpoints.boApprove, 'approve'],
    [endpoints.boPayout, 'payout'],
  ] as const;
  for (const [endpoint, step] of steps) {
    route(endpoint, paymentRoles, ({ params }, request) =>
      reviewWithdrawal(db, request.merchant.id, params.orderNo, staffOf(request), step),
    );
  }

  route(endpoints.boReject, paymentRoles, ({ params, body }, request) =>
    reviewWithdrawal(db, request.merchant.id, params.orderNo, staffOf(request), {
      reject: body.reason,
    }),
  );

  // A picture, not the envelope: the one console route that answers raw bytes.
  app.get(
    endpoints.boProof.path,
    {
      ...staffOnly(paymentRoles),
      schema: {
        tags: ['console'],
        summary: endpoints.boProof.summary,
        params: endpoints.boProof.params,
      },
    },
    async (request, reply) => {
      const { orderNo, proofId } = request.params;
      const proof = await withdrawalProof(db, request.merchant.id, orderNo, BigInt(proofId));
      return reply
        .header('content-type', proof.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(proof.bytes));
    },
  );
};
