import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { verifyAuditChain } from '../../../platform/audit/audit-log';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { auditRoles } from '../../../platform/http/staff-guard';
import { auditPage } from './service';

const { endpoints } = consoleAdmin;
const tags = ['console'];

/** The audit log (`/bo/admin/audit...`): for owners, admins and auditors. */
export const auditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.audit,
    auditRoles,
    { tags, summary: 'The audit log, newest first' },
    ({ query }, request) => auditPage(db, request.merchant.id, query),
  );

  consoleRoute(
    app,
    endpoints.verifyAudit,
    auditRoles,
    { tags, summary: 'Recompute the hash chain of the whole audit log' },
    () => verifyAuditChain(db),
  );
};
