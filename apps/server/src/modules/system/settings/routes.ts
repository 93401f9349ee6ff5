import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSettings as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { outboxPage } from '../../../platform/notify/outbox-log';
import {
  consoleActorOf as scopeOf,
  readRoles,
  settingsRoles,
} from '../../../platform/http/staff-guard';
import * as settings from './service';

const { endpoints } = contract;

/**
 * The console's settings of a merchant (`/bo/settings/...`): every role reads them, owners
 * and admins change them, each change audited. The player site reads the same rows.
 */
export const settingsConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.whitelabel, readRoles, (_input, request) =>
    settings.whitelabelSettings(db, request.merchant.id),
  );

  route(endpoints.switchModule, settingsRoles, ({ params, body }, request) =>
    settings.switchWhitelabelModule(db, scopeOf(request), params.modId, body.enabled),
  );

  route(endpoints.registerRules, readRoles, (_input, request) =>
    settings.registerRuleSettings(db, request.merchant.id),
  );

  // The router prefers this fixed path to `/:field`, so no field can be called `order`.
  route(endpoints.orderRegisterRules, settingsRoles, ({ body }, request) =>
    settings.orderRegisterRules(db, scopeOf(request), body.fields),
  );

  route(endpoints.updateRegisterRule, settingsRoles, ({ params, body }, request) =>
    settings.updateRegisterRule(db, scopeOf(request), params.field, body),
  );

  route(endpoints.registrationTerms, readRoles, (_input, request) =>
    settings.registrationTermsSetting(db, request.merchant.id),
  );

  route(endpoints.updateRegistrationTerms, settingsRoles, ({ body }, request) =>
    settings.updateRegistrationTerms(db, scopeOf(request), body),
  );

  route(endpoints.site, readRoles, (_input, request) =>
    settings.siteSettings(db, request.merchant.id),
  );

  route(endpoints.maintenance, settingsRoles, ({ body }, request) =>
    settings.updateMaintenance(db, scopeOf(request), body),
  );

  route(endpoints.region, settingsRoles, ({ body }, request) =>
    settings.updateRegion(db, scopeOf(request), body),
  );

  route(endpoints.customerService, settingsRoles, ({ body }, request) =>
    settings.updateCustomerService(db, scopeOf(request), body),
  );

  route(endpoints.security, settingsRoles, ({ body }, request) =>
    settings.updateSecurity(db, scopeOf(request), body),
  );

  route(endpoints.resources, readRoles, (_input, request) =>
    settings.resourceSettings(db, request.merchant.id),
  );

  route(endpoints.createResource, settingsRoles, ({ body }, request) =>
    settings.createResource(db, scopeOf(request), body),
  );

  route(endpoints.updateResource, settingsRoles, ({ params, body }, request) =>
    settings.updateResource(db, scopeOf(request), params.resourceType, body),
  );

  route(endpoints.deleteResource, settingsRoles, async ({ params }, request) => {
    await settings.deleteResource(db, scopeOf(request), params.resourceType);
    return null;
  });

  route(endpoints.integrations, readRoles, (_input, request) =>
    settings.integrationSettings(db, request.merchant.id),
  );

  route(endpoints.updateIntegrations, settingsRoles, ({ body }, request) =>
    settings.updateIntegrations(db, scopeOf(request), body),
  );

  route(endpoints.outbox, readRoles, ({ query }, request) =>
    outboxPage(db, request.merchant.id, query),
  );
};
