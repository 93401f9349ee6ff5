import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { verifyAuditChain } from '../../platform/audit/audit-log';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { createMerchant, listMerchantsForConsole, updateMerchant } from '../system/merchants-admin';
import {
  auditRoles,
  ownerOnly,
  readRoles,
  settingsRoles,
  staffOf,
  staffOnly,
} from '../../platform/http/staff-guard';
import { auditPage } from './audit-view';
import { createStaff, listStaff, updateStaff } from './staff-admin';

const { endpoints } = consoleAdmin;
const tags = ['console'];

/** Brands, staff accounts and the audit log: the console administering itself. */
export const consoleAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    endpoints.merchants.path,
    {
      ...staffOnly(readRoles),
      schema: {
        tags,
        summary: 'Every brand of the deployment',
        response: { 200: endpoints.merchants.response },
      },
    },
    async () => ok(await listMerchantsForConsole(db)),
  );
  app.post(
    endpoints.createMerchant.path,
    {
      ...staffOnly(ownerOnly),
      schema: {
        tags,
        summary: 'Create a brand (its settings copied from another)',
        body: endpoints.createMerchant.body,
        response: { 200: endpoints.createMerchant.response },
      },
    },
    async (request) => ok(await createMerchant(db, staffOf(request), request.body)),
  );
  app.put(
    endpoints.updateMerchant.path,
    {
      ...staffOnly(settingsRoles),
      schema: {
        tags,
        summary: "Edit a brand's name, symbol, look, domains, or make it the default",
        params: endpoints.updateMerchant.params,
        body: endpoints.updateMerchant.body,
        response: { 200: endpoints.updateMerchant.response },
      },
    },
    async (request) =>
      ok(await updateMerchant(db, staffOf(request), request.params.code, request.body)),
  );

  app.get(
    endpoints.staff.path,
    {
      ...staffOnly(ownerOnly),
      schema: { tags, summary: 'Staff accounts', response: { 200: endpoints.staff.response } },
    },
    async () => ok(await listStaff(db)),
  );
  app.post(
    endpoints.createStaff.path,
    {
      ...staffOnly(ownerOnly),
      schema: {
        tags,
        summary: 'Add a staff member (two-factor is set up at their first sign-in)',
        body: endpoints.createStaff.body,
        response: { 200: endpoints.createStaff.response },
      },
    },
    async (request) => ok(await createStaff(db, staffOf(request), request.body)),
  );
  app.put(
    endpoints.updateStaff.path,
    {
      ...staffOnly(ownerOnly),
      schema: {
        tags,
        summary: 'Change role, disable, unlock, reset two-factor or set a new password',
        params: endpoints.updateStaff.params,
        body: endpoints.updateStaff.body,
        response: { 200: endpoints.updateStaff.response },
      },
    },
    async (request) =>
      ok(await updateStaff(db, staffOf(request), request.params.staffId, request.body)),
  );

  app.get(
    endpoints.audit.path,
    {
      ...staffOnly(auditRoles),
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: endpoints.audit.query,
        response: { 200: endpoints.audit.response },
      },
    },
    async (request) => ok(await auditPage(db, request.merchant.id, request.query)),
  );
  app.get(
    endpoints.verifyAudit.path,
    {
      ...staffOnly(auditRoles),
      schema: {
        tags,
        summary: 'Recompute the hash chain of the whole audit log',
        response: { 200: endpoints.verifyAudit.response },
      },
    },
    async () => ok(await verifyAuditChain(db)),
  );
};
