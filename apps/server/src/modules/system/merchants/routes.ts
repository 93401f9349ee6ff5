import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { ownerOnly, readRoles, settingsRoles, staffOf } from '../../../platform/http/staff-guard';
import { createMerchant, listMerchantsForConsole, updateMerchant } from './service';

const { endpoints } = consoleAdmin;
const tags = ['console'];

/** The deployment's brands (`/bo/admin/merchants`): everyone reads, owners add, admins edit. */
export const merchantConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.merchants,
    readRoles,
    { tags, summary: 'Every brand of the deployment' },
    () => listMerchantsForConsole(db),
  );

  consoleRoute(
    app,
    endpoints.createMerchant,
    ownerOnly,
    { tags, summary: 'Create a brand (its settings copied from another)' },
    ({ body }, request) => createMerchant(db, staffOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateMerchant,
    settingsRoles,
    { tags, summary: "Edit a brand's name, symbol, look, domains, or make it the default" },
    ({ params, body }, request) => updateMerchant(db, staffOf(request), params.code, body),
  );
};
