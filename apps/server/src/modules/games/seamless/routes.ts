import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seamless as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import {
  playerRoutes,
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

/**
 * The vendors' wallet calls (`/seamless/...`). No merchant header and no player token: the
 * vendor is known by its signature (`requireSignedVendor`), the player and the brand by the
 * game session.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireSignedVendor(app, db);
  const route = playerRoutes(app, 'seamless');

  /** A signed call: no player access rule, the plugin's guard has checked the vendor. */
  function vendorRoute<E extends SignedEndpoint>(
    endpoint: E,
    handler: (vendorCode: string, body: EndpointInput<E>['body']) => Promise<EndpointValue<E>>,
  ) {
    route(endpoint, 'public', ({ body }, request) => handler(vendorOf(request), body));
  }

  const { endpoints } = contract;
  vendorRoute(endpoints.authenticate, (vendor, body) =>
    vendorAuthenticate(db, vendor, body.launchToken),
  );
  vendorRoute(endpoints.balance, (vendor, body) => vendorBalance(db, vendor, body.sessionToken));
  vendorRoute(endpoints.debit, (vendor, body) => vendorDebit(db, vendor, body));
  vendorRoute(endpoints.credit, (vendor, body) => vendorCredit(db, vendor, body));
  vendorRoute(endpoints.rollback, (vendor, body) => vendorRollback(db, vendor, body));
};
