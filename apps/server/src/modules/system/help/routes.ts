import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleContent as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import {
  consoleActorOf as actorOf,
  contentRoles,
  readRoles,
} from '../../../platform/http/staff-guard';
import * as help from './service';

const { endpoints } = contract;

/**
 * Operator calls (`/bo/content/help...`) of the help centre's articles, one per key and
 * language: every staff role reads, the content team (and owner, admin) writes.
 */
export const helpConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.helpArticles, readRoles, ({ query }, request) =>
    help.listHelpArticlesForConsole(db, request.merchant.id, query.language),
  );

  route(endpoints.createHelpArticle, contentRoles, ({ body }, request) =>
    help.createHelpArticle(db, actorOf(request), body),
  );

  route(endpoints.orderHelpArticles, contentRoles, ({ body }, request) =>
    help.orderHelpArticles(db, actorOf(request), body),
  );

  route(endpoints.updateHelpArticle, contentRoles, ({ params, body }, request) =>
    help.updateHelpArticle(db, actorOf(request), params.id, body),
  );

  route(endpoints.deleteHelpArticle, contentRoles, ({ params }, request) =>
    help.deleteHelpArticle(db, actorOf(request), params.id),
  );
};
