import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleContent as contract } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import {
  consoleActorOf as actorOf,
  contentRoles,
  readRoles,
} from '../../../platform/http/staff-guard';
import * as help from './service';

const { endpoints } = contract;
const tags = ['console'];

/**
 * Operator calls (`/bo/content/help...`) of the help centre's articles, one per key and
 * language: every staff role reads, the content team (and owner, admin) writes.
 */
export const helpConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.helpArticles,
    readRoles,
    { tags, summary: 'Help-centre articles of the merchant (on and off), by language and order' },
    ({ query }, request) =>
      help.listHelpArticlesForConsole(db, request.merchant.id, query.language),
  );

  consoleRoute(
    app,
    endpoints.createHelpArticle,
    contentRoles,
    { tags, summary: 'Add a help article in one language; its HTML is sanitised' },
    ({ body }, request) => help.createHelpArticle(db, actorOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.orderHelpArticles,
    contentRoles,
    { tags, summary: 'Order help articles: sort orders 1, 2, 3... in the order given' },
    ({ body }, request) => help.orderHelpArticles(db, actorOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateHelpArticle,
    contentRoles,
    { tags, summary: 'Replace a help article’s fields; its HTML is sanitised' },
    ({ params, body }, request) => help.updateHelpArticle(db, actorOf(request), params.id, body),
  );

  consoleRoute(
    app,
    endpoints.deleteHelpArticle,
    contentRoles,
    { tags, summary: 'Delete a help article (the audit entry keeps its text)' },
    ({ params }, request) => help.deleteHelpArticle(db, actorOf(request), params.id),
  );
};
