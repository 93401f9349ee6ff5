import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { system } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { playerRoute } from '../../platform/http/endpoint-route';
import * as service from './service';

const tags = ['system'];

/** Public calls of the system domain (no token needed, spec §6). */
export const systemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  playerRoute(
    app,
    system.endpoints.systemStatus,
    'public',
    { tags, summary: 'System status and permissions: root view, switches, rules, location' },
    (_input, request) => service.getSystemStatus(db, request.merchant, request.ip),
  );

  playerRoute(
    app,
    system.endpoints.whitelabel,
    'public',
    { tags, summary: 'The whitelabel switch tree of the merchant' },
    (_input, request) => service.getWhitelabelTree(db, request.merchant.id),
  );

  playerRoute(
    app,
    system.endpoints.registerSettings,
    'public',
    { tags, summary: 'Registration rules of every field' },
    (_input, request) => service.getRegisterRules(db, request.merchant.id),
  );

  playerRoute(
    app,
    system.endpoints.helpCentre,
    'public',
    { tags, summary: 'Help-centre articles (footer pages) in the Language, EN where untranslated' },
    (_input, request) => service.getHelpCentre(db, request.merchant.id, request.language),
  );

  playerRoute(
    app,
    system.domainRouteEndpoint,
    'public',
    { tags, summary: 'The merchant code and domains of the brand this request resolves to' },
    (_input, request) => service.getDomainRoute(db, request.merchant),
  );
};

// The sub-domains' console plugins, registered by app.ts in the console's scope.
export { helpConsoleRoutes } from './help/routes';
export { merchantConsoleRoutes } from './merchants/routes';
export { settingsConsoleRoutes } from './settings/routes';
