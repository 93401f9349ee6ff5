import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdmin } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { createFirstOwner, setupNeeded } from './service';

const { endpoints } = consoleAdmin;

/** The first owner's setup (`/bo/setup`): open to anyone, good once, with the printed token. */
export const setupRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route.public(endpoints.setupState, () => setupNeeded(db));

  route.public(endpoints.setup, ({ body }, request) => createFirstOwner(db, body, request.ip));
};
