import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { consoleSettings as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { outboxPage } from '../../platform/notify/outbox-log';
import { readRoles, settingsRoles, staffOf, staffOnly } from '../../platform/http/staff-guard';
import * as settings from './settings';

const { endpoints } = contract;
const tags = ['console'];

const scopeOf = (request: FastifyRequest): settings.SettingsScope => ({
  merchantId: request.merchant.id,
  staff: staffOf(request),
});

/**
 * The console's settings of a merchant (`/bo/settings/...`): every role reads them, owners
 * and admins change them, each change audited. The player site reads the same rows.
 */
export const settingsConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const toRead = staffOnly(readRoles);
  const toChange = staffOnly(settingsRoles);

  app.get(
    endpoints.whitelabel.path,
    {
      ...toRead,
      schema: {
        tags,
        summary: 'The whitelabel switch tree of the merchant',
        response: { 200: endpoints.whitelabel.response },
      },
    },
    async (request) => ok(await settings.whitelabelSettings(db, request.merchant.id)),
  );

  app.put(
    endpoints.switchModule.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Switch one module of the tree on or off; answers the whole tree',
        params: endpoints.switchModule.params,
        body: endpoints.switchModule.body,
        response: { 200: endpoints.switchModule.response },
      },
    },
    async (request) =>
      ok(
        await settings.switchWhitelabelModule(
          db,
          scopeOf(request),
          request.params.modId,
          request.body.enabled,
        ),
      ),
  );

  app.get(
    endpoints.registerRules.path,
    {
      ...toRead,
      schema: {
        tags,
        summary: 'Registration rules of every field, in form order',
        response: { 200: endpoints.registerRules.response },
      },
    },
    async (request) => ok(await settings.registerRuleSettings(db, request.merchant.id)),
  );

  // The router prefers this fixed path to `/:field`, so no field can be called `order`.
  app.put(
    endpoints.orderRegisterRules.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Put the registration form’s fields in a new order (every field once)',
        body: endpoints.orderRegisterRules.body,
        response: { 200: endpoints.orderRegisterRules.response },
      },
    },
    async (request) =>
      ok(await settings.orderRegisterRules(db, scopeOf(request), request.body.fields)),
  );

  app.put(
    endpoints.updateRegisterRule.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Change the rule of one registration field',
        params: endpoints.updateRegisterRule.params,
        body: endpoints.updateRegisterRule.body,
        response: { 200: endpoints.updateRegisterRule.response },
      },
    },
    async (request) =>
      ok(
        await settings.updateRegisterRule(db, scopeOf(request), request.params.field, request.body),
      ),
  );

  app.get(
    endpoints.site.path,
    {
      ...toRead,
      schema: {
        tags,
        summary: 'Maintenance, blocked countries, customer service and security values',
        response: { 200: endpoints.site.response },
      },
    },
    async (request) => ok(await settings.siteSettings(db, request.merchant.id)),
  );

  app.put(
    endpoints.maintenance.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Open or close the site for maintenance, with the end time players see',
        body: endpoints.maintenance.body,
        response: { 200: endpoints.maintenance.response },
      },
    },
    async (request) => ok(await settings.updateMaintenance(db, scopeOf(request), request.body)),
  );

  app.put(
    endpoints.region.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'The countries (ISO 3166-1 alpha-2) whose visitors see the restricted page',
        body: endpoints.region.body,
        response: { 200: endpoints.region.response },
      },
    },
    async (request) => ok(await settings.updateRegion(db, scopeOf(request), request.body)),
  );

  app.put(
    endpoints.customerService.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Live chat and VIP desk addresses, Facebook, support e-mail, licence notice',
        body: endpoints.customerService.body,
        response: { 200: endpoints.customerService.response },
      },
    },
    async (request) => ok(await settings.updateCustomerService(db, scopeOf(request), request.body)),
  );

  app.put(
    endpoints.security.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Password expiry, SMS code life, captcha threshold, minimum age, plaintext bodies',
        body: endpoints.security.body,
        response: { 200: endpoints.security.response },
      },
    },
    async (request) => ok(await settings.updateSecurity(db, scopeOf(request), request.body)),
  );

  app.get(
    endpoints.resources.path,
    {
      ...toRead,
      schema: {
        tags,
        summary: 'App downloads and their QR codes',
        response: { 200: endpoints.resources.response },
      },
    },
    async (request) => ok(await settings.resourceSettings(db, request.merchant.id)),
  );

  app.post(
    endpoints.createResource.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Publish an app download (409 when the merchant has one of that type)',
        body: endpoints.createResource.body,
        response: { 200: endpoints.createResource.response },
      },
    },
    async (request) => ok(await settings.createResource(db, scopeOf(request), request.body)),
  );

  app.put(
    endpoints.updateResource.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Change an app download’s address, QR code, label or place',
        params: endpoints.updateResource.params,
        body: endpoints.updateResource.body,
        response: { 200: endpoints.updateResource.response },
      },
    },
    async (request) =>
      ok(
        await settings.updateResource(
          db,
          scopeOf(request),
          request.params.resourceType,
          request.body,
        ),
      ),
  );

  app.delete(
    endpoints.deleteResource.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Withdraw an app download from the site',
        params: endpoints.deleteResource.params,
        response: { 200: endpoints.deleteResource.response },
      },
    },
    async (request) => {
      await settings.deleteResource(db, scopeOf(request), request.params.resourceType);
      return ok(null);
    },
  );

  app.get(
    endpoints.integrations.path,
    {
      ...toRead,
      schema: {
        tags,
        summary: 'The analytics tag and the image and game-launch CDN origins of the site',
        response: { 200: endpoints.integrations.response },
      },
    },
    async (request) => ok(await settings.integrationSettings(db, request.merchant.id)),
  );

  app.put(
    endpoints.updateIntegrations.path,
    {
      ...toChange,
      schema: {
        tags,
        summary: 'Set the Google tag id (G-… or UA-…, empty for none) and the https CDN origins',
        body: endpoints.updateIntegrations.body,
        response: { 200: endpoints.updateIntegrations.response },
      },
    },
    async (request) => ok(await settings.updateIntegrations(db, scopeOf(request), request.body)),
  );

  app.get(
    endpoints.outbox.path,
    {
      ...toRead,
      schema: {
        tags,
        summary: 'SMS and e-mail sent to the merchant’s players, newest first',
        querystring: endpoints.outbox.query,
        response: { 200: endpoints.outbox.response },
      },
    },
    async (request) => ok(await outboxPage(db, request.merchant.id, request.query)),
  );
};
