import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { ownerOnly, readRoles, settingsRoles, staffOf } from '../../../platform/http/staff-guard';
import { createMerchant, listMerchantsForConsole, updateMerchant } from './service';

const { endpoints } = consoleAdmin;

/** The deployment's brands (`/bo/admin/merchants`): everyone reads, owners add, admins edit. */
export const merchantConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  // Listing and adding brands work before the first brand exists.
  const beforeAnyBrand = { config: { withoutMerchant: true } };

  route(endpoints.merchants, readRoles, () => listMerchantsForConsole(db), beforeAnyBrand);

  route(
    endpoints.createMerchant,
    ownerOnly,
    ({ body }, request) => createMerchant(db, staffOf(request), body),
    beforeAnyBrand,
  );

  route(endpoints.updateMerchant, settingsRoles, ({ params, body }, request) =>
    updateMerchant(db, staffOf(request), params.code, body),
  );
};
