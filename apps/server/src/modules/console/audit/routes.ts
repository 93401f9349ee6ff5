import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { verifyAuditChain } from '../../../platform/audit/audit-log';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { auditRoles } from '../../../platform/http/staff-guard';
import { auditPage } from './service';

const { endpoints } = consoleAdmin;

/** The audit log (`/bo/admin/audit...`): for owners, admins and auditors. */
export const auditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.audit, auditRoles, ({ query }, request) =>
    auditPage(db, request.merchant.id, query),
  );

  route(endpoints.verifyAudit, auditRoles, () => verifyAuditChain(db));
};
