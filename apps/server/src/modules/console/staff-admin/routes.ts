import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { ownerOnly, staffOf } from '../../../platform/http/staff-guard';
import { createStaff, listStaff, updateStaff } from './service';

const { endpoints } = consoleAdmin;
const tags = ['console'];

/** Staff accounts (`/bo/admin/staff...`): the owners administer the console's people. */
export const staffAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(app, endpoints.staff, ownerOnly, { tags, summary: 'Staff accounts' }, () =>
    listStaff(db),
  );

  consoleRoute(
    app,
    endpoints.createStaff,
    ownerOnly,
    { tags, summary: 'Add a staff member (two-factor is set up at their first sign-in)' },
    ({ body }, request) => createStaff(db, staffOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateStaff,
    ownerOnly,
    { tags, summary: 'Change role, disable, unlock, reset two-factor or set a new password' },
    ({ params, body }, request) => updateStaff(db, staffOf(request), params.staffId, body),
  );
};
