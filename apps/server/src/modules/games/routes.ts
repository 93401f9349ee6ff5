import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../../platform/http/route-context';
import { launchRoutes } from './launch/routes';
import { lobbyMemberRoutes as memberGameRoutes } from './lobby/routes';

// The games module's HTTP plugins, as app.ts registers them.
export { betRecordRoutes } from './bet-records/routes';
export { gameConsoleRoutes } from './console/routes';
export { lobbyRoutes } from './lobby/routes';
export { seamlessRoutes } from './seamless/routes';

/** A member's own games and launches (a live session each), in the player API. */
export const lobbyMemberRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(memberGameRoutes, options);
  await app.register(launchRoutes, options);
};
