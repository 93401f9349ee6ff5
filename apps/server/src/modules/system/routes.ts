import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { system } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { playerRoutes } from '../../platform/http/endpoint-route';
import * as service from './service';
import { registerWebManifest } from './web-manifest';

const { endpoints } = system;

/** Public calls of the system domain (no token needed, spec §6). */
export const systemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const route = playerRoutes(app, 'system');

  route(endpoints.systemStatus, 'public', (_input, request) =>
    service.getSystemStatus(db, request.merchant, request.ip),
  );

  route(endpoints.whitelabel, 'public', (_input, request) =>
    service.getWhitelabelTree(db, request.merchant.id),
  );

  route(endpoints.registerSettings, 'public', (_input, request) =>
    service.getRegisterRules(db, request.merchant.id),
  );

  route(endpoints.helpCentre, 'public', (_input, request) =>
    service.getHelpCentre(db, request.merchant.id, request.language),
  );

  route(system.domainRouteEndpoint, 'public', (_input, request) =>
    service.getDomainRoute(db, request.merchant),
  );

  registerWebManifest(app);
};

// The sub-domains' console plugins, registered by app.ts in the console's scope.
export { helpConsoleRoutes } from './help/routes';
export { merchantConsoleRoutes } from './merchants/routes';
export { settingsConsoleRoutes } from './settings/routes';
