import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { content as contract } from '@croupier/contract';
import { playerRoute } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import * as service from './service';

const { endpoints } = contract;
const tags = ['messaging'];

/**
 * Announcements, notices and feedback: public calls (spec §6), a session is optional. The
 * available promotions are the signed-in member's header badge.
 */
export const contentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  for (const endpoint of [endpoints.announcements, endpoints.announcementsAlias]) {
    playerRoute(
      app,
      endpoint,
      'public',
      { tags, summary: 'Banners, player notices, popups and promotions showing now' },
      ({ query }, request) =>
        service.getAnnouncementLists(db, request.merchant.id, request.language, query.types),
    );
  }

  playerRoute(
    app,
    endpoints.notices,
    'public',
    { tags, summary: 'Player notices of the notice modal, newest first, 9 a page' },
    ({ query }, request) => service.getNoticePage(db, request.merchant.id, request.language, query),
  );

  playerRoute(
    app,
    endpoints.availablePromotions,
    'member',
    { tags, summary: 'Whether promotions are on, and how many the member can take part in now' },
    (_input, request) => service.availablePromotions(db, request.merchant.id, request.language),
  );

  playerRoute(
    app,
    endpoints.feedback,
    'identified',
    { tags, summary: 'Send feedback to the merchant (guests too)' },
    ({ body }, request) =>
      service.submitFeedback(
        db,
        {
          merchantId: request.merchant.id,
          memberId: request.principal?.memberId ?? null,
          language: request.language,
          ip: request.ip,
        },
        body,
      ),
  );
};

// The sub-domains' plugins, registered by app.ts beside the module's own.
export { contentConsoleRoutes } from './console/routes';
export { inboxRoutes } from './inbox/routes';
