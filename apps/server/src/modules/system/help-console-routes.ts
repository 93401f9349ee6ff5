import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleContent as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { contentAccess, contentActorOf as actorOf, contentRoute } from './content-route';
import * as help from './help-console';

/**
 * Operator calls (`/bo/content/help...`) of the help centre's articles, one per key and
 * language: every staff role reads, the content team (and owner, admin) writes.
 */
export const helpConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { forReaders, forWriters } = contentAccess(db);
  const { endpoints } = contract;

  app.get(
    endpoints.helpArticles.path,
    contentRoute(
      forReaders,
      endpoints.helpArticles,
      'Help-centre articles of the merchant (on and off), by language and order',
    ),
    async (request) =>
      ok(await help.listHelpArticlesForConsole(db, request.merchant.id, request.query.language)),
  );

  app.post(
    endpoints.createHelpArticle.path,
    contentRoute(
      forWriters,
      endpoints.createHelpArticle,
      'Add a help article in one language; its HTML is sanitised',
    ),
    async (request) => ok(await help.createHelpArticle(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.orderHelpArticles.path,
    contentRoute(
      forWriters,
      endpoints.orderHelpArticles,
      'Order help articles: sort orders 1, 2, 3... in the order given',
    ),
    async (request) => ok(await help.orderHelpArticles(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.updateHelpArticle.path,
    contentRoute(
      forWriters,
      endpoints.updateHelpArticle,
      'Replace a help article’s fields; its HTML is sanitised',
    ),
    async (request) =>
      ok(await help.updateHelpArticle(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    endpoints.deleteHelpArticle.path,
    contentRoute(
      forWriters,
      endpoints.deleteHelpArticle,
      'Delete a help article (the audit entry keeps its text)',
    ),
    async (request) => ok(await help.deleteHelpArticle(db, actorOf(request), request.params.id)),
  );
};
