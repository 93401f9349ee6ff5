import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSettings as contract } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { outboxPage } from '../../../platform/notify/outbox-log';
import {
  consoleActorOf as scopeOf,
  readRoles,
  settingsRoles,
} from '../../../platform/http/staff-guard';
import * as settings from './service';

const { endpoints } = contract;
const tags = ['console'];

/**
 * The console's settings of a merchant (`/bo/settings/...`): every role reads them, owners
 * and admins change them, each change audited. The player site reads the same rows.
 */
export const settingsConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.whitelabel,
    readRoles,
    { tags, summary: 'The whitelabel switch tree of the merchant' },
    (_input, request) => settings.whitelabelSettings(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.switchModule,
    settingsRoles,
    { tags, summary: 'Switch one module of the tree on or off; answers the whole tree' },
    ({ params, body }, request) =>
      settings.switchWhitelabelModule(db, scopeOf(request), params.modId, body.enabled),
  );

  consoleRoute(
    app,
    endpoints.registerRules,
    readRoles,
    { tags, summary: 'Registration rules of every field, in form order' },
    (_input, request) => settings.registerRuleSettings(db, request.merchant.id),
  );

  // The router prefers this fixed path to `/:field`, so no field can be called `order`.
  consoleRoute(
    app,
    endpoints.orderRegisterRules,
    settingsRoles,
    { tags, summary: 'Put the registration form’s fields in a new order (every field once)' },
    ({ body }, request) => settings.orderRegisterRules(db, scopeOf(request), body.fields),
  );

  consoleRoute(
    app,
    endpoints.updateRegisterRule,
    settingsRoles,
    { tags, summary: 'Change the rule of one registration field' },
    ({ params, body }, request) =>
      settings.updateRegisterRule(db, scopeOf(request), params.field, body),
  );

  consoleRoute(
    app,
    endpoints.site,
    readRoles,
    { tags, summary: 'Maintenance, blocked countries, customer service and security values' },
    (_input, request) => settings.siteSettings(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.maintenance,
    settingsRoles,
    { tags, summary: 'Open or close the site for maintenance, with the end time players see' },
    ({ body }, request) => settings.updateMaintenance(db, scopeOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.region,
    settingsRoles,
    { tags, summary: 'The countries (ISO 3166-1 alpha-2) whose visitors see the restricted page' },
    ({ body }, request) => settings.updateRegion(db, scopeOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.customerService,
    settingsRoles,
    { tags, summary: 'Live chat and VIP desk addresses, Facebook, support e-mail, licence notice' },
    ({ body }, request) => settings.updateCustomerService(db, scopeOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.security,
    settingsRoles,
    {
      tags,
      summary: 'Password expiry, SMS code life, captcha threshold, minimum age, plaintext bodies',
    },
    ({ body }, request) => settings.updateSecurity(db, scopeOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.resources,
    readRoles,
    { tags, summary: 'App downloads and their QR codes' },
    (_input, request) => settings.resourceSettings(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.createResource,
    settingsRoles,
    { tags, summary: 'Publish an app download (409 when the merchant has one of that type)' },
    ({ body }, request) => settings.createResource(db, scopeOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateResource,
    settingsRoles,
    { tags, summary: 'Change an app download’s address, QR code, label or place' },
    ({ params, body }, request) =>
      settings.updateResource(db, scopeOf(request), params.resourceType, body),
  );

  consoleRoute(
    app,
    endpoints.deleteResource,
    settingsRoles,
    { tags, summary: 'Withdraw an app download from the site' },
    async ({ params }, request) => {
      await settings.deleteResource(db, scopeOf(request), params.resourceType);
      return null;
    },
  );

  consoleRoute(
    app,
    endpoints.integrations,
    readRoles,
    { tags, summary: 'The analytics tag and the image and game-launch CDN origins of the site' },
    (_input, request) => settings.integrationSettings(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.updateIntegrations,
    settingsRoles,
    {
      tags,
      summary: 'Set the Google tag id (G-… or UA-…, empty for none) and the https CDN origins',
    },
    ({ body }, request) => settings.updateIntegrations(db, scopeOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.outbox,
    readRoles,
    { tags, summary: 'SMS and e-mail sent to the merchant’s players, newest first' },
    ({ query }, request) => outboxPage(db, request.merchant.id, query),
  );
};
