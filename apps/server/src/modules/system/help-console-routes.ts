import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boContent as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { contentRoles, readRoles, staffOf, staffOnly } from '../backoffice/access';
import * as help from './help-console';

const actorOf = (request: FastifyRequest): help.HelpActor => ({
  merchantId: request.merchant.id,
  staff: staffOf(request),
});

/**
 * Operator calls (`/bo/content/help...`) of the help centre's articles, one per key and
 * language: every staff role reads, the content team (and owner, admin) writes.
 */
export const helpBackofficeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const forReaders = staffOnly(db, readRoles);
  const forWriters = staffOnly(db, contentRoles);
  const { endpoints } = contract;

  app.get(
    endpoints.helpArticles.path,
    {
      ...forReaders,
      schema: {
        tags: ['backoffice'],
        summary: 'Help-centre articles of the merchant (on and off), by language and order',
        querystring: endpoints.helpArticles.query,
        response: { 200: endpoints.helpArticles.response },
      },
    },
    async (request) =>
      ok(await help.listHelpArticlesForConsole(db, request.merchant.id, request.query.language)),
  );

  app.post(
    endpoints.createHelpArticle.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Add a help article in one language; its HTML is sanitised',
        body: endpoints.createHelpArticle.body,
        response: { 200: endpoints.createHelpArticle.response },
      },
    },
    async (request) => ok(await help.createHelpArticle(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.orderHelpArticles.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Order help articles: sort orders 1, 2, 3... in the order given',
        body: endpoints.orderHelpArticles.body,
        response: { 200: endpoints.orderHelpArticles.response },
      },
    },
    async (request) => ok(await help.orderHelpArticles(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.updateHelpArticle.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Replace a help article’s fields; its HTML is sanitised',
        params: endpoints.updateHelpArticle.params,
        body: endpoints.updateHelpArticle.body,
        response: { 200: endpoints.updateHelpArticle.response },
      },
    },
    async (request) =>
      ok(await help.updateHelpArticle(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    endpoints.deleteHelpArticle.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a help article (the audit entry keeps its text)',
        params: endpoints.deleteHelpArticle.params,
        response: { 200: endpoints.deleteHelpArticle.response },
      },
    },
    async (request) => ok(await help.deleteHelpArticle(db, actorOf(request), request.params.id)),
  );
};
