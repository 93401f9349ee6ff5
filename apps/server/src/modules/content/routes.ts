import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { content as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { inboxRoutes } from './inbox-routes';
import * as service from './service';

/**
 * Announcements, notices and feedback: public calls (spec §6), a session is optional. The
 * available promotions are the signed-in member's header badge.
 */
export const contentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ctx, auth } = options;
  const { db } = ctx;
  await app.register(inboxRoutes, options);

  for (const endpoint of [
    contract.endpoints.announcements,
    contract.endpoints.announcementsAlias,
  ]) {
    app.get(
      endpoint.path,
      {
        schema: {
          tags: ['messaging'],
          summary: 'Banners, player notices, popups and promotions showing now',
          querystring: endpoint.query,
          response: { 200: endpoint.response },
        },
      },
      async (request) =>
        ok(
          await service.getAnnouncementLists(
            db,
            request.merchant.id,
            request.language,
            request.query.types,
          ),
        ),
    );
  }

  app.get(
    contract.endpoints.notices.path,
    {
      schema: {
        tags: ['messaging'],
        summary: 'Player notices of the notice modal, newest first, 9 a page',
        querystring: contract.endpoints.notices.query,
        response: { 200: contract.endpoints.notices.response },
      },
    },
    async (request) =>
      ok(await service.getNoticePage(db, request.merchant.id, request.language, request.query)),
  );

  app.get(
    contract.endpoints.availablePromotions.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags: ['messaging'],
        summary: 'Whether promotions are on, and how many the member can take part in now',
        response: { 200: contract.endpoints.availablePromotions.response },
      },
    },
    async (request) =>
      ok(await service.availablePromotions(db, request.merchant.id, request.language)),
  );

  app.put(
    contract.endpoints.feedback.path,
    {
      preHandler: auth.identifyMember,
      schema: {
        tags: ['messaging'],
        summary: 'Send feedback to the merchant (guests too)',
        body: contract.endpoints.feedback.body,
        response: { 200: contract.endpoints.feedback.response },
      },
    },
    async (request) =>
      ok(
        await service.submitFeedback(
          db,
          {
            merchantId: request.merchant.id,
            memberId: request.principal?.memberId ?? null,
            language: request.language,
            ip: request.ip,
          },
          request.body,
        ),
      ),
  );
};
