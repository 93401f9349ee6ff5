import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { ownerOnly, staffOf } from '../../../platform/http/staff-guard';
import { createStaff, listStaff, updateStaff } from './service';

const { endpoints } = consoleAdmin;

/** Staff accounts (`/bo/admin/staff...`): the owners administer the console's people. */
export const staffAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  // The console's people are the deployment's, not a brand's: no brand is needed.
  const anyBrand = { config: { withoutMerchant: true } };

  route(endpoints.staff, ownerOnly, () => listStaff(db), anyBrand);

  route(
    endpoints.createStaff,
    ownerOnly,
    ({ body }, request) => createStaff(db, staffOf(request), body),
    anyBrand,
  );

  route(
    endpoints.updateStaff,
    ownerOnly,
    ({ params, body }, request) => updateStaff(db, staffOf(request), params.staffId, body),
    anyBrand,
  );
};
