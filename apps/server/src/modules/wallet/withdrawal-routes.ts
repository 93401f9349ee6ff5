import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withdrawal as contract } from '@croupier/contract';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { paymentRoles, staffOnly } from '../../platform/http/staff-guard';
import { addBankCard, activeBankCards, removeBankCard, toBankCard } from './bank-cards';
import { memberOrderView, requestWithdrawal, withdrawalOrders, withdrawInfo } from './withdrawals';
import {
  confirmReceipt,
  proofFile,
  proofTooBig,
  tooManyProofs,
  type ProofFile,
} from './withdrawals-receipt';
import {
  approveWithdrawal,
  backofficeWithdrawal,
  backofficeWithdrawals,
  payOutWithdrawal,
  rejectWithdrawal,
  withdrawalNotFound,
  withdrawalProof,
} from './withdrawals-review';

const { endpoints } = contract;

/**
 * Player calls of the withdrawal flow: bank cards, the request, the list, and the answer
 * after payout. There is deliberately no call to cancel a request: once made, only the
 * operator's rejection gives the held money back (issue 5).
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;
  const memberOf = (request: FastifyRequest) => ({
    memberId: request.principal!.memberId,
    merchantId: request.merchant.id,
  });

  app.get(
    endpoints.bankCards.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'The member’s bank cards (numbers masked)',
        response: { 200: endpoints.bankCards.response },
      },
    },
    async (request) => ok((await activeBankCards(db, request.principal!.memberId)).map(toBankCard)),
  );

  app.post(
    endpoints.addBankCard.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Add a bank card in the payee’s name (at most 5)',
        body: endpoints.addBankCard.body,
        response: { 200: endpoints.addBankCard.response },
      },
    },
    async (request) =>
      ok(
        toBankCard(
          await addBankCard(
            db,
            { id: request.principal!.memberId, merchantId: request.merchant.id },
            request.body,
          ),
        ),
      ),
  );

  app.delete(
    endpoints.removeBankCard.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Stop using a bank card (kept for the history of its withdrawals)',
        params: endpoints.removeBankCard.params,
        response: { 200: endpoints.removeBankCard.response },
      },
    },
    async (request) => {
      await removeBankCard(db, request.principal!.memberId, BigInt(request.params.id));
      return ok(null);
    },
  );

  app.get(
    endpoints.info.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Balance, limits, today’s remaining requests, turnover and cards',
        response: { 200: endpoints.info.response },
      },
    },
    async (request) => ok(await withdrawInfo(db, memberOf(request))),
  );

  app.post(
    endpoints.withdraw.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'Request a withdrawal: the amount is held until the operator pays or rejects',
        body: endpoints.withdraw.body,
        response: { 200: endpoints.withdraw.response },
      },
    },
    async (request) => {
      const order = await requestWithdrawal(db, memberOf(request), request.body);
      return ok(await memberOrderView(db, order));
    },
  );

  app.get(
    endpoints.orders.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'The member’s withdrawals, newest first',
        querystring: endpoints.orders.query,
        response: { 200: endpoints.orders.response },
      },
    },
    async (request) =>
      ok(
        await withdrawalOrders(db, memberOf(request), request.query.pageNo, request.query.pageSize),
      ),
  );

  // Proof pictures come as multipart; the parser lives only in this scope.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, {
      limits: {
        files: contract.proofLimits.maxFiles,
        fileSize: contract.proofLimits.maxBytes,
        fields: 10,
        fieldSize: 2_000,
      },
    });
    uploads.post(
      endpoints.receipt.path,
      {
        preHandler: auth.requireRealAccount,
        schema: {
          tags: ['wallet'],
          summary:
            'After payout: received, partly received (amount) or not received (proof pictures)',
          description:
            'multipart/form-data with fields receipt, receivedAmount, note and up to 3 files ' +
            '`proof` (png/jpg, 5 MB each); or JSON for received / partial without files.',
          params: endpoints.receipt.params,
          response: { 200: endpoints.receipt.response },
        },
      },
      async (request) => {
        const { fields, proofs } = request.isMultipart()
          ? await readReceiptForm(request)
          : { fields: request.body, proofs: [] };
        const answer = parseReceipt(fields);
        const order = await confirmReceipt(
          db,
          memberOf(request),
          request.params.orderNo,
          answer,
          proofs,
        );
        return ok(await memberOrderView(db, order));
      },
    );
  });
};

/** The form's text fields and its `proof` pictures, each checked by content and size. */
async function readReceiptForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'proof') files.push(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooManyProofs();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw proofTooBig();
    throw error;
  }
  const proofs: ProofFile[] = files.map(proofFile);
  return { fields, proofs };
}

/** The answer's fields, checked as the automatic body validation would (400 per field). */
function parseReceipt(input: unknown) {
  const parsed = contract.receiptBody.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw AppError.of('invalidInput', { fields: fieldErrors(parsed.error, input) });
}

function fieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    const sent =
      typeof input === 'object' && input !== null
        ? (input as Record<string, unknown>)[key]
        : undefined;
    fields[`body.${key}`] =
      issue.code === 'custom' && /^[a-z][a-z0-9_]*$/.test(issue.message)
        ? issue.message
        : sent === undefined || sent === ''
          ? 'field_required'
          : 'field_invalid';
  }
  return fields;
}

/** Operator calls (`/bo/...`): the withdrawal queue, approve, reject, pay out, proofs. */
export const withdrawalConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const forFinance = staffOnly(paymentRoles);

  app.get(
    endpoints.boList.path,
    {
      ...forFinance,
      schema: {
        tags: ['console'],
        summary: 'Withdrawal queue, newest first, optionally by status',
        querystring: endpoints.boList.query,
        response: { 200: endpoints.boList.response },
      },
    },
    async (request) => ok(await backofficeWithdrawals(db, request.merchant.id, request.query)),
  );

  const steps = [
    [endpoints.boApprove, 'Approve a pending withdrawal', approveWithdrawal],
    [endpoints.boPayout, 'Record an approved withdrawal as paid out', payOutWithdrawal],
  ] as const;
  for (const [endpoint, summary, step] of steps) {
    app.post(
      endpoint.path,
      {
        ...forFinance,
        schema: {
          tags: ['console'],
          summary,
          params: endpoint.params,
          response: { 200: endpoint.response },
        },
      },
      async (request) => {
        const { orderNo } = request.params;
        await step(db, request.merchant.id, orderNo, request.staff!);
        return ok(await backofficeWithdrawal(db, request.merchant.id, orderNo));
      },
    );
  }

  app.post(
    endpoints.boReject.path,
    {
      ...forFinance,
      schema: {
        tags: ['console'],
        summary: 'Reject a pending or approved withdrawal; the held amount goes back',
        params: endpoints.boReject.params,
        body: endpoints.boReject.body,
        response: { 200: endpoints.boReject.response },
      },
    },
    async (request) => {
      const { orderNo } = request.params;
      await rejectWithdrawal(db, request.merchant.id, orderNo, request.staff!, request.body.reason);
      return ok(await backofficeWithdrawal(db, request.merchant.id, orderNo));
    },
  );

  app.get(
    endpoints.boProof.path,
    {
      ...forFinance,
      schema: {
        tags: ['console'],
        summary: 'A proof picture the member attached to their answer',
        params: endpoints.boProof.params,
      },
    },
    async (request, reply) => {
      const { orderNo, proofId } = request.params;
      const proof = await withdrawalProof(db, request.merchant.id, orderNo, BigInt(proofId));
      if (!proof) throw withdrawalNotFound();
      return reply
        .header('content-type', proof.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(proof.bytes));
    },
  );
};
