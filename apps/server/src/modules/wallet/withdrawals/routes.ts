import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawal as contract } from '@croupier/contract';
import { consoleRoute, playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { paymentRoles, staffOf, staffOnly } from '../../../platform/http/staff-guard';
import { parseReceipt, readReceiptForm } from './receipt-form';
import { addBankCard, bankCardsOf, removeBankCard } from './bank-cards';
import { withdrawalOrders } from './orders';
import { answerReceipt } from './receipt';
import { withdraw, withdrawInfo } from './request';
import { backofficeWithdrawals, reviewWithdrawal, withdrawalProof } from './review';

const { endpoints } = contract;
const tags = ['wallet'];

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

  playerRoute(
    app,
    endpoints.bankCards,
    'realAccount',
    { tags, summary: 'The member’s bank cards (numbers masked)' },
    (_input, request) => bankCardsOf(db, request.principal!.memberId),
  );

  playerRoute(
    app,
    endpoints.addBankCard,
    'realAccount',
    { tags, summary: 'Add a bank card in the payee’s name (at most 5)' },
    ({ body }, request) =>
      addBankCard(db, { id: request.principal!.memberId, merchantId: request.merchant.id }, body),
  );

  playerRoute(
    app,
    endpoints.removeBankCard,
    'realAccount',
    { tags, summary: 'Stop using a bank card (kept for the history of its withdrawals)' },
    async ({ params }, request) => {
      await removeBankCard(db, request.principal!.memberId, BigInt(params.id));
      return null;
    },
  );

  playerRoute(
    app,
    endpoints.info,
    'realAccount',
    { tags, summary: 'Balance, limits, today’s remaining requests, turnover and cards' },
    (_input, request) => withdrawInfo(db, memberOf(request)),
  );

  playerRoute(
    app,
    endpoints.withdraw,
    'realAccount',
    {
      tags,
      summary: 'Request a withdrawal: the amount is held until the operator pays or rejects',
    },
    ({ body }, request) => withdraw(db, memberOf(request), body),
  );

  playerRoute(
    app,
    endpoints.orders,
    'realAccount',
    { tags, summary: 'The member’s withdrawals, newest first' },
    ({ query }, request) => withdrawalOrders(db, memberOf(request), query),
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
    playerRoute(
      uploads,
      endpoints.receipt,
      'realAccount',
      {
        tags,
        summary:
          'After payout: received, partly received (amount) or not received (proof pictures)',
        description:
          'multipart/form-data with fields receipt, receivedAmount, note and up to 3 files ' +
          '`proof` (png/jpg, 5 MB each); or JSON for received / partial without files.',
      },
      async ({ params }, request) => {
        const { fields, proofs } = request.isMultipart()
          ? await readReceiptForm(request)
          : { fields: request.body, proofs: [] };
        return answerReceipt(db, memberOf(request), params.orderNo, parseReceipt(fields), proofs);
      },
    );
  });
};

/** Operator calls (`/bo/...`): the withdrawal queue, approve, reject, pay out, proofs. */
export const withdrawalConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const tags = ['console'];

  consoleRoute(
    app,
    endpoints.boList,
    paymentRoles,
    { tags, summary: 'Withdrawal queue, newest first, optionally by status' },
    ({ query }, request) => backofficeWithdrawals(db, request.merchant.id, query),
  );

  const steps = [
    [endpoints.boApprove, 'Approve a pending withdrawal', 'approve'],
    [endpoints.boPayout, 'Record an approved withdrawal as paid out', 'payout'],
  ] as const;
  for (const [endpoint, summary, step] of steps) {
    consoleRoute(app, endpoint, paymentRoles, { tags, summary }, ({ params }, request) =>
      reviewWithdrawal(db, request.merchant.id, params.orderNo, staffOf(request), step),
    );
  }

  consoleRoute(
    app,
    endpoints.boReject,
    paymentRoles,
    { tags, summary: 'Reject a pending or approved withdrawal; the held amount goes back' },
    ({ params, body }, request) =>
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
        tags,
        summary: 'A proof picture the member attached to their answer',
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
