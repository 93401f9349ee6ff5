import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { system } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { getDomainRoute } from './domain-route';
import * as service from './service';

/** Public calls of the system domain (no token needed, spec §6). */
export const systemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    system.endpoints.systemStatus.path,
    {
      schema: {
        tags: ['system'],
        summary: 'System status and permissions: root view, switches, rules, location',
        querystring: system.endpoints.systemStatus.query,
        response: { 200: system.endpoints.systemStatus.response },
      },
    },
    async (request) => ok(await service.getSystemStatus(db, request.merchant, request.ip)),
  );

  app.get(
    system.endpoints.whitelabel.path,
    {
      schema: {
        tags: ['system'],
        summary: 'The whitelabel switch tree of the merchant',
        querystring: system.endpoints.whitelabel.query,
        response: { 200: system.endpoints.whitelabel.response },
      },
    },
    async (request) => ok(await service.getWhitelabelTree(db, request.merchant.id)),
  );

  app.get(
    system.endpoints.registerSettings.path,
    {
      schema: {
        tags: ['system'],
        summary: 'Registration rules of every field',
        response: { 200: system.endpoints.registerSettings.response },
      },
    },
    async (request) => ok(await service.getRegisterRules(db, request.merchant.id)),
  );

  app.get(
    system.endpoints.helpCentre.path,
    {
      schema: {
        tags: ['system'],
        summary: 'Help-centre articles (footer pages) in the Language, EN where untranslated',
        response: { 200: system.endpoints.helpCentre.response },
      },
    },
    async (request) => ok(await service.getHelpCentre(db, request.merchant.id, request.language)),
  );

  app.get(
    system.domainRouteEndpoint.path,
    {
      schema: {
        tags: ['system'],
        summary: 'The merchant code and domains of the brand this request resolves to',
        querystring: system.domainRouteEndpoint.query,
        response: { 200: system.domainRouteEndpoint.response },
      },
    },
    async (request) => ok(await getDomainRoute(db, request.merchant)),
  );
};
