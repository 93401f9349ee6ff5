import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seamless as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { authenticate, credit, debit, rollback, sessionBalance } from './seamless';
import { verifiedVendor } from './seamless-signature';

const tags = ['seamless'];
const signed =
  'Signed: `X-Vendor: <code>`, `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. ' +
  'Amounts are integer minor units.';

/**
 * The vendors' wallet calls (`/seamless/...`). No merchant header and no player token: the
 * vendor is known by its signature, the player and the brand by the game session.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The signature covers the exact bytes the vendor sent: keep the raw body, check it, and
  // only then parse it (for the schema to validate next).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const vendors = new WeakMap<FastifyRequest, string>();
  app.addHook('preValidation', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    vendors.set(request, await verifiedVendor(db, request.headers, rawBody));
    try {
      request.body = JSON.parse(rawBody);
    } catch {
      throw AppError.of('malformedBody');
    }
  });
  const vendorOf = (request: FastifyRequest) => vendors.get(request)!;

  app.post(
    contract.endpoints.authenticate.path,
    {
      schema: {
        tags,
        summary: `Exchange the one-time launch token for the player and a session token. ${signed}`,
        body: contract.endpoints.authenticate.body,
        response: { 200: contract.endpoints.authenticate.response },
      },
    },
    async (request) => {
      const session = await authenticate(db, vendorOf(request), request.body.launchToken);
      return ok({
        sessionToken: session.sessionToken,
        playerId: String(session.memberId),
        username: session.username,
        currency: session.currency,
        balance: Number(session.balance),
        freePlay: session.freePlay,
        gameId: session.vendorGameId,
        language: session.language,
      });
    },
  );

  app.post(
    contract.endpoints.balance.path,
    {
      schema: {
        tags,
        summary: `The player's balance in a live game session. ${signed}`,
        body: contract.endpoints.balance.body,
        response: { 200: contract.endpoints.balance.response },
      },
    },
    async (request) => {
      const { balance, currency } = await sessionBalance(
        db,
        vendorOf(request),
        request.body.sessionToken,
      );
      return ok({ balance: Number(balance), currency });
    },
  );

  app.post(
    contract.endpoints.debit.path,
    {
      schema: {
        tags,
        summary: `Take a stake (live session only; idempotent by transactionId). ${signed}`,
        body: contract.endpoints.debit.body,
        response: { 200: contract.endpoints.debit.response },
      },
    },
    async (request) => wire(await debit(db, vendorOf(request), request.body)),
  );

  app.post(
    contract.endpoints.credit.path,
    {
      schema: {
        tags,
        summary: `Pay a win, also after the session expired (idempotent). ${signed}`,
        body: contract.endpoints.credit.body,
        response: { 200: contract.endpoints.credit.response },
      },
    },
    async (request) => wire(await credit(db, vendorOf(request), request.body)),
  );

  app.post(
    contract.endpoints.rollback.path,
    {
      schema: {
        tags,
        summary: `Refund a debit, even one not received yet (idempotent). ${signed}`,
        body: contract.endpoints.rollback.body,
        response: { 200: contract.endpoints.rollback.response },
      },
    },
    async (request) => wire(await rollback(db, vendorOf(request), request.body)),
  );
};

const wire = (result: { balance: bigint; transactionId: string }) =>
  ok({ balance: Number(result.balance), transactionId: result.transactionId });
