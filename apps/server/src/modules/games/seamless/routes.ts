import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seamless as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import {
  playerRoute,
  type EndpointInput,
  type EndpointValue,
} from '../../../platform/http/endpoint-route';
import { requireSignedVendor, vendorOf } from './signature';
import {
  vendorAuthenticate,
  vendorBalance,
  vendorCredit,
  vendorDebit,
  vendorRollback,
} from './wire';

type SignedEndpoint = (typeof contract.endpoints)[keyof typeof contract.endpoints];

const signed =
  'Signed: `X-Vendor: <code>`, `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. ' +
  'Amounts are integer minor units.';

/**
 * The vendors' wallet calls (`/seamless/...`). No merchant header and no player token: the
 * vendor is known by its signature (`requireSignedVendor`), the player and the brand by the
 * game session.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireSignedVendor(app, db);

  /** A signed call: no player access rule, the plugin's guard has checked the vendor. */
  function vendorRoute<E extends SignedEndpoint>(
    endpoint: E,
    summary: string,
    handler: (vendorCode: string, body: EndpointInput<E>['body']) => Promise<EndpointValue<E>>,
  ) {
    const extras = { tags: ['seamless'], summary: `${summary} ${signed}` };
    playerRoute(app, endpoint, 'public', extras, ({ body }, request) =>
      handler(vendorOf(request), body),
    );
  }

  const { endpoints } = contract;
  vendorRoute(
    endpoints.authenticate,
    'Exchange the one-time launch token for the player and a session token.',
    (vendor, body) => vendorAuthenticate(db, vendor, body.launchToken),
  );
  vendorRoute(endpoints.balance, "The player's balance in a live game session.", (vendor, body) =>
    vendorBalance(db, vendor, body.sessionToken),
  );
  vendorRoute(
    endpoints.debit,
    'Take a stake (live session only; idempotent by transactionId).',
    (vendor, body) => vendorDebit(db, vendor, body),
  );
  vendorRoute(
    endpoints.credit,
    'Pay a win, also after the session expired (idempotent).',
    (vendor, body) => vendorCredit(db, vendor, body),
  );
  vendorRoute(
    endpoints.rollback,
    'Refund a debit, even one not received yet (idempotent).',
    (vendor, body) => vendorRollback(db, vendor, body),
  );
};
